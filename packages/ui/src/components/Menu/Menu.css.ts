import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const menu = style({
  boxSizing: 'border-box',
  minWidth: `calc(${vars.size.controlLarge} * 4)`,
  maxHeight: 'inherit',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  outline: 'none',
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

const itemBase = style({
  display: 'grid',
  // The icon's column only where the item has an icon: a menu of plain links starts its labels at the padding.
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label check" "description ."',
  alignItems: 'center',
  columnGap: vars.space.small,
  minHeight: vars.size.controlMedium,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  // Items with an href render as links: no underline, like every other item.
  textDecoration: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const item = styleVariants({
  neutral: [itemBase, { color: vars.color.text }],
  critical: [
    itemBase,
    {
      color: vars.color.critical,
      selectors: { '&[data-focused]': { backgroundColor: vars.color.criticalSubtle } },
    },
  ],
});

/** An item with an icon: the icon's column before the label (and the description under the label). */
export const withIcon = style({
  gridTemplateColumns: `${vars.size.iconMedium} 1fr auto`,
  gridTemplateAreas: '"icon label check" ". description ."',
});

export const icon = style({ gridArea: 'icon', display: 'inline-flex' });
export const label = style({ gridArea: 'label', overflowWrap: 'anywhere' });
export const description = style({
  gridArea: 'description',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
export const check = style({ gridArea: 'check', display: 'inline-flex', color: vars.color.accent });

export const section = style({
  selectors: { '& + &': { marginBlockStart: vars.space.xsmall } },
});

export const sectionHeader = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
});

export const separator = style({
  height: vars.size.borderWidth,
  marginBlock: vars.space.xsmall,
  marginInline: vars.space.small,
  border: 'none',
  backgroundColor: vars.color.border,
});
