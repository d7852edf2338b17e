import type { ReactNode } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { TermsDialog } from '../../components/AgreementField/TermsDialog.tsx';

export interface AgreementDialogProps {
  /** The agreement's name, shown as the dialog title, e.g. "《看看空间会员服务协议》". */
  title: ReactNode;
  /** The agreement text. */
  children: ReactNode;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The reader confirmed after reading to the end; the dialog closes. */
  onConfirm: () => void;
  /** The confirm button's label; default "Confirm". */
  confirmLabel?: ReactNode;
}

/**
 * The agreement pop-up (spec 2.5, 5, message 16): the text in a 680 px dialog whose Confirm stays disabled, with a
 * hint saying why, until the text has been scrolled to its end (by wheel, or by keyboard: the text is a focusable
 * region, so Page Down and End scroll it). The same dialog `AgreementField` opens from its terms link.
 */
export function AgreementDialog({
  title,
  children,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  onConfirm,
  confirmLabel,
}: AgreementDialogProps) {
  const [open, setOpen] = useControlledState(isOpen as boolean, defaultOpen, onOpenChange);
  return (
    <TermsDialog title={title} isOpen={open} onOpenChange={setOpen} onConfirm={onConfirm} confirmLabel={confirmLabel}>
      {children}
    </TermsDialog>
  );
}
