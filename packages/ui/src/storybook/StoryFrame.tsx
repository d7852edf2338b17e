import type { ReactNode } from 'react';
import * as styles from './StoryFrame.css.ts';

export interface StoryFrameProps {
  layout: 'padded' | 'fullscreen';
  children: ReactNode;
}

/** The element a story renders into; visual tests screenshot it (or the viewport when an overlay is open). */
export function StoryFrame({ layout, children }: StoryFrameProps) {
  return (
    <div className={styles.frame[layout]} data-story-frame="">
      {children}
    </div>
  );
}
