import type { ReactNode } from 'react';
import { Box } from '../components/Box/Box.tsx';
import { invertedSurface } from '../tokens/theme.css.ts';
import type { Space } from '../tokens/values.ts';

export interface StoryInvertedProps {
  padding: Space;
  children: ReactNode;
}

/** A panel in the inverted theme (a dark hero or footer), to show a subject on the surface it sits on there. */
export function StoryInverted({ padding, children }: StoryInvertedProps) {
  return (
    <div className={invertedSurface}>
      <Box background="background" padding={padding}>
        {children}
      </Box>
    </div>
  );
}
