import { assignInlineVars } from '@vanilla-extract/dynamic';
import { createElement, type ReactNode } from 'react';
import { tabularNums as tabularNumsClass } from '../../styles/utilities.css.ts';
import type { ToneOrNeutral } from '../../foundations/tone.ts';
import * as styles from './Text.css.ts';

export const textSizes = ['xsmall', 'small', 'body', 'medium', 'large'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
/** A status tone or `neutral`, or an emphasis that is no status: `muted` (secondary text) and `accent`. */
export type TextTone = ToneOrNeutral | 'muted' | 'accent';
export const textTones = [
  'neutral',
  'muted',
  'accent',
  'positive',
  'caution',
  'critical',
  'info',
] as const satisfies readonly TextTone[];

export interface TextProps {
  size?: (typeof textSizes)[number];
  weight?: (typeof textWeights)[number];
  tone?: TextTone;
  align?: 'left' | 'center' | 'right';
  /** Equal-width figures, for prices, counts and dates that must line up. */
  tabularNums?: boolean;
  /** Cut the text after this many lines with an ellipsis (the full text stays in the DOM for screen readers). */
  maxLines?: number;
  as?: 'span' | 'p' | 'div' | 'label' | 'strong' | 'em';
  id?: string;
  /** Only with `as="label"`. */
  htmlFor?: string;
  children: ReactNode;
}

/** Body text of the type scale. Line height follows the document language (looser for Chinese). */
export function Text({
  size = 'body',
  weight = 'regular',
  tone = 'neutral',
  align,
  tabularNums = false,
  maxLines,
  as = 'span',
  children,
  ...rest
}: TextProps) {
  const classes = [styles.text, styles.size[size], styles.weight[weight], styles.tone[tone]];
  if (align) classes.push(styles.align[align]);
  if (tabularNums) classes.push(tabularNumsClass);
  if (as === 'p' || as === 'div') classes.push(styles.block);
  if (maxLines === 1) classes.push(styles.singleLine);
  else if (maxLines !== undefined && maxLines > 1) classes.push(styles.clamped);
  const style =
    maxLines !== undefined && maxLines > 1 ? assignInlineVars({ [styles.lines]: String(maxLines) }) : undefined;
  return createElement(as, { ...rest, className: classes.join(' '), style }, children);
}
