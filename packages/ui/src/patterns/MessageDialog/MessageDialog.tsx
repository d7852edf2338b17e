import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AlertDialog, type AlertDialogProps } from '../../components/AlertDialog/AlertDialog.tsx';

type ModalPart = Omit<
  AlertDialogProps,
  'title' | 'children' | 'kind' | 'tone' | 'confirmLabel' | 'cancelLabel' | 'onConfirm' | 'onCancel' | 'isPending'
>;

export interface MessageDialogProps extends ModalPart {
  title: ReactNode;
  /** The message, already in the user's language. */
  children: ReactNode;
  /** Label of the only button; default the catalogue's "OK". */
  okLabel?: string;
  /** Called when the user acknowledges (OK, or Enter while focus is on the dialog). */
  onOk?: () => void;
}

/**
 * The spec's 403 px message pop-up: a title, a message and one OK button. Use inside a `DialogTrigger`, or
 * controlled with `isOpen` / `onOpenChange`.
 */
export function MessageDialog({ title, children, okLabel, onOk, ...modalProps }: MessageDialogProps) {
  const { t } = useLingui();
  return (
    <AlertDialog {...modalProps} kind="message" title={title} confirmLabel={okLabel ?? t`OK`} onConfirm={onOk}>
      {children}
    </AlertDialog>
  );
}

export interface ConfirmDialogProps extends ModalPart {
  title: ReactNode;
  children: ReactNode;
  /** Destructive actions (delete, unbind, log out) turn the confirm button red. */
  isDestructive?: boolean;
  /** Default the catalogue's "Confirm". */
  confirmLabel?: string;
  /** Default the catalogue's "Cancel". */
  cancelLabel?: string;
  /**
   * Called on Confirm (or Enter on the dialog). A returned promise keeps the dialog open and the button pending
   * until it settles; the dialog closes when it resolves and stays open when it rejects.
   */
  onConfirm: () => unknown;
  /** Called on Cancel or Escape. */
  onCancel?: () => void;
  /** Pending driven by the caller: Confirm shows a spinner and Cancel is disabled. */
  isPending?: boolean;
}

/** The spec's 403 px confirm pop-up: title, message, Cancel and Confirm. */
export function ConfirmDialog({
  title,
  children,
  isDestructive = false,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isPending,
  ...modalProps
}: ConfirmDialogProps) {
  return (
    <AlertDialog
      {...modalProps}
      kind="confirm"
      tone={isDestructive ? 'critical' : 'accent'}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      isPending={isPending}
    >
      {children}
    </AlertDialog>
  );
}

export type LogoutConfirmDialogProps = Omit<
  ConfirmDialogProps,
  'title' | 'children' | 'isDestructive' | 'confirmLabel' | 'cancelLabel'
>;

/** "Log out?": the confirmation the header and the account menu ask before `onConfirm` logs the user out. */
export function LogoutConfirmDialog(props: LogoutConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog {...props} isDestructive title={t`Log out?`} confirmLabel={t`Log out`}>
      {t`You will need to log in again to manage your cameras and scenes.`}
    </ConfirmDialog>
  );
}
