import { Children, Fragment, createElement, isValidElement, type ReactNode } from 'react';
import type { Space } from '../../tokens/values.ts';
import { Divider } from '../Divider/Divider.tsx';
import * as styles from './Stack.css.ts';

export const stackAlignments = ['stretch', 'left', 'center', 'right'] as const;

export interface StackProps {
  /** Gap between items, from the spacing scale. */
  space: Space;
  align?: (typeof stackAlignments)[number];
  /** A rule between items (the gap is on both sides of it). */
  dividers?: boolean;
  as?: 'div' | 'section' | 'article' | 'ul' | 'ol';
  id?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** Items one below the other with a gap from the spacing scale. Empty children (null, false) take no space. */
export function Stack({ space, align = 'stretch', dividers = false, as = 'div', children, ...rest }: StackProps) {
  const items = Children.toArray(children);
  const content = dividers
    ? items.map((child, index) => (
        <Fragment key={isValidElement(child) && child.key !== null ? child.key : index}>
          {index > 0 ? <Divider /> : null}
          {child}
        </Fragment>
      ))
    : items;
  return createElement(
    as,
    { ...rest, className: `${styles.stack} ${styles.space[space]} ${styles.align[align]}` },
    content,
  );
}
