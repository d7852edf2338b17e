import { useLingui } from '@lingui/react/macro';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/index.ts';
import type { DialogProps, ModalProps } from './Dialog.tsx';
import * as styles from './Dialog.css.ts';
import { DialogViewContext } from './dialogView.ts';

/**
 * The overlay and the sized panel. Dismissable by Escape always, by an outside click unless told otherwise, and
 * not at all when `isBlocking`. Focus moves in on open, stays inside, and returns to the trigger on close (RAC).
 */
export function ModalView({
  size = 'message',
  children,
  isDismissable = true,
  isBlocking = false,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isBlocking ? false : isDismissable}
      isKeyboardDismissDisabled={isBlocking ? true : props.isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <AriaModal className={styles.modal[size]}>
        <DialogViewContext value={DialogView}>{children}</DialogViewContext>
      </AriaModal>
    </ModalOverlay>
  );
}

export function DialogView({ title, children, footer, hideCloseButton = false, ...props }: DialogProps) {
  const { t } = useLingui();
  return (
    <AriaDialog {...props} className={styles.dialog}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {hideCloseButton ? null : (
              <AriaButton slot="close" aria-label={t`Close`} className={styles.closeButton}>
                <CloseIcon />
              </AriaButton>
            )}
          </div>
          <div className={styles.body}>{typeof children === 'function' ? children({ close }) : children}</div>
          {footer ? (
            <div className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</div>
          ) : null}
        </>
      )}
    </AriaDialog>
  );
}
