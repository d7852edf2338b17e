import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type DialogProps as AriaDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/icons.tsx';
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
  ref?: Ref<HTMLDivElement>;
}

export interface DialogProps extends Omit<AriaDialogProps, 'className' | 'style' | 'children'> {
  title: ReactNode;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Actions along the bottom, usually Cancel and a primary Button. */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Hide the close (×) button, for dialogs that must be answered. */
  hideCloseButton?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * The overlay and the sized panel. Dismissable by Escape always, by an outside click unless told otherwise, and
 * not at all when `isBlocking`. Focus moves in on open, stays inside, and returns to the trigger on close (RAC).
 * Opened by its `isOpen` / `defaultOpen`, or by the `DialogTrigger` around it.
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
function firstField(body: HTMLElement): HTMLElement | null {
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

/** The panel's content: a heading, the close button unless hidden, the body and the footer's actions. */
export function Dialog({ title, children, footer, hideCloseButton = false, ...props }: DialogProps) {
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
