import type { ReactNode } from 'react';
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

export type TabsProps = Omit<AriaTabsProps, 'className' | 'style' | 'orientation'>;

/** Horizontal tabs; arrow keys move between tabs, Home / End jump to the ends. */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} orientation="horizontal" className={styles.tabs} />;
}

export type TabListProps<T> = Omit<AriaTabListProps<T>, 'className' | 'style'>;

export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** A count shown after the label (e.g. the number of cameras of that type). */
  count?: number;
}

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

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'>;

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.panel} />;
}
