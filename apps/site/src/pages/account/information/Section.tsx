import { Box, Heading, Stack, Text } from '@kankan/ui';
import type { ReactNode } from 'react';

/** One part of the account info screen: a surface with its heading (an anchor for `?id=`) and content. */
export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId}>
      <Box background="surface" borderRadius="large" padding="xxlarge">
        <Stack space="large">
          <Stack space="small">
            <Heading level={2} visualLevel={3} id={headingId}>
              {title}
            </Heading>
            {description ? (
              <Text tone="muted" as="p">
                {description}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Box>
    </section>
  );
}
