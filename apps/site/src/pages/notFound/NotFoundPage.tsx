import { useLingui } from '@lingui/react/macro';
import { Container, Heading, Inline, Link, LinkButton, Stack, Text } from '@kankan/ui';
import * as styles from './NotFoundPage.css.ts';

/** A wireframe room with one wall missing: the space that was not found. */
function MissingRoom() {
  return (
    <svg className={styles.illustration} viewBox="0 0 176 120" fill="none" aria-hidden="true" focusable="false">
      <path d="M88 8 160 44v48l-72 24-72-24V44z" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M88 56 160 44M88 56 16 44M88 56v60" stroke="currentColor" strokeWidth="2" strokeDasharray="6 6" />
      <circle cx="88" cy="56" r="9" stroke="currentColor" strokeWidth="2.5" />
      <path d="M30 70h4M44 76h4M124 76h4M138 70h4" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** The page for unknown addresses (/404 and every path no route matches). */
export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <main className={styles.page}>
      <Container width="narrow">
        <Stack space="xlarge" align="center">
          <MissingRoom />
          <span className={styles.code} aria-hidden="true">
            404
          </span>
          <Heading level={1} align="center">{t`We can't find this page`}</Heading>
          <Text tone="muted" align="center" as="p">
            {t`The address may be mistyped, or the page has moved. Start again from the home page, or look through our cases and support pages.`}
          </Text>
          <Inline space="large" justify="center">
            <LinkButton href="/">{t`Back to the home page`}</LinkButton>
            <Link href="/cases/all" variant="standalone">{t`Browse cases`}</Link>
            <Link href="/service/overview" variant="standalone">{t`Get support`}</Link>
          </Inline>
        </Stack>
      </Container>
    </main>
  );
}
