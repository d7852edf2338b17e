import { useId } from 'react';
import { ChevronDownIcon } from '../../icons/index.ts';
import { fieldStyles, StandInFieldError } from '../Field/Field.tsx';
import * as styles from './Select.css.ts';

export interface SelectStandInProps {
  'aria-label': string;
  /** The chosen option's text, or the placeholder when nothing is chosen. */
  text: string;
  isPlaceholder: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  /** Shown under the trigger while invalid. */
  errorMessage?: string;
}

/**
 * A disabled `Select` without its react-aria code (collections, list box, popover): the same trigger, value and
 * error, for a field that cannot be used yet anyway (its options are still loading) while that code loads too.
 * Marked `data-stand-in`.
 */
export function SelectStandIn({
  'aria-label': ariaLabel,
  text,
  isPlaceholder,
  isRequired,
  isInvalid,
  errorMessage,
}: SelectStandInProps) {
  const buttonId = useId();
  const valueId = useId();
  const flag = (on: boolean | undefined) => (on ? 'true' : undefined);
  return (
    <div
      className={fieldStyles.field}
      data-disabled="true"
      data-invalid={flag(isInvalid)}
      data-required={flag(isRequired)}
      data-stand-in=""
    >
      <button
        type="button"
        id={buttonId}
        className={styles.trigger}
        disabled
        data-disabled="true"
        aria-label={ariaLabel}
        aria-labelledby={`${valueId} ${buttonId}`}
        aria-haspopup="listbox"
        aria-expanded="false"
      >
        <span id={valueId} className={styles.value} data-placeholder={flag(isPlaceholder)}>
          {text}
        </span>
        <ChevronDownIcon size="small" className={styles.chevron} />
      </button>
      {isInvalid && errorMessage ? <StandInFieldError>{errorMessage}</StandInFieldError> : null}
    </div>
  );
}
