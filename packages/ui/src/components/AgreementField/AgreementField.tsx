import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, type ValidationResult } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Dialog, Modal } from '../Dialog/Dialog.tsx';
import type { FieldErrorMessage } from '../Field/Field.tsx';
import * as styles from './AgreementField.css.ts';

export interface AgreementFieldProps {
  /** The terms' name as the link shows it, e.g. "《看看空间用户协议》" or "Terms of Service". */
  termsLabel: ReactNode;
  /** Title of the terms dialog; default the link text. */
  termsTitle?: ReactNode;
  /** The terms text, shown in the dialog. */
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Required: submitting a form unchecked shows "Please agree to our terms first." at the field. */
  isRequired?: boolean;
  isInvalid?: boolean;
  /** Replaces the built-in message. */
  errorMessage?: FieldErrorMessage;
  isDisabled?: boolean;
  name?: string;
  validationBehavior?: 'native' | 'aria';
  /** Open the terms dialog at once (for stories and deep links). */
  defaultOpen?: boolean;
}

/**
 * "I have read and agree to <terms>": a checkbox whose terms link opens the text in a dialog (680 px). The
 * dialog's Confirm is enabled only once the text has been scrolled to its end; it ticks the box and closes.
 */
export function AgreementField({
  termsLabel,
  termsTitle,
  children,
  isSelected,
  defaultSelected = false,
  onChange,
  isRequired = false,
  isInvalid,
  errorMessage,
  isDisabled = false,
  name,
  validationBehavior,
  defaultOpen = false,
}: AgreementFieldProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useControlledState(isSelected as boolean, defaultSelected, onChange);
  const [open, setOpen] = useState(defaultOpen);
  const [readToEnd, setReadToEnd] = useState(false);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const linkWrapper = useRef<HTMLSpanElement>(null);
  const hintId = useId();

  // The link sits inside the checkbox's <label>: its click must not also toggle the box.
  useEffect(() => {
    const wrapper = linkWrapper.current;
    if (!wrapper) return undefined;
    const stop = (event: MouseEvent) => event.preventDefault();
    wrapper.addEventListener('click', stop);
    return () => wrapper.removeEventListener('click', stop);
  }, []);

  // Confirm unlocks when the end of the text comes into view (at once when the text is short).
  useEffect(() => {
    const end = sentinel.current;
    if (!open || readToEnd || !scroller || !end || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setReadToEnd(true);
      },
      { root: scroller },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [open, readToEnd, scroller]);

  const builtInError = (validation: ValidationResult): string =>
    validation.validationDetails.valueMissing || validation.validationErrors.length === 0
      ? t`Please agree to our terms first.`
      : validation.validationErrors.join(' ');

  return (
    <>
      <Checkbox
        isSelected={selected}
        onChange={setSelected}
        isRequired={isRequired}
        isInvalid={isInvalid}
        isDisabled={isDisabled}
        name={name}
        validationBehavior={validationBehavior}
        errorMessage={errorMessage ?? builtInError}
      >
        {t`I have read and agree to`}{' '}
        <span ref={linkWrapper}>
          <Link className={styles.termsLink} isDisabled={isDisabled} onPress={() => setOpen(true)}>
            {termsLabel}
          </Link>
        </span>
      </Checkbox>
      <Modal size="detail" isOpen={open} onOpenChange={setOpen}>
        <Dialog
          title={termsTitle ?? termsLabel}
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
                    setSelected(true);
                    close();
                  }}
                >
                  {t`Confirm`}
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
    </>
  );
}
