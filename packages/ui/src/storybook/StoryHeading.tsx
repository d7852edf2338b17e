import { createElement, type ReactNode } from 'react';
import * as styles from './StoryHeading.css.ts';

export interface StoryHeadingProps {
  level: 2 | 3 | 4;
  children: ReactNode;
}

/**
 * A heading element that takes the font of the slot it stands in (a card's header), for a story whose subject styles
 * its title itself.
 */
export function StoryHeading({ level, children }: StoryHeadingProps) {
  return createElement(`h${level}`, { className: styles.heading }, children);
}
