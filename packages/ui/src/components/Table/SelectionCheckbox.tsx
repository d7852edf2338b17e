import { Checkbox, type CheckboxProps } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../../icons/icons.tsx';
import * as styles from './SelectionCheckbox.css.ts';

export type SelectionCheckboxProps = Pick<CheckboxProps, 'aria-label' | 'isIndeterminate'>;

/**
 * The selection checkbox of table rows, grid cards and tree items (`slot="selection"`): the collection gives it its
 * state, label and behaviour. Shared by Table, GridList and Tree so all three look the same.
 */
export function SelectionCheckbox(props: SelectionCheckboxProps) {
  return (
    <Checkbox {...props} slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.box}>
          {isIndeterminate ? (
            <MinusIcon size="small" className={styles.mark} />
          ) : isSelected ? (
            <CheckIcon size="small" className={styles.mark} />
          ) : null}
        </span>
      )}
    </Checkbox>
  );
}
