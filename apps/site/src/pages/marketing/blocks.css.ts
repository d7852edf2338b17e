import { style } from '@vanilla-extract/css';
import { vars } from '@kankan/ui/tokens';

/** The drawing beside a text column: kept to about 360 px so a section stays within one screen. */
export const art = style({
  width: '100%',
  maxWidth: `calc(${vars.size.containerNarrow} * 0.38)`,
  marginInline: 'auto',
});

/** Two wide motifs side by side. */
export const wideArt = style({
  width: '100%',
});

export const price = style({
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.heading,
});

export const priceNote = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** A timeline (company history): years in a column, a rule between them. */
export const timeline = style({
  display: 'grid',
  gap: vars.space.xlarge,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const timelineItem = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.sideNavWidth} minmax(0, 1fr)`,
  gap: vars.space.xlarge,
  paddingBlockEnd: vars.space.xlarge,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const timelineYear = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
});

export const timelineTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

export const stepNumber = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
});
