import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const coverMedia = style({ position: 'relative', display: 'block', width: '100%', height: '100%' });

export const coverBadge = style({
  position: 'absolute',
  insetBlockEnd: vars.space.small,
  insetInlineEnd: vars.space.small,
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.small,
});

export const cardMeta = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

/** "Collaborator: None" breaks between its words, not inside a name. */
export const person = style({ minWidth: 0, overflowWrap: 'break-word' });

export const loadingGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.large,
});

export const loadingCard = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const loadingText = style({ padding: vars.space.large });
