import { useLingui } from '@lingui/react/macro';
import { Box, Heading, Stack, Text } from '@kankan/ui';
import type { AccountScreenId } from './accountScreens.ts';

export function useScreenText(): Record<AccountScreenId, { title: string; summary: string }> {
  const { t } = useLingui();
  return {
    fileDown: {
      title: t`Download area`,
      summary: t`The scene downloads you asked for on the scene screen, ready to save to your computer.`,
    },
    information: {
      title: t`Account info`,
      summary: t`Your profile and avatar, delivery addresses, invoice titles, membership authorisations and your password.`,
    },
    scene: {
      title: t`Scene management`,
      summary: t`Your 3D scenes and the scenes shared with you, in folders, as a list or as covers.`,
    },
    order: {
      title: t`My orders`,
      summary: t`Your camera, membership, download and other orders, with their status and invoices.`,
    },
    invoice: {
      title: t`My invoices`,
      summary: t`The invoices you requested, with their status and delivery date; a request can be edited until 7 days after delivery.`,
    },
    device: {
      title: t`My cameras`,
      summary: t`Your Pro, Minion and Lite cameras with their cloud capacity, points and collaborators.`,
    },
    appProduct: {
      title: t`Application centre`,
      summary: t`The applications you can use with your cameras and scenes.`,
    },
    consumption: {
      title: t`Consumption records`,
      summary: t`How your points and cloud capacity were topped up, given and spent.`,
    },
  };
}

/** The heading box every account screen opens with: its title (the page's h1) and a one-line summary. */
export function ScreenHeading({ screen }: { screen: AccountScreenId }) {
  const text = useScreenText()[screen];
  return (
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
  );
}

/** A screen of the account area shown by its heading and summary only, until its own screen replaces it. */
export function PlaceholderScreen({ screen }: { screen: AccountScreenId }) {
  return <ScreenHeading screen={screen} />;
}
