import {
  createContext,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { Key, LinkProps as AriaLinkProps } from 'react-aria-components';
import { useRouter } from 'react-aria/private/utils/openLink';
import { useControlledState } from 'react-stately/useControlledState';
import { useKeyedElement } from '../../foundations/keyedElements.ts';
import { RouterAnchor } from '../Link/RouterAnchor.tsx';
import { hasTabbable, tabsOf } from './tabbable.ts';
import * as styles from './Tabs.css.ts';

/*
 * The WAI-ARIA tabs pattern written here rather than react-aria-components' `Tabs`, whose collection, selection
 * manager and focus-scope code (~19 kB gzip) the sign-in page's first load cannot afford (docs/decisions.md,
 * "Components", tabs and toggle groups). Behaviour kept from react-aria: automatic activation, roving tabindex, arrow
 * keys wrap, Home / End, disabled tabs skipped, link tabs (`href`) navigate through react-aria's router context when
 * selected, only the selected panel is rendered, a panel without tabbable content is itself focusable.
 */

interface TabsState {
  baseId: string;
  selectedKey: Key | null;
  select: (key: Key) => void;
  isDisabled: (key: Key) => boolean;
  keyboardActivation: 'automatic' | 'manual';
  /** Each rendered tab's key, by element (so the keyboard can walk the tabs in document order). */
  keys: Map<HTMLElement, Key>;
  /** The first tab's key, when nothing is selected yet (the list reports it before the first paint). */
  setFirstKey: (key: Key) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabsState(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('TabList, Tab and TabPanel must be inside Tabs.');
  return state;
}

/** An element id for a key (ids may not hold white space). */
function idPart(key: Key): string {
  return String(key).replace(/\s/g, '_');
}

const tabId = (state: TabsState, key: Key) => `${state.baseId}-tab-${idPart(key)}`;
const panelId = (state: TabsState, key: Key) => `${state.baseId}-panel-${idPart(key)}`;

export interface TabsProps {
  children: ReactNode;
  /** The selected tab (controlled), or `defaultSelectedKey`; without either, the first enabled tab. */
  selectedKey?: Key | null;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  /** `automatic` (default): a tab is selected as soon as the arrow keys reach it; `manual`: with Enter or Space. */
  keyboardActivation?: 'automatic' | 'manual';
  isDisabled?: boolean;
  disabledKeys?: Iterable<Key>;
  id?: string;
}

/** Horizontal tabs; arrow keys move between tabs, Home / End jump to the ends. */
export function Tabs({
  children,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keyboardActivation = 'automatic',
  isDisabled = false,
  disabledKeys,
  id,
}: TabsProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const [selected, setSelected] = useControlledState<Key | null>(
    selectedKey as Key | null,
    defaultSelectedKey ?? null,
    (key) => {
      if (key !== null) onSelectionChange?.(key);
    },
  );
  const [firstKey, setFirstKey] = useState<Key | null>(null);
  const [keys] = useState(() => new Map<HTMLElement, Key>());
  const disabled = useMemo(() => new Set(disabledKeys ?? []), [disabledKeys]);
  const isKeyDisabled = useCallback((key: Key) => isDisabled || disabled.has(key), [isDisabled, disabled]);
  const current = selected ?? firstKey;
  const state = useMemo<TabsState>(
    () => ({
      baseId,
      selectedKey: current,
      select: (key) => {
        if (key !== current && !isKeyDisabled(key)) setSelected(key);
      },
      isDisabled: isKeyDisabled,
      keyboardActivation,
      keys,
      setFirstKey,
    }),
    [baseId, current, isKeyDisabled, keyboardActivation, keys, setSelected],
  );
  return (
    <TabsContext value={state}>
      <div className={styles.tabs} data-orientation="horizontal">
        {children}
      </div>
    </TabsContext>
  );
}

export interface TabListProps {
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** The tabs' row: moves focus (and, with automatic activation, the selection) with the arrow keys, Home and End. */
export function TabList({ children, ...labelling }: TabListProps) {
  const { selectedKey, setFirstKey, keys, isDisabled } = useTabsState();
  const listRef = useRef<HTMLDivElement>(null);

  // Nothing selected (uncontrolled without a default): the first enabled tab, before the first paint.
  useLayoutEffect(() => {
    if (selectedKey !== null || !listRef.current) return;
    for (const element of tabsOf(listRef.current)) {
      const key = keys.get(element);
      if (key !== undefined && !isDisabled(key)) {
        setFirstKey(key);
        return;
      }
    }
  });

  return (
    <div {...labelling} ref={listRef} role="tablist" aria-orientation="horizontal" className={styles.tabList}>
      {children}
    </div>
  );
}

export interface TabProps {
  /** The tab's key: what `selectedKey` and `onSelectionChange` speak of, and what its `TabPanel` names. */
  id: Key;
  children: ReactNode;
  /** A count shown after the label (e.g. the number of cameras of that type). */
  count?: number;
  isDisabled?: boolean;
  /** A link tab: selecting it goes to this address (the page then selects it through `selectedKey`). */
  href?: string;
  routerOptions?: AriaLinkProps['routerOptions'];
}

/** The tab a key press moves to among the enabled tabs of the list, or null for other keys. */
function targetOf(event: KeyboardEvent<HTMLElement>, tabs: HTMLElement[], list: Element): HTMLElement | null {
  const index = tabs.indexOf(event.currentTarget);
  if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return null;
  const rtl = getComputedStyle(list).direction === 'rtl';
  const step = (by: number) => tabs[(index + by + tabs.length) % tabs.length] ?? null;
  switch (event.key) {
    case 'ArrowRight':
      return step(rtl ? -1 : 1);
    case 'ArrowLeft':
      return step(rtl ? 1 : -1);
    case 'Home':
      return tabs[0] ?? null;
    case 'End':
      return tabs[tabs.length - 1] ?? null;
    default:
      return null;
  }
}

export function Tab({ id: key, children, count, isDisabled: disabledProp = false, href, routerOptions }: TabProps) {
  const state = useTabsState();
  const router = useRouter();
  const isSelected = state.selectedKey === key;
  const isDisabled = disabledProp || state.isDisabled(key);
  const { keys } = state;
  const ref = useKeyedElement(keys, key);

  /** Selects a tab: a plain one through the state, a link tab by going to its address (as react-aria's tabs do). */
  const activate = (element: HTMLElement, target: Key) => {
    const address = element.getAttribute('data-href');
    if (address === null) state.select(target);
    else if (target !== state.selectedKey) router.open(element, {}, address, routerOptions);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = event.currentTarget.closest('[role="tablist"]');
    if (!list) return;
    if ((event.key === 'Enter' || event.key === ' ') && href === undefined) {
      event.preventDefault();
      if (!isDisabled) state.select(key);
      return;
    }
    const tabs = tabsOf(list).filter((element) => {
      const elementKey = keys.get(element);
      return (
        elementKey !== undefined && !state.isDisabled(elementKey) && element.getAttribute('aria-disabled') !== 'true'
      );
    });
    const next = targetOf(event, tabs, list);
    const nextKey = next ? keys.get(next) : undefined;
    if (!next || nextKey === undefined) return;
    event.preventDefault();
    next.focus();
    next.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (state.keyboardActivation === 'automatic') activate(next, nextKey);
  };

  const common = {
    id: tabId(state, key),
    className: styles.tab,
    'aria-selected': isSelected,
    'aria-disabled': isDisabled || undefined,
    'aria-controls': isSelected ? panelId(state, key) : undefined,
    'data-selected': isSelected ? 'true' : undefined,
    'data-disabled': isDisabled ? 'true' : undefined,
  };
  const tabIndex = isDisabled ? undefined : isSelected ? 0 : -1;
  const content = (
    <>
      {children}
      {count === undefined ? null : (
        <>
          {' '}
          <span className={styles.count}>{count}</span>
        </>
      )}
    </>
  );
  if (href !== undefined) {
    return (
      <RouterAnchor
        {...common}
        role="tab"
        tabIndex={tabIndex}
        onKeyDown={onKeyDown}
        ref={ref as Ref<HTMLAnchorElement>}
        href={isDisabled ? undefined : href}
        routerOptions={routerOptions}
        data-href={href}
      >
        {content}
      </RouterAnchor>
    );
  }
  return (
    <div
      {...common}
      role="tab"
      tabIndex={tabIndex}
      onKeyDown={onKeyDown}
      ref={ref as Ref<HTMLDivElement>}
      onClick={() => {
        if (!isDisabled) state.select(key);
      }}
    >
      {content}
    </div>
  );
}

export interface TabPanelProps {
  /** The tab this panel belongs to; the selected tab's when left out. Only the selected tab's panel renders. */
  id?: Key;
  children: ReactNode;
}

export function TabPanel({ id, children }: TabPanelProps) {
  const state = useTabsState();
  const key = id ?? state.selectedKey;
  const ref = useRef<HTMLDivElement>(null);
  const [tabbableChild, setTabbableChild] = useState(false);
  const shown = key !== null && key === state.selectedKey;
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!shown || !panel) return undefined;
    const check = () => setTabbableChild(hasTabbable(panel));
    check();
    const observer = new MutationObserver(check);
    observer.observe(panel, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled'],
    });
    return () => observer.disconnect();
  }, [shown]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      id={panelId(state, key)}
      role="tabpanel"
      aria-labelledby={tabId(state, key)}
      tabIndex={tabbableChild ? undefined : 0}
      className={styles.panel}
    >
      {children}
    </div>
  );
}
