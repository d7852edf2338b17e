import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One step; its `data-state` (done, current, upcoming) colours the line into it and its marker. */
export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  textAlign: 'center',
  paddingInline: vars.space.small,
  selectors: {
    // The line from the previous step to this one, behind the markers; green once this step is reached.
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
    '&:not([data-state="upcoming"]):not(:first-child)::before': { backgroundColor: vars.color.positive },
  },
});

export const marker = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  border: `${vars.size.focusRingWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.small,
  selectors: {
    '[data-state="done"] > &': {
      backgroundColor: vars.color.positive,
      borderColor: vars.color.positive,
      color: vars.color.onAccent,
    },
    '[data-state="current"] > &': { borderColor: vars.color.accent, color: vars.color.accent },
  },
});

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const date = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
