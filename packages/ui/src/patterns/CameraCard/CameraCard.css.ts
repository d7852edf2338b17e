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
  minWidth: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, flexGrow: 1 });

export const unlimited = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  color: vars.color.text,
});

export const unlimitedLabel = style({ fontWeight: vars.fontWeight.medium });

export const caution = style({ margin: 0, color: vars.color.caution, fontWeight: vars.fontWeight.semibold });

export const critical = style({ margin: 0, color: vars.color.critical, fontWeight: vars.fontWeight.semibold });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
