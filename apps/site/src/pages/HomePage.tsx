import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogTrigger, Modal } from '@kankan/ui';
import * as styles from './HomePage.css.ts';

/** First page: proves the site renders packages/ui through the router in the detected language. */
export function HomePage() {
  const { t } = useLingui();
  return (
    <main className={styles.hero}>
      <h1 className={styles.title}>
        <Trans>Capture any space in 3D</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>An eight-lens camera and a cloud that turns every room into a walk-through you can share.</Trans>
      </p>
      <DialogTrigger>
        <Button size="large">{t`Learn more`}</Button>
        <Modal size="message">
          <Dialog title={t`Coming soon`}>
            <Trans>The product pages are on their way.</Trans>
          </Dialog>
        </Modal>
      </DialogTrigger>
    </main>
  );
}
