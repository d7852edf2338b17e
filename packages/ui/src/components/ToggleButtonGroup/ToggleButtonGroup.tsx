import {
  createContext,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Key } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { useKeyedElement } from '../../foundations/keyedElements.ts';
import * as styles from './ToggleButtonGroup.css.ts';

/*
 * A single-selection toggle button group written here rather than with react-aria-components' `ToggleButtonGroup`,
 * whose toolbar (`useToolbar`, FocusScope's focus manager and tree walker) and shared-element transition (~6 kB gzip)
 * the cases and pricing pages' first load cannot afford (docs/decisions.md, "Components", tabs and toggle groups).
 * Markup kept from react-aria: a `radiogroup` of native `<button role="radio" aria-checked>`s, disabled options `disabled`, arrow keys
 * move focus without selecting and stop at the ends (mirrored right-to-left), Enter / Space / click select. One Tab
 * stop: the focused option while focus is inside, else the selected one, else the first enabled one.
 */

type Size = 'small' | 'medium';

interface GroupState {
  size: Size;
  selectedKey: Key | null;
  /** The option that takes part in the Tab sequence (`undefined` until the group has looked at its options). */
  tabStop: Key | null | undefined;
  isDisabled: boolean;
  select: (key: Key) => void;
  setFocused: (key: Key) => void;
  /** Each rendered option's key, by element (the keyboard walks the options in document order). */
  keys: Map<HTMLElement, Key>;
}

const GroupContext = createContext<GroupState | null>(null);

export interface ToggleButtonGroupProps {
  children?: ReactNode;
  size?: Size;
  /** Names the group for screen readers (e.g. "View"); or `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** The selected option (controlled): an iterable of at most one key. */
  selectedKeys?: Iterable<Key>;
  defaultSelectedKeys?: Iterable<Key>;
  /** Called with the new selection (a set of one key, or empty when `disallowEmptySelection` is false). */
  onSelectionChange?: (keys: Set<Key>) => void;
  isDisabled?: boolean;
  /** Default true: one option always stays selected; pressing the selected one does nothing. */
  disallowEmptySelection?: boolean;
  id?: string;
}

/** The group's enabled options, in document order. */
function enabledOptions(group: HTMLElement): HTMLButtonElement[] {
  return [...group.querySelectorAll<HTMLButtonElement>('button[role="radio"]')].filter(
    (option) => !option.disabled && option.closest('[role="radiogroup"]') === group,
  );
}

const NO_KEYS: Iterable<Key> = [];

/**
 * A segmented control with exactly one option on (e.g. list / cover view). Arrow keys move between the options,
 * Enter or Space selects; one option always stays selected.
 */
export function ToggleButtonGroup({
  children,
  size = 'medium',
  selectedKeys,
  defaultSelectedKeys = NO_KEYS,
  onSelectionChange,
  isDisabled = false,
  disallowEmptySelection = true,
  id,
  ...labelling
}: ToggleButtonGroupProps) {
  const controlled = useMemo(() => (selectedKeys === undefined ? undefined : new Set(selectedKeys)), [selectedKeys]);
  const initial = useMemo(() => new Set(defaultSelectedKeys), [defaultSelectedKeys]);
  const [selected, setSelected] = useControlledState<Set<Key>>(controlled, initial, onSelectionChange);
  const selectedKey: Key | null = selected.values().next().value ?? null;
  const [focused, setFocusedKey] = useState<Key | null>(null);
  const [tabStop, setTabStop] = useState<Key | null | undefined>(undefined);
  const [keys] = useState(() => new Map<HTMLElement, Key>());
  const groupRef = useRef<HTMLDivElement>(null);

  // The Tab stop: the focused option, else the selected one, else the first enabled one (as rendered).
  useLayoutEffect(() => {
    if (!groupRef.current) return;
    const enabled = enabledOptions(groupRef.current).flatMap((option) => {
      const key = keys.get(option);
      return key === undefined ? [] : [key];
    });
    const next = [focused, selectedKey].find((key) => key !== null && enabled.includes(key)) ?? enabled[0] ?? null;
    if (next !== tabStop) setTabStop(next);
    // `children` and `isDisabled`: which options there are and which are enabled.
  }, [focused, selectedKey, tabStop, keys, children, isDisabled]);

  const select = useCallback(
    (key: Key) => {
      if (isDisabled) return;
      if (key !== selectedKey) setSelected(new Set([key]));
      else if (!disallowEmptySelection) setSelected(new Set());
    },
    [isDisabled, selectedKey, disallowEmptySelection, setSelected],
  );
  const state = useMemo<GroupState>(
    () => ({ size, selectedKey, tabStop, isDisabled, select, setFocused: setFocusedKey, keys }),
    [size, selectedKey, tabStop, isDisabled, select, keys],
  );

  // Focus leaving the group: the Tab stop goes back to the selected option.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
      setFocusedKey(null);
  };

  return (
    <GroupContext value={state}>
      <div
        {...labelling}
        ref={groupRef}
        id={id}
        role="radiogroup"
        aria-orientation="horizontal"
        aria-disabled={isDisabled || undefined}
        className={styles.group}
        onBlur={onBlur}
      >
        {children}
      </div>
    </GroupContext>
  );
}

export interface ToggleButtonProps {
  /** The option's key: what `selectedKeys` and `onSelectionChange` speak of. */
  id: Key;
  children?: ReactNode;
  /** Accessible name; required when the button shows only an icon. */
  label?: string;
  isDisabled?: boolean;
}

/** The option a key press moves focus to (arrow keys, no wrapping), or undefined for other keys. */
function targetOf(event: KeyboardEvent<HTMLButtonElement>, options: HTMLButtonElement[]) {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const index = options.indexOf(event.currentTarget);
  switch (event.key) {
    case 'ArrowRight':
      return options[index + (rtl ? -1 : 1)] ?? null;
    case 'ArrowLeft':
      return options[index + (rtl ? 1 : -1)] ?? null;
    case 'ArrowDown':
      return options[index + 1] ?? null;
    case 'ArrowUp':
      return options[index - 1] ?? null;
    default:
      return undefined;
  }
}

/** One option of a ToggleButtonGroup; give it an `id`. */
export function ToggleButton({ id: key, children, label, isDisabled: disabledProp = false }: ToggleButtonProps) {
  const state = use(GroupContext);
  if (!state) throw new Error('ToggleButton must be inside a ToggleButtonGroup.');
  const { keys } = state;
  const isSelected = state.selectedKey === key;
  const isDisabled = disabledProp || state.isDisabled;
  const tabStop = state.tabStop === undefined ? state.selectedKey : state.tabStop;
  const ref = useKeyedElement<HTMLButtonElement>(keys, key);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const group = event.currentTarget.closest<HTMLElement>('[role="radiogroup"]');
    const next = group ? targetOf(event, enabledOptions(group)) : undefined;
    if (next === undefined) return;
    // Like react-aria's toolbar: the arrow keys are the group's even at its ends (no page scroll).
    event.preventDefault();
    next?.focus();
  };

  return (
    <button
      ref={ref}
      type="button"
      role="radio"
      aria-checked={isSelected}
      aria-label={label}
      disabled={isDisabled}
      tabIndex={!isDisabled && tabStop === key ? 0 : -1}
      className={styles.item({ size: state.size })}
      onClick={() => {
        if (!disabledProp) state.select(key);
      }}
      onFocus={() => state.setFocused(key)}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}
