import { useLingui } from '@lingui/react/macro';
import { useContext, type ReactNode, type Ref } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  CheckboxGroupStateContext,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { FieldHelp, FieldLabel, fieldStyles, type FieldAnatomyProps } from '../Field/Field.tsx';
import * as styles from './CheckboxGroup.css.ts';
import { selectAllState, toggleAll } from './selectAll.ts';

export const checkboxGroupColumns = [1, 2, 3, 4] as const;

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'>, FieldAnatomyProps {
  /** The options. */
  options: readonly CheckboxOption[];
  /** Options per row. Default 1 (a column). */
  columns?: (typeof checkboxGroupColumns)[number];
  /**
   * Adds a "select all" checkbox above the options. It is ticked when every enabled option is, shows a dash when
   * some are, and ticks or unticks all enabled options when pressed.
   */
  showSelectAll?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** Several checkboxes answering one question, with the field's label, description and error. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  options,
  columns,
  showSelectAll = false,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={fieldStyles.field}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      {showSelectAll ? <SelectAll options={options} /> : null}
      <div className={styles.options({ columns })}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            description={option.description}
          >
            {option.label}
          </Checkbox>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} kind="multiple" />
    </AriaCheckboxGroup>
  );
}

function SelectAll({ options }: { options: readonly CheckboxOption[] }) {
  const { t } = useLingui();
  const state = useContext(CheckboxGroupStateContext);
  if (!state) return null;
  const toggleable = options.filter((option) => !option.isDisabled).map((option) => option.value);
  const current = selectAllState(state.value, toggleable);
  return (
    <div className={styles.selectAll}>
      {/* Outside the group's state, so this checkbox is not one of the group's values. */}
      <CheckboxGroupStateContext.Provider value={null}>
        <Checkbox
          isSelected={current === 'all'}
          isIndeterminate={current === 'some'}
          isDisabled={state.isDisabled || toggleable.length === 0}
          isReadOnly={state.isReadOnly}
          onChange={() => state.setValue(toggleAll(state.value, toggleable))}
        >
          {t`Select all`}
        </Checkbox>
      </CheckboxGroupStateContext.Provider>
    </div>
  );
}
