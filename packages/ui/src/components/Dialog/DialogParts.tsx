import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/icons.tsx';
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

/** The inputs a dialog's first field can be: enabled, shown, and meant for typing or choosing. */
const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
].join(', ');

/**
 * The first field of the dialog's body, or of its radio group the chosen option (as Tab would enter the group); null
 * when the body has no field (a message or a confirmation keeps focus on the dialog itself).
 */
export function firstField(body: HTMLElement): HTMLElement | null {
  const field = body.querySelector<HTMLInputElement>(FIELD_SELECTOR);
  if (!field) return null;
  if (field.type === 'radio' && field.name) {
    const group = [...body.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
      (radio) => radio.name === field.name && !radio.disabled,
    );
    return group.find((radio) => radio.checked) ?? field;
  }
  return field;
}

export function DialogView({ title, children, footer, hideCloseButton = false, ...props }: DialogProps) {
  const { t } = useLingui();
  const bodyRef = useRef<HTMLDivElement>(null);
  // A dialog with fields opens on its first one, so typing starts at once (react-aria focuses the dialog itself,
  // which runs first, as a child's effect). Focus already placed on a control inside (autoFocus) stays.
  useEffect(() => {
    const body = bodyRef.current;
    const dialog = body?.parentElement;
    if (!dialog || !body) return;
    const active = dialog.ownerDocument.activeElement;
    if (active && active !== dialog && dialog.contains(active)) return;
    firstField(body)?.focus();
  }, []);
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
          <div ref={bodyRef} className={styles.body}>
            {typeof children === 'function' ? children({ close }) : children}
          </div>
          {footer ? (
            <div className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</div>
          ) : null}
        </>
      )}
    </AriaDialog>
  );
}
