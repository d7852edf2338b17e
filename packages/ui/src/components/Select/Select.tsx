import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import {
  Button,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/shellIcons.tsx';
import { FieldHelp, FieldLabel, fieldStyles, type FieldAnatomyProps } from '../Field/Field.tsx';
import * as styles from './Select.css.ts';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'className' | 'style' | 'children' | 'selectionMode'>, FieldAnatomyProps {
  /** The options as data; `children` then renders one. */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function rendering one `SelectItem` per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown while nothing is chosen. Default: a localized "Please select". */
  placeholder?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Choose one value from a short list, in a popover. Opens with Enter, Space or the arrow keys. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  ...props
}: SelectProps<T>) {
  const { t } = useLingui();
  return (
    <AriaSelect {...props} placeholder={placeholder ?? t`Please select`} className={fieldStyles.field}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Button className={styles.trigger}>
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        <ChevronDownIcon size="small" className={styles.chevron} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} kind="choice" />
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <ListBox items={items} className={styles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
