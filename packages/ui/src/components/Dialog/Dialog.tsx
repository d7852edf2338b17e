import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type DialogProps as AriaDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/index.ts';
import type { DialogSize } from '../../tokens/values.ts';
import * as styles from './Dialog.css.ts';

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  /** One of the spec's dialog widths: message 403, detail 680, bindCamera 705, invite 750, wide (min 868). */
  size?: DialogSize;
  /**
   * A blocking modal (payment waiting, must-answer questions): neither Escape nor an outside click closes it;
   * only the dialog's own actions do. Pair with `<Dialog hideCloseButton>` when there is no way out at all.
   */
  isBlocking?: boolean;
  children: ReactNode;
}

/**
 * The overlay and the sized panel. Dismissable by Escape always, by an outside click unless told otherwise, and
 * not at all when `isBlocking`. Focus moves in on open, stays inside, and returns to the trigger on close (RAC).
 */
export function Modal({ size = 'message', children, isDismissable = true, isBlocking = false, ...props }: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isBlocking ? false : isDismissable}
      isKeyboardDismissDisabled={isBlocking ? true : props.isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <AriaModal className={styles.modal[size]}>{children}</AriaModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<AriaDialogProps, 'className' | 'style' | 'children'> {
  title: ReactNode;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Actions along the bottom, usually Cancel and a primary Button. */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Hide the close (×) button, for dialogs that must be answered. */
  hideCloseButton?: boolean;
}

export function Dialog({ title, children, footer, hideCloseButton = false, ...props }: DialogProps) {
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
