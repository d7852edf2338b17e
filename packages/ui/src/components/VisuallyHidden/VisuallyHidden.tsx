import { createElement, type ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps {
  as?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'label';
  id?: string;
  children: ReactNode;
}

/** Text for screen readers only (a heading a sighted user infers from the layout, extra context for a link). */
export function VisuallyHidden({ as = 'span', children, ...rest }: VisuallyHiddenProps) {
  return createElement(as, { ...rest, className: visuallyHidden }, children);
}
