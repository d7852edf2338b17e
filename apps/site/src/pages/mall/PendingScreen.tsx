import { useLingui } from '@lingui/react/macro';
import { Box, Container, Heading, Stack, Text } from '@kankan/ui';
import type { PendingScreenId } from './pendingScreens.ts';

/** The heading and summary of a shop or payment screen; its route says which one. */
export default function PendingScreen({ screen }: { screen: PendingScreenId }) {
  const { t } = useLingui();
  const texts: Record<PendingScreenId, { title: string; summary: string }> = {
    cart: { title: t`Shopping cart`, summary: t`The cameras and tripod sets you have chosen, ready to order.` },
    confirm: {
      title: t`Confirm your order`,
      summary: t`Check the items, the delivery address and the invoice before you pay.`,
    },
    pay: { title: t`Payment centre`, summary: t`Pay for your order with the payment method that suits you.` },
  };
  const text = texts[screen];
  return (
    <Box as="main" background="surfaceSunken" paddingY="xxlarge">
      <Container>
        <Box background="surface" borderRadius="large" padding="xxlarge">
          <Stack space="medium">
            <Heading level={1} visualLevel={2}>
              {text.title}
            </Heading>
            <Text tone="muted" as="p">
              {text.summary}
            </Text>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
