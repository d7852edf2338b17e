import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/index.ts';
import { useStandIn, type Handoff } from '../../lazy/handoff.ts';
import { fieldStyles, StandInFieldError } from '../Field/Field.tsx';
import * as styles from './ComboBox.css.ts';

export interface ComboBoxStandInProps {
  label: ReactNode;
  /** The chosen option's text. */
  inputValue: string;
  placeholder?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
  /** Where the stand-in leaves focus, a press and typed text for the real combo box. */
  handoffRef: RefObject<Handoff>;
  /** Asks for the real combo box's code. */
  onNeeded: () => void;
}

/**
 * A `ComboBox` (with a visible label) before its react-aria code (collections, list box, popover) has loaded: the
 * same label, input, chevron button and error. Focus, a pointer over it, typing, Arrow Down / Up or the chevron
 * ask for the code; the real combo box carries on with focus, what was typed and a pending open. Marked
 * `data-stand-in`.
 */
export function ComboBoxStandIn({
  label,
  inputValue,
  placeholder,
  isRequired = false,
  isInvalid = false,
  errorMessage,
  handoffRef,
  onNeeded,
}: ComboBoxStandInProps) {
  const { t } = useLingui();
  const [text, setText] = useState(inputValue);
  const { ref: inputRef, onKeyDown } = useStandIn<HTMLInputElement>(handoffRef, onNeeded);
  const inputId = useId();
  const labelId = useId();
  const buttonId = useId();
  const flag = (on: boolean) => (on ? 'true' : undefined);
  return (
    <div
      className={fieldStyles.field}
      data-required={flag(isRequired)}
      data-invalid={flag(isInvalid)}
      data-stand-in=""
      onPointerEnter={onNeeded}
    >
      <label className={fieldStyles.label} id={labelId} htmlFor={inputId}>
        {label}
        {isRequired ? (
          <span className={fieldStyles.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={fieldStyles.controlBox}>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          // Closed, there is no list to control: react-aria's own input has no aria-controls then either.
          // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
          role="combobox"
          aria-labelledby={labelId}
          aria-expanded="false"
          aria-autocomplete="list"
          aria-invalid={isInvalid || undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          required={isRequired}
          placeholder={placeholder}
          className={`${fieldStyles.innerInput} ${styles.input}`}
          data-invalid={flag(isInvalid)}
          value={text}
          onFocus={onNeeded}
          onChange={(event) => {
            setText(event.target.value);
            handoffRef.current.inputValue = event.target.value;
            onNeeded();
          }}
          onKeyDown={onKeyDown}
        />
        <AriaButton
          id={buttonId}
          className={`${fieldStyles.fieldButton} ${styles.button}`}
          aria-label={t`Show suggestions`}
          aria-labelledby={`${buttonId} ${labelId}`}
          aria-haspopup="listbox"
          aria-expanded={false}
          excludeFromTabOrder
          onPress={() => {
            handoffRef.current.open = null;
            onNeeded();
          }}
        >
          <ChevronDownIcon size="small" className={styles.chevron} />
        </AriaButton>
      </div>
      {isInvalid && errorMessage ? <StandInFieldError>{errorMessage}</StandInFieldError> : null}
    </div>
  );
}
