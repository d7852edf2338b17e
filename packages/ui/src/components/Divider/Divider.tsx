import type { Ref } from 'react';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { mergeProps } from 'react-aria/mergeProps';
import { useSeparator } from 'react-aria/useSeparator';
import type { SeparatorProps } from 'react-aria-components';
import * as styles from './Divider.css.ts';

export interface DividerProps extends Omit<SeparatorProps, 'className' | 'style' | 'elementType'> {
  weight?: 'regular' | 'strong';
  ref?: Ref<HTMLDivElement>;
}

/**
 * A thin rule between content, horizontal or vertical (in a row). Announced as a separator. Built on react-aria's
 * `useSeparator` rather than the `Separator` component, which is also a collection item (menus, list boxes) and
 * brings the collection code into every page that shows a `Stack`.
 */
export function Divider({ orientation = 'horizontal', weight = 'regular', ref, ...props }: DividerProps) {
  const { separatorProps } = useSeparator({ ...props, orientation, elementType: 'div' });
  return (
    <div
      ref={ref}
      {...mergeProps(filterDOMProps(props, { global: true }), separatorProps)}
      className={`${styles.divider[orientation]} ${styles.weight[weight]}`}
    />
  );
}
