import { createElement, type ReactNode } from 'react';
import type { Space } from '../../tokens/values.ts';
import * as styles from './Inline.css.ts';

export const inlineAlignments = ['top', 'center', 'bottom', 'baseline'] as const;
export const inlineJustifications = ['start', 'center', 'end', 'spaceBetween'] as const;

export interface InlineProps {
  /** Gap between items (both directions when they wrap). */
  space: Space;
  alignY?: (typeof inlineAlignments)[number];
  justify?: (typeof inlineJustifications)[number];
  /** Items wrap onto the next line when they do not fit. Default true. */
  wrap?: boolean;
  as?: 'div' | 'span' | 'ul' | 'ol' | 'nav';
  id?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** Items side by side with a gap, wrapping when the row is full. */
export function Inline({
  space,
  alignY = 'center',
  justify = 'start',
  wrap = true,
  as = 'div',
  children,
  ...rest
}: InlineProps) {
  const className = [
    styles.inline,
    styles.space[space],
    styles.alignY[alignY],
    styles.justify[justify],
    styles.wrap[String(wrap) as 'true' | 'false'],
  ].join(' ');
  return createElement(as, { ...rest, className }, children);
}
