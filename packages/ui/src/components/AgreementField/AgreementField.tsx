import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, type ValidationResult } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import type { FieldErrorMessage } from '../Field/Field.tsx';
import * as styles from './AgreementField.css.ts';
import { TermsDialog } from './TermsDialog.tsx';

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
 * dialog's Confirm is enabled only once the text has been scrolled to its end; it ticks the box and closes. Ticking
 * the box (click or Space) before the text was read opens the dialog instead.
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
  // Whether the terms have been read to their end in the dialog: only then can the box be ticked (spec 2.5).
  const [read, setRead] = useState(false);
  const change = (next: boolean) => {
    // Ticking before the terms were read opens them instead: agreeing means having read them.
    if (next && !read) setOpen(true);
    else setSelected(next);
  };
  const linkWrapper = useRef<HTMLSpanElement>(null);

  // The link sits inside the checkbox's <label>: its click must not also toggle the box.
  useEffect(() => {
    const wrapper = linkWrapper.current;
    if (!wrapper) return undefined;
    const stop = (event: MouseEvent) => event.preventDefault();
    wrapper.addEventListener('click', stop);
    return () => wrapper.removeEventListener('click', stop);
  }, []);

  const builtInError = (validation: ValidationResult): string =>
    validation.validationDetails.valueMissing || validation.validationErrors.length === 0
      ? t`Please agree to our terms first.`
      : validation.validationErrors.join(' ');

  return (
    <>
      <Checkbox
        isSelected={selected}
        onChange={change}
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
      {/* Always mounted: the dialog remembers that the text was read to its end. */}
      <TermsDialog
        title={termsTitle ?? termsLabel}
        isOpen={open}
        onOpenChange={setOpen}
        onConfirm={() => setSelected(true)}
        onRead={() => setRead(true)}
      >
        {children}
      </TermsDialog>
    </>
  );
}
