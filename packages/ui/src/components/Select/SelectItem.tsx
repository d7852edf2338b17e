import type { ReactNode, Ref } from 'react';
import { ListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { CheckIcon } from '../../icons/icons.tsx';
import * as styles from './Select.css.ts';

export interface SelectItemProps<T extends object = object> extends Omit<
  ListBoxItemProps<T>,
  'className' | 'style' | 'children'
> {
  children: ReactNode;
  /** A second, quieter line under the label. */
  description?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One option of a Select or ComboBox. Its description is part of the option's accessible name (the visible text
 * and the name must match); the Select's trigger shows only the option's `textValue`. Give it an `id` (the value) and, when the children are not plain text,
 * a `textValue` for type-ahead and filtering.
 */
export function SelectItem<T extends object>({ children, description, ...props }: SelectItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={styles.item}>
      <span className={styles.itemText}>
        <span>{children}</span>
        {description !== undefined ? <span className={styles.itemDescription}>{description}</span> : null}
      </span>
      <CheckIcon size="small" className={styles.itemCheck} />
    </ListBoxItem>
  );
}
