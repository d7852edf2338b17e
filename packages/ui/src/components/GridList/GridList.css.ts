import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { card } from '../Card/Card.css.ts';

const grid = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
    '&[data-empty]': { display: 'block' },
  },
});

export const columns = styleVariants({
  2: [grid, { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }],
  3: [grid, { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }],
  4: [grid, { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }],
  5: [grid, { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }],
  6: [grid, { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' }],
});

export const item = style([
  card,
  {
    outline: 'none',
    cursor: 'default',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.small },
      '&[data-selection-mode], &[data-href]': { cursor: 'pointer' },
      '&[data-selected]': {
        borderColor: vars.color.accent,
        boxShadow: `0 0 0 ${vars.size.borderWidth} ${vars.color.accent}`,
      },
      '&[data-focus-visible]': {
        boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.background}, 0 0 0 calc(${vars.size.focusRingWidth} * 2) ${vars.color.focusRing}`,
      },
      '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: vars.color.surfaceSunken },
      '&[data-disabled][data-hovered]': { borderColor: vars.color.border, boxShadow: 'none' },
    },
  },
]);

/** Dims the media of a disabled card; its text keeps AA contrast. */
export const disabledMedia = style({
  width: '100%',
  height: '100%',
  selectors: { [`${item}[data-disabled] &`]: { opacity: 0.5 } },
});

export const checkbox = style({
  position: 'absolute',
  top: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: vars.zIndex.raised,
  display: 'inline-flex',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.small,
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: `calc(${vars.size.controlLarge} * 4)`,
  padding: vars.space.xlarge,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'dashed',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  textAlign: 'center',
});
