import { Dialog as AriaDialog, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './LoadingOverlay.css.ts';

/**
 * The overlay's modal, loaded by `LoadingOverlay` when work first starts: a blocking modal (pointer and keyboard
 * cannot reach the page, Escape does nothing, focus moves in and returns to where it was when it closes), named
 * by `label` and announcing it politely.
 */
export interface LoadingDialogProps {
  isOpen: boolean;
  /** "Loading", in the page's language. */
  label: string;
}

export function LoadingDialog({ isOpen, label }: LoadingDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled className={styles.overlay}>
      <AriaModal className={styles.panel}>
        <AriaDialog aria-label={label} className={styles.dialog}>
          <Spinner size="large" label={null} />
          <span role="status" aria-live="polite" className={styles.label}>
            {label}
          </span>
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
