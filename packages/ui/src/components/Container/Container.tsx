import { createElement, type ReactNode } from 'react';
import * as styles from './Container.css.ts';

export const containerWidths = ['narrow', 'default', 'wide'] as const;

export interface ContainerProps {
  /** Maximum content width: narrow 960, default 1200, wide 1440 px (tokens `size.container*`). */
  width?: (typeof containerWidths)[number];
  as?: 'div' | 'section' | 'main' | 'header' | 'footer';
  id?: string;
  children: ReactNode;
}

/** Centres page content at a maximum width, with the page's horizontal padding. */
export function Container({ width = 'default', as = 'div', children, ...rest }: ContainerProps) {
  return createElement(as, { ...rest, className: styles.container[width] }, children);
}
