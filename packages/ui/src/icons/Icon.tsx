import type { ReactNode } from 'react';
import * as styles from './Icon.css.ts';

export const iconSizes = ['small', 'medium', 'large'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps {
  /** 16, 20 or 24 px (tokens `size.iconSmall/Medium/Large`). Default `medium`. */
  size?: IconSize;
  /**
   * Accessible name. Give it only when the icon carries meaning on its own (no visible text next to it):
   * the icon then gets `role="img"`. Without it the icon is decorative and hidden from assistive technology.
   */
  label?: string;
  /** For composing inside other components of this package (position, rotation). Not for colours or sizes. */
  className?: string;
}

interface IconBaseProps extends IconProps {
  children: ReactNode;
}

/**
 * The shared frame of every icon: a 20×20 grid drawn with 1.5 unit strokes in `currentColor`,
 * so an icon takes the colour of the text around it.
 */
export function Icon({ size = 'medium', label, className, children }: IconBaseProps) {
  const classes = className ? `${styles.icon[size]} ${className}` : styles.icon[size];
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={classes}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {children}
    </svg>
  );
}
