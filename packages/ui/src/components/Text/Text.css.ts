import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const lines = createVar();

export const text = style({ fontFamily: vars.font.body, lineHeight: vars.lineHeight.body, margin: 0, minWidth: 0 });

export const size = styleVariants({
  xsmall: { fontSize: vars.fontSize.xsmall },
  small: { fontSize: vars.fontSize.small },
  body: { fontSize: vars.fontSize.body },
  medium: { fontSize: vars.fontSize.medium },
  large: { fontSize: vars.fontSize.large },
});

export const weight = styleVariants(vars.fontWeight, (fontWeight) => ({ fontWeight }));

export const tone = styleVariants({
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  accent: { color: vars.color.accent },
  positive: { color: vars.color.positive },
  caution: { color: vars.color.caution },
  critical: { color: vars.color.critical },
  info: { color: vars.color.info },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const block = style({ display: 'block' });

export const singleLine = style({
  display: 'block',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const clamped = style({
  display: '-webkit-box',
  overflow: 'hidden',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  overflowWrap: 'anywhere',
});
