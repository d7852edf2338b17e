import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/theme.css.ts';

const focusRing = `inset 0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}`;

export const container = recipe({
  base: {
    position: 'relative',
    width: '100%',
    overflow: 'auto',
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.background,
  },
  variants: {
    /** With a sticky header the container scrolls and the caller's layout gives it a height. */
    stickyHeader: { true: { maxHeight: '100%' }, false: {} },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { boxShadow: focusRing } },
});

export const header = recipe({
  base: {},
  variants: {
    sticky: {
      true: { position: 'sticky', top: 0, zIndex: vars.zIndex.raised },
      false: {},
    },
  },
});

const cellBase = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  outline: 'none',
  // Words stay whole: a column is at least as wide as its longest word (\`anywhere\` let the table squeeze a column
  // to one letter), and only a word longer than its column breaks. A table wider than its frame scrolls.
  overflowWrap: 'break-word',
  selectors: { '&[data-focus-visible]': { boxShadow: focusRing } },
});

export const column = style([
  cellBase,
  {
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    selectors: { '&[data-allows-sorting]': { cursor: 'pointer' }, '&[data-hovered]': { color: vars.color.text } },
  },
]);

export const cell = style([cellBase]);

/** Numbers line up: right-aligned with tabular figures. */
export const align = styleVariants({
  start: { textAlign: 'start' },
  end: { textAlign: 'end', fontFamily: vars.font.numeric, fontVariantNumeric: 'tabular-nums' },
  center: { textAlign: 'center' },
});

const columnInnerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  verticalAlign: 'middle',
});

export const columnInner = styleVariants({
  start: [columnInnerBase],
  end: [columnInnerBase, { flexDirection: 'row-reverse' }],
  center: [columnInnerBase],
});

export const sortIcon = style({ color: vars.color.text });
export const sortIconIdle = style({ color: vars.color.textDisabled });

export const checkboxCell = style({ width: vars.size.controlMedium, paddingInlineEnd: 0 });

export const row = style({
  outline: 'none',
  backgroundColor: vars.color.background,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface },
    '&[data-selected]': { backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': { boxShadow: focusRing },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '&[data-href], &[data-selection-mode]': { cursor: 'pointer' },
  },
});

/** The container draws the outer border, so the last row has no bottom rule. */
globalStyle(`${row}:last-child > *`, { borderBottom: 'none' });

export const state = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: `calc(${vars.size.controlLarge} * 2)`,
  padding: vars.space.large,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
});
