import { useLingui } from '@lingui/react/macro';
import { useContext, useState, type KeyboardEvent, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Dialog, Modal, type ModalProps } from '../Dialog/Dialog.tsx';
import * as styles from './AlertDialog.css.ts';

export const alertDialogTones = ['accent', 'critical'] as const;
export const alertDialogKinds = ['confirm', 'message'] as const;

interface ContentProps {
  title: ReactNode;
  /** The message. */
  children: ReactNode;
  /** `critical` for destructive actions (delete, log out, unbind): the confirm button turns red. */
  tone?: (typeof alertDialogTones)[number];
  /** `confirm` asks (Cancel + Confirm); `message` only informs (one button). */
  kind?: (typeof alertDialogKinds)[number];
  /** Label of the confirm button; defaults to the catalogue's "Confirm". */
  confirmLabel?: string;
  /** Label of the cancel button; defaults to the catalogue's "Cancel". */
  cancelLabel?: string;
  /**
   * Called on confirm (button, or Enter while focus is on the dialog). When it returns a promise the confirm
   * button shows pending until it settles; the dialog closes when it resolves and stays open when it rejects.
   */
  onConfirm?: () => unknown;
  /** Called on Cancel or Escape. */
  onCancel?: () => void;
  /** Pending state driven by the caller (the confirm button keeps focus and ignores presses). */
  isPending?: boolean;
}

export interface AlertDialogProps extends ContentProps, Omit<ModalProps, 'size' | 'children'> {}

/** Enter on these acts on them, not on the dialog. */
const interactive = ['button', 'a', 'input', 'textarea', 'select', '[role="button"]', '[role="link"]'].join(',');

/**
 * The spec's 403 px message / confirm pop-up (`role="alertdialog"`). Focus lands on the dialog when it opens, so
 * Enter confirms at once; Escape cancels unless the modal is blocking. Use inside a `DialogTrigger`, or
 * controlled with `isOpen` / `onOpenChange`.
 */
export function AlertDialog({
  title,
  children,
  tone,
  kind,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isPending = false,
  ...modalProps
}: AlertDialogProps) {
  const [isWorking, setWorking] = useState(false);
  const busy = isPending || isWorking;
  const isBlocking = modalProps.isBlocking ?? false;
  return (
    <Modal
      {...modalProps}
      size="message"
      isDismissable={false}
      // While the confirm is pending Escape must not close the dialog behind the user's back.
      isKeyboardDismissDisabled={busy || modalProps.isKeyboardDismissDisabled}
    >
      <AlertDialogContent
        {...{ title, tone, kind, confirmLabel, cancelLabel, onConfirm, onCancel, isBlocking, setWorking }}
        isPending={busy}
      >
        {children}
      </AlertDialogContent>
    </Modal>
  );
}

function AlertDialogContent({
  title,
  children,
  tone = 'accent',
  kind = 'confirm',
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isPending = false,
  isBlocking,
  setWorking,
}: ContentProps & { isBlocking: boolean; setWorking: (working: boolean) => void }) {
  const { t } = useLingui();
  const overlay = useContext(OverlayTriggerStateContext);
  const close = () => overlay?.close();

  async function confirm() {
    if (isPending) return;
    const result = onConfirm?.();
    if (!(result instanceof Promise)) {
      close();
      return;
    }
    setWorking(true);
    try {
      await result;
      close();
    } catch {
      // The caller reports the failure (toast or inline message); the dialog stays open for a retry.
    } finally {
      setWorking(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target instanceof Element ? event.target : null;
    if (event.key === 'Enter' && !target?.closest(interactive)) {
      event.preventDefault();
      void confirm();
    } else if (event.key === 'Escape' && !isBlocking && !isPending) {
      onCancel?.();
    }
  }

  return (
    // The keydown of the dialog bubbles here; the wrapper has no box (display: contents) and no role of its own.
    <div role="presentation" className={styles.keyScope} onKeyDown={onKeyDown}>
      <Dialog
        role="alertdialog"
        title={title}
        hideCloseButton
        footer={
          <>
            {kind === 'confirm' ? (
              <Button
                variant="outline"
                tone="neutral"
                isDisabled={isPending}
                onPress={() => {
                  onCancel?.();
                  close();
                }}
              >
                {cancelLabel ?? t`Cancel`}
              </Button>
            ) : null}
            <Button tone={tone} isPending={isPending} onPress={() => void confirm()}>
              {confirmLabel ?? t`Confirm`}
            </Button>
          </>
        }
      >
        <div className={styles.message}>{children}</div>
      </Dialog>
    </div>
  );
}
