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
import type { DialogSize } from '../../tokens/values.ts';
import * as styles from './Dialog.css.ts';

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  /** One of the spec's dialog widths: message 403, detail 680, bindCamera 705, invite 750, wide (min 868). */
  size?: DialogSize;
  children: ReactNode;
}

/** The overlay and the sized panel. Dismissable by Escape always, by an outside click unless told otherwise. */
export function Modal({ size = 'message', children, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
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
                <svg className={styles.closeIcon} viewBox="0 0 20 20" fill="none" aria-hidden="true">
                  <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                </svg>
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
