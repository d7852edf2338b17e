import { useLingui } from '@lingui/react/macro';
import { Container, Heading, LinkButton, Stack, Text } from '@kankan/ui';
import { Component, type ReactNode } from 'react';

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
        {/* A link to this address that loads the document again (the ui Button would bring react-aria's press code
            into every page's first load just for this screen). */}
        <LinkButton
          href={window.location.href}
          onClick={(event) => {
            event.preventDefault();
            window.location.reload();
          }}
        >
          {t`Load again`}
        </LinkButton>
      </Stack>
    </Container>
  );
}

interface RouteErrorBoundaryProps {
  /** Changes when the user opens another address: the boundary tries its children again there. */
  resetKey?: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  resetKey: string | undefined;
}

/**
 * Shows `RouteError` instead of its children when they fail to render (a page that throws, a page chunk or
 * catalogue that does not load). Opening another address (`resetKey`) renders the children again.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): RouteErrorBoundaryState | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
