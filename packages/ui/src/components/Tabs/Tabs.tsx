import type { ReactNode, Ref } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'orientation' | 'children'> {
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Horizontal tabs (react-aria's): arrow keys move between tabs and wrap, Home / End jump to the ends, a tab is
 * selected as soon as the keyboard reaches it unless `keyboardActivation="manual"`; only the selected panel renders.
 */
export function Tabs({ children, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} orientation="horizontal" className={styles.tabs}>
      {children}
    </AriaTabs>
  );
}

export interface TabListProps extends Omit<AriaTabListProps<object>, 'className' | 'style' | 'children' | 'items'> {
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** The tabs' row. */
export function TabList({ children, ...props }: TabListProps) {
  return (
    <AriaTabList {...props} className={styles.tabList}>
      {children}
    </AriaTabList>
  );
}

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style' | 'children'> {
  /** The tab's key: what `selectedKey` and `onSelectionChange` speak of, and what its `TabPanel` names. */
  id: NonNullable<AriaTabProps['id']>;
  children: ReactNode;
  /** A count shown after the label (e.g. the number of cameras of that type). */
  count?: number;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One tab. With `href` it is a link tab: selecting it goes to that address through the router the site gives
 * react-aria's `RouterProvider` (the page then selects it through `selectedKey`).
 */
export function Tab({ children, count, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={styles.tab}>
      {children}
      {count === undefined ? null : (
        <>
          {' '}
          <span className={styles.count}>{count}</span>
        </>
      )}
    </AriaTab>
  );
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** The panel of the tab with the same `id`; only the selected tab's panel renders. */
export function TabPanel({ children, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel {...props} className={styles.panel}>
      {children}
    </AriaTabPanel>
  );
}
