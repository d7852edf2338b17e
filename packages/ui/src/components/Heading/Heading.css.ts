import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const heading = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const level = styleVariants({
  1: { fontSize: vars.fontSize.h1 },
  2: { fontSize: vars.fontSize.h2 },
  3: { fontSize: vars.fontSize.h3 },
  4: { fontSize: vars.fontSize.xlarge },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});
