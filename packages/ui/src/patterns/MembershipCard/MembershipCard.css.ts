import { style } from '@vanilla-extract/css';
import { card as cardSurface } from '../../components/Card/Card.css.ts';
import { vars } from '../../tokens/theme.css.ts';

export const card = style([cardSurface, { gap: vars.space.medium, padding: vars.space.large }]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const daysLeft = style({ color: vars.color.caution, fontWeight: vars.fontWeight.semibold });

/** Announces a deauthorisation (message 46); it takes no room while empty. */
export const announce = style({
  color: vars.color.positive,
  fontSize: vars.fontSize.small,
  selectors: { '&:empty': { display: 'contents' } },
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
