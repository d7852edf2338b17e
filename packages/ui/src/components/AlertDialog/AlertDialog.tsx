import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../../runtime/idle.ts';
import { Modal, type ModalProps } from '../Dialog/Dialog.tsx';

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

export type AlertDialogContentProps = ContentProps & { isBlocking: boolean; setWorking: (working: boolean) => void };

// The panel reads react-aria's dialog module, so it loads with the modal's parts (see Dialog.tsx): on opening, or
// when the browser is idle after a page with a closed alert dialog has rendered.
const loadContent = () => import('./AlertDialogContent.tsx');
const AlertDialogContent = lazy(loadContent);
/** Starts loading the panel; a failure is left to the rendering, which tries again. */
const preloadContent = () => {
  loadContent().catch(() => undefined);
};

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
  const isOpen = modalProps.isOpen;
  useEffect(() => {
    // Opening fetches the panel alongside the modal's parts instead of after them.
    if (isOpen !== false) preloadContent();
    return isOpen === false ? whenIdle(preloadContent) : undefined;
  }, [isOpen]);
  return (
    <Modal
      {...modalProps}
      size="message"
      isDismissable={false}
      // While the confirm is pending Escape must not close the dialog behind the user's back.
      isKeyboardDismissDisabled={busy || modalProps.isKeyboardDismissDisabled}
    >
      <Suspense fallback={null}>
        <AlertDialogContent
          {...{ title, tone, kind, confirmLabel, cancelLabel, onConfirm, onCancel, isBlocking, setWorking }}
          isPending={busy}
        >
          {children}
        </AlertDialogContent>
      </Suspense>
    </Modal>
  );
}
