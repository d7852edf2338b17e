import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const stepBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  textAlign: 'center',
  paddingInline: vars.space.small,
  selectors: {
    // The line from the previous step to this one, behind the markers.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: `calc(${vars.size.controlMedium} / 2)`,
      right: '50%',
      width: '100%',
      height: vars.size.focusRingWidth,
      backgroundColor: vars.color.border,
      zIndex: 0,
    },
  },
});

export const step = styleVariants({
  done: [stepBase, { selectors: { '&:not(:first-child)::before': { backgroundColor: vars.color.positive } } }],
  current: [stepBase, { selectors: { '&:not(:first-child)::before': { backgroundColor: vars.color.positive } } }],
  upcoming: [stepBase],
});

const markerBase = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: vars.size.focusRingWidth,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.small,
});

export const marker = styleVariants({
  done: [
    markerBase,
    { backgroundColor: vars.color.positive, borderColor: vars.color.positive, color: vars.color.onAccent },
  ],
  current: [
    markerBase,
    { backgroundColor: vars.color.background, borderColor: vars.color.accent, color: vars.color.accent },
  ],
  upcoming: [
    markerBase,
    { backgroundColor: vars.color.background, borderColor: vars.color.border, color: vars.color.textMuted },
  ],
});

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const date = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
