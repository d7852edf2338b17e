import { useLingui } from '@lingui/react/macro';
import { BIND_BATCH_MAX, validateSerialBatch, type ValidationReason } from '@kankan/domain';
import { messageForReason } from '@kankan/i18n';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { CloseIcon, PlusIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { fieldStyles, type FieldErrorMessage } from '../Field/Field.tsx';
import { FieldGroup } from '../FileField/FieldGroup.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './SerialNumberListField.css.ts';

/** A row's problem: a reason of @kankan/domain (`serialRequired`, `serialDuplicate`), or a ready message. */
export type SerialRowProblem = ValidationReason | string | null | undefined;

export interface SerialNumberListFieldProps {
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  /** A message for the whole list (e.g. a server refusal), shown while `isInvalid`. */
  errorMessage?: FieldErrorMessage;
  isInvalid?: boolean;
  isDisabled?: boolean;
  value?: string[];
  /** Default: one empty row. */
  defaultValue?: string[];
  onChange?: (values: string[]) => void;
  /** Most rows at once; default the spec's bind batch of 10. */
  maxRows?: number;
  /**
   * Problems per row. Default: the spec's rule (`validateSerialBatch` of @kankan/domain): not empty, no repeats.
   * Shown when the form is submitted (native validation), or while typing with `validationBehavior="aria"`.
   */
  validate?: (values: readonly string[]) => readonly SerialRowProblem[];
  /** Errors from the server for particular rows (e.g. "SN already bound"), shown at once. */
  rowErrors?: readonly (string | null | undefined)[];
  validationBehavior?: 'native' | 'aria';
  /** Form field name of every row (read them with `formData.getAll(name)`). */
  name?: string;
  placeholder?: string;
}

let keySeed = 0;
/** A fresh React key for a row. */
function newRowKey(): number {
  keySeed += 1;
  return keySeed;
}

function defaultValidate(values: readonly string[]): SerialRowProblem[] {
  return validateSerialBatch(values).rows;
}

/**
 * Camera serial numbers to bind in one go: one input per camera, "Add serial number" up to the batch limit (then
 * disabled, with the reason next to it), a remove button per row, and the error of each row under that row.
 * Enter in a row submits the form, as in any field (rows are added with the button).
 */
export function SerialNumberListField({
  label,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  value,
  defaultValue,
  onChange,
  maxRows = BIND_BATCH_MAX,
  validate = defaultValidate,
  rowErrors,
  validationBehavior,
  name,
  placeholder,
  ...props
}: SerialNumberListFieldProps) {
  const { t } = useLingui();
  const baseId = useId();
  const hintId = `${baseId}-limit`;
  const [values, setValues] = useControlledState<string[]>(value as string[], defaultValue ?? [''], onChange);
  // Stable keys for the rows, so removing one keeps the others' focus and text in place.
  const [keys, setKeys] = useState<number[]>(() => values.map(() => newRowKey()));
  const rowKeys = values.map((_, index) => keys[index] ?? -1 - index);
  const listRef = useRef<HTMLDivElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);

  useEffect(() => {
    if (focusRow === null) return;
    listRef.current?.querySelectorAll<HTMLInputElement>('input')[focusRow]?.focus();
  }, [focusRow, values.length]);

  const canAdd = values.length < maxRows && !isDisabled;
  const problems = validate(values);

  const messageOf = (problem: SerialRowProblem): string | null => {
    if (!problem) return null;
    if (problem === 'serialRequired') return t`Please fill in the serial number.`;
    if (problem === 'serialDuplicate') return t`This serial number is already in the list.`;
    if (problem === 'serialTooLong' || problem === 'serialInvalid') return messageForReason(problem);
    return problem;
  };

  const update = (index: number, text: string) => setValues(values.map((v, i) => (i === index ? text : v)));

  const add = () => {
    if (!canAdd) return;
    setKeys([...rowKeys, newRowKey()]);
    setValues([...values, '']);
    setFocusRow(values.length);
  };

  const removeRow = (index: number) => {
    setKeys(rowKeys.filter((_, i) => i !== index));
    setValues(values.filter((_, i) => i !== index));
    setFocusRow(Math.max(0, index - 1));
  };

  return (
    <FieldGroup
      label={label}
      aria-label={props['aria-label']}
      description={description}
      errorMessage={errorMessage}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
    >
      <div className={styles.rows} ref={listRef}>
        {values.map((serial, index) => {
          const number = index + 1;
          const serverError = rowErrors?.[index] ?? null;
          return (
            <TextField
              key={rowKeys[index]}
              aria-label={t`Serial number ${number}`}
              name={name}
              placeholder={placeholder}
              value={serial}
              onChange={(text) => update(index, text)}
              isDisabled={isDisabled}
              isInvalid={serverError ? true : undefined}
              errorMessage={serverError ?? undefined}
              validationBehavior={validationBehavior}
              validate={() => messageOf(problems[index])}
              autoComplete="off"
              spellCheck="false"
              onKeyDown={(event) => {
                // Enter submits the form even when its submit button sits outside it (a dialog's footer).
                if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  (event.target as HTMLInputElement).form?.requestSubmit();
                } else {
                  event.continuePropagation();
                }
              }}
              endContent={
                values.length > 1 ? (
                  <AriaButton
                    className={fieldStyles.fieldButton}
                    aria-label={t`Remove serial number ${number}`}
                    isDisabled={isDisabled}
                    onPress={() => removeRow(index)}
                  >
                    <CloseIcon size="small" />
                  </AriaButton>
                ) : undefined
              }
            />
          );
        })}
      </div>
      <div className={styles.addRow}>
        <Button
          variant="outline"
          tone="neutral"
          size="small"
          icon={<PlusIcon size="small" />}
          isDisabled={!canAdd}
          onPress={add}
          aria-describedby={values.length >= maxRows ? hintId : undefined}
        >
          {t`Add serial number`}
        </Button>
        {values.length >= maxRows ? (
          <span id={hintId} className={styles.limit}>
            {t`You can bind up to ${maxRows} cameras at a time.`}
          </span>
        ) : null}
      </div>
    </FieldGroup>
  );
}
