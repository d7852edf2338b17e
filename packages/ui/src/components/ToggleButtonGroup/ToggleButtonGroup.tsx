import { createContext, useContext } from 'react';
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
  'className' | 'style' | 'selectionMode' | 'orientation'
> {
  size?: Size;
  /** Names the group for screen readers (e.g. "View"). */
  'aria-label'?: string;
}

/**
 * A segmented control with exactly one option on (e.g. list / cover view). Arrow keys move between the options,
 * Enter or Space selects; one option always stays selected.
 */
export function ToggleButtonGroup({
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
        className={styles.group}
      />
    </SizeContext>
  );
}

export interface ToggleButtonProps extends Omit<AriaToggleButtonProps, 'className' | 'style' | 'aria-label'> {
  /** Accessible name; required when the button shows only an icon. */
  label?: string;
}

/** One option of a ToggleButtonGroup; give it an `id`. */
export function ToggleButton({ label, ...props }: ToggleButtonProps) {
  const size = useContext(SizeContext);
  return <AriaToggleButton {...props} aria-label={label} className={styles.item({ size })} />;
}
