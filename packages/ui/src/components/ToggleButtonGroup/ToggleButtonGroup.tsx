import { createContext, use, type ReactNode, type Ref } from 'react';
import {
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import * as styles from './ToggleButtonGroup.css.ts';

type Size = 'small' | 'medium';

const SizeContext = createContext<Size>('medium');

export interface ToggleButtonGroupProps extends Omit<
  AriaToggleButtonGroupProps,
  'className' | 'style' | 'children' | 'selectionMode' | 'orientation' | 'disallowEmptySelection'
> {
  children?: ReactNode;
  size?: Size;
  /** Default true: one option always stays selected; pressing the selected one does nothing. */
  disallowEmptySelection?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A segmented control with exactly one option on (e.g. list / cover view): react-aria's single-selection toggle
 * group, a `radiogroup` of `radio` buttons. Arrow keys move between the options, Enter or Space selects.
 */
export function ToggleButtonGroup({
  children,
  size = 'medium',
  disallowEmptySelection = true,
  ...props
}: ToggleButtonGroupProps) {
  return (
    <SizeContext value={size}>
      <AriaToggleButtonGroup
        {...props}
        selectionMode="single"
        disallowEmptySelection={disallowEmptySelection}
        orientation="horizontal"
        className={styles.group}
      >
        {children}
      </AriaToggleButtonGroup>
    </SizeContext>
  );
}

export interface ToggleButtonProps extends Omit<
  AriaToggleButtonProps,
  'className' | 'style' | 'children' | 'isSelected' | 'defaultSelected'
> {
  /** The option's key: what `selectedKeys` and `onSelectionChange` speak of. */
  id: NonNullable<AriaToggleButtonProps['id']>;
  children?: ReactNode;
  /** Accessible name; required when the button shows only an icon. */
  label?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** One option of a ToggleButtonGroup; give it an `id`. */
export function ToggleButton({ children, label, ...props }: ToggleButtonProps) {
  const size = use(SizeContext);
  return (
    <AriaToggleButton {...props} aria-label={label ?? props['aria-label']} className={styles.item({ size })}>
      {children}
    </AriaToggleButton>
  );
}
