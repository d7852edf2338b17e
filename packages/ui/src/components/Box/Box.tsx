import { createElement, type AriaRole, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css.ts';

export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
] as const;

export interface BoxProps extends Sprinkles {
  as?: (typeof boxElements)[number];
  id?: string;
  role?: AriaRole;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children?: ReactNode;
}

/**
 * The one component that takes raw style props: spacing, flex layout, background, radius and shadow from the
 * tokens (sprinkles), each optionally responsive (`{ base: 'small', wide: 'large' }`).
 */
export function Box({ as = 'div', children, ...props }: BoxProps) {
  const styleProps: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) styleProps[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ...rest, className: sprinkles(styleProps as Sprinkles) || undefined }, children);
}
