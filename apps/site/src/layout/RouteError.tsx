import { useLingui } from '@lingui/react/macro';
import { Button, Container, Heading, Stack, Text } from '@kankan/ui';

/**
 * Shown when a page cannot be shown at all (most often: its code could not be loaded after a new release, or the
 * network dropped). Reloading fetches the current release.
 */
export function RouteError() {
  const { t } = useLingui();
  return (
    <Container as="main" width="narrow">
      <Stack space="large" align="center">
        <Heading level={1} align="center">{t`This page could not be opened`}</Heading>
        <Text tone="muted" align="center" as="p">
          {t`Check your connection and load the page again.`}
        </Text>
        <Button onPress={() => window.location.reload()}>{t`Load again`}</Button>
      </Stack>
    </Container>
  );
}
