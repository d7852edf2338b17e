import type { ReactNode } from 'react';
import * as styles from './StoryWidth.css.ts';
import type { StoryWidthName } from './StoryWidth.css.ts';

export type { StoryWidthName };

export interface StoryWidthProps {
  width: StoryWidthName;
  /** Exactly that wide (a card in a grid cell) rather than at most (a field in a form column). */
  exact?: boolean;
  children: ReactNode;
}

/** A story's subject at the width it has on a page: layout primitives stretch to their parent. */
export function StoryWidth({ width, exact = false, children }: StoryWidthProps) {
  return <div className={exact ? styles.exactly[width] : styles.atMost[width]}>{children}</div>;
}

export interface StoryRoomProps {
  /** `header`: the height of a page's top with its menus open. */
  below: keyof typeof styles.roomBelow;
  children: ReactNode;
}

/** Room around a subject whose overlay opens beyond it, so the screenshot holds the overlay. */
export function StoryRoom({ below, children }: StoryRoomProps) {
  return <div className={styles.roomBelow[below]}>{children}</div>;
}

export interface StoryHeightProps {
  /** Without one, the frame is as high as its content. */
  height?: keyof typeof styles.fixedHeight;
  children: ReactNode;
}

/** A fixed-height frame, for a subject that scrolls inside it. */
export function StoryHeight({ height, children }: StoryHeightProps) {
  return <div className={height ? styles.fixedHeight[height] : undefined}>{children}</div>;
}
