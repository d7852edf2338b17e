import { useLingui } from '@lingui/react/macro';
import { useContext, type KeyboardEvent } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import type { AlertDialogContentProps } from './AlertDialog.tsx';
import * as styles from './AlertDialog.css.ts';

/** Enter on these acts on them, not on the dialog. */
const interactive = ['button', 'a', 'input', 'textarea', 'select', '[role="button"]', '[role="link"]'].join(',');

/** The alert dialog's panel; loaded with the modal's parts (it reads the trigger state of react-aria's dialog module). */
export default function AlertDialogContent({
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
}: AlertDialogContentProps) {
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
