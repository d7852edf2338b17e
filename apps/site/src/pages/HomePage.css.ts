import { invertedSurface, vars } from '@kankan/ui/tokens';
import { style } from '@vanilla-extract/css';

export const hero = style([
  invertedSurface,
  {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xlarge,
    padding: vars.space.huge,
    backgroundColor: vars.color.background,
    color: vars.color.text,
    textAlign: 'center',
  },
]);

export const title = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const lead = style({
  maxWidth: vars.size.textMeasure,
  fontSize: vars.fontSize.large,
  color: vars.color.textMuted,
});
