import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { mediaQuery } from '../../tokens/values.ts';

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontFamily: vars.font.body,
});

export const inner = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  height: vars.size.headerHeight,
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.large,
  '@media': { [mediaQuery.wide]: { gap: vars.space.xlarge, paddingInline: vars.space.xlarge } },
});

/**
 * The header's links and the drop-down triggers shown before their code has loaded are native elements with the
 * browser's own states; the loaded triggers are react-aria buttons (`[data-rac]`) with its data attributes. `:where`
 * keeps the specificity of the data-attribute selectors, so the order of the rules decides as before.
 */
const native = ':where(:not([data-rac]))';
const focusRing = {
  [`&[data-focus-visible], &${native}:focus-visible`]: {
    boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}`,
  },
};

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: focusRing,
});

/**
 * The brand's name beside the mark, from the wide breakpoint on. Below it the mark alone (the link keeps the name as
 * its label): the English menu and the actions need that room at 1024 px, whatever font arrives.
 */
export const logoText = style({ display: 'none', '@media': { [mediaQuery.wide]: { display: 'inline' } } });

export const logoMark = style({ width: vars.size.controlSmall, height: vars.size.controlSmall, flexShrink: 0 });
export const logoMarkBody = style({ fill: vars.color.accent });
export const logoMarkLine = style({ stroke: vars.color.onAccent });

export const nav = style({ flex: '1 1 auto', minWidth: 0 });

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  border: 'none',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  fontFamily: vars.font.body,
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: vars.size.controlMedium,
  // Small side padding: the hover background still reads as a button, and six English menus fit beside the actions.
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.control,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    ...focusRing,
    [`&[data-hovered], &[data-pressed], &${native}:hover, &${native}:active`]: {
      backgroundColor: vars.color.surfaceHover,
    },
    '&[aria-current="page"], &[data-current]': {
      color: vars.color.link,
      boxShadow: `inset 0 calc(-1 * ${vars.size.focusRingWidth}) 0 ${vars.color.link}`,
    },
  },
});

export const chevron = style({ color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
});

export const cart = style([navLink, { paddingInline: vars.space.small }]);

/**
 * The count over the cart icon's top end, in the link's flow rather than laid over it: a wide count ("99+") widens
 * the link instead of running into the avatar beside it. It overlaps the icon by the small space.
 */
export const cartCount = style({
  alignSelf: 'flex-start',
  marginInlineStart: `calc(-1 * (${vars.space.small} + ${vars.space.xsmall}))`,
  minWidth: vars.size.iconSmall,
  boxSizing: 'border-box',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.critical,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.size.iconSmall,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const register = style([
  navLink,
  {
    border: `${vars.size.borderWidth} solid ${vars.color.accent}`,
    color: vars.color.accent,
    selectors: { [`&[data-hovered], &${native}:hover`]: { backgroundColor: vars.color.accentSubtle } },
  },
]);

export const userName = style({
  maxWidth: `calc(${vars.size.controlLarge} * 3)`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const avatarWrap = style({ display: 'inline-flex' });

export const user = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });
