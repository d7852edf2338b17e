import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/shellIcons.tsx';
import { FieldHelp, FieldLabel, fieldStyles, type FieldAnatomyProps } from '../Field/Field.tsx';
import * as selectStyles from '../Select/Select.css.ts';
import * as styles from './ComboBox.css.ts';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'className' | 'style' | 'children'>, FieldAnatomyProps {
  /** `SelectItem`s, or a function rendering one `SelectItem` per entry of `items` / `defaultItems`. */
  children: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
  /** The `<input>` itself, so a caller can focus or select it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input that filters a list of options as the user types (with `defaultItems`, react-aria filters by
 * "contains"; pass `items` to filter yourself). Arrow Down opens the list, Enter chooses, Escape closes. When
 * nothing matches, the list says so (localized "No results").
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  children,
  placeholder,
  ref,
  ...props
}: ComboBoxProps<T>) {
  const { t } = useLingui();
  return (
    <AriaComboBox allowsEmptyCollection {...props} className={fieldStyles.field}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={fieldStyles.controlBox}>
        <Input ref={ref} className={`${fieldStyles.innerInput} ${styles.input}`} placeholder={placeholder} />
        <Button className={`${fieldStyles.fieldButton} ${styles.button}`} aria-label={t`Show suggestions`}>
          <ChevronDownIcon size="small" className={styles.chevron} />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} kind="choice" />
      <Popover className={selectStyles.popover} placement="bottom start" offset={4}>
        <ListBox
          className={selectStyles.listBox}
          renderEmptyState={() => <div className={selectStyles.empty}>{t`No results`}</div>}
        >
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
