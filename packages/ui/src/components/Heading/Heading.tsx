import type { ReactNode, Ref } from 'react';
import { Heading as AriaHeading } from 'react-aria-components';
import * as styles from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps {
  /** The document level (h1-h4). */
  level: HeadingLevel;
  /** Look of another level when the outline and the design differ. Defaults to `level`. */
  visualLevel?: HeadingLevel;
  align?: 'left' | 'center' | 'right';
  id?: string;
  children: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A heading of the type scale: 40 / 32 / 24 / 20 px. Built on RAC's Heading, so inside a Dialog it names the
 * dialog (slot "title").
 */
export function Heading({ level, visualLevel = level, align, children, ...rest }: HeadingProps) {
  const className = align
    ? `${styles.heading} ${styles.level[visualLevel]} ${styles.align[align]}`
    : `${styles.heading} ${styles.level[visualLevel]}`;
  return (
    <AriaHeading {...rest} level={level} className={className}>
      {children}
    </AriaHeading>
  );
}
