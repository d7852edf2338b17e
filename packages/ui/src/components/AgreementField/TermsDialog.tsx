import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog, Modal } from '../Dialog/Dialog.tsx';
import * as styles from './AgreementField.css.ts';

export interface TermsDialogProps {
  /** The dialog's title, e.g. the terms' name. */
  title: ReactNode;
  /** The terms text. */
  children: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Confirm was pressed (only possible once the text has been read to its end); the dialog then closes. */
  onConfirm: () => void;
  /** The confirm button's label; default "Confirm". */
  confirmLabel?: ReactNode;
  /** The text has been read to its end (Confirm is now enabled). */
  onRead?: () => void;
}

/**
 * The terms text in a 680 px dialog whose Confirm is enabled only once the text has been scrolled to its end (at
 * once when the text is short). Having read to the end is remembered while this component stays mounted, so
 * reopening the dialog does not ask for it again. Shared by `AgreementField` and the `AgreementDialog` pattern.
 */
export function TermsDialog({
  title,
  children,
  isOpen,
  onOpenChange,
  onConfirm,
  confirmLabel,
  onRead,
}: TermsDialogProps) {
  const { t } = useLingui();
  const [readToEnd, setReadToEnd] = useState(false);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const hintId = useId();

  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });

  // Confirm unlocks when the end of the text comes into view (at once when the text is short). The viewport is the
  // root, not the text's own box: in a short window the dialog body scrolls too and clips a text that fits its box.
  useEffect(() => {
    const end = sentinel.current;
    if (!isOpen || readToEnd || !scroller || !end || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setReadToEnd(true);
        onReadRef.current?.();
      }
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [isOpen, readToEnd, scroller]);

  return (
    <Modal size="detail" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={title}
        footer={({ close }) => (
          <div className={styles.footer}>
            {readToEnd ? null : (
              <span id={hintId} className={styles.hint}>
                {t`Scroll to the end to continue.`}
              </span>
            )}
            <div className={styles.buttons}>
              <Button variant="outline" tone="neutral" onPress={close}>
                {t`Cancel`}
              </Button>
              <Button
                isDisabled={!readToEnd}
                aria-describedby={readToEnd ? undefined : hintId}
                onPress={() => {
                  onConfirm();
                  close();
                }}
              >
                {confirmLabel ?? t`Confirm`}
              </Button>
            </div>
          </div>
        )}
      >
        {/* A scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div ref={setScroller} className={styles.terms} tabIndex={0} role="region" aria-label={t`Terms text`}>
          {children}
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
        </div>
      </Dialog>
    </Modal>
  );
}
