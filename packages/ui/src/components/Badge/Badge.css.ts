import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/theme.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    borderRadius: vars.radius.small,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
      },
      accent: {
        backgroundColor: vars.color.accentSubtle,
        borderColor: vars.color.accentSubtle,
        color: vars.color.accentSubtleText,
      },
      positive: {
        backgroundColor: vars.color.positiveSubtle,
        borderColor: vars.color.positiveSubtle,
        color: vars.color.positive,
      },
      caution: {
        backgroundColor: vars.color.cautionSubtle,
        borderColor: vars.color.cautionSubtle,
        color: vars.color.caution,
      },
      critical: {
        backgroundColor: vars.color.criticalSubtle,
        borderColor: vars.color.criticalSubtle,
        color: vars.color.critical,
      },
      info: { backgroundColor: vars.color.infoSubtle, borderColor: vars.color.infoSubtle, color: vars.color.info },
    },
    size: {
      small: { paddingInline: vars.space.xsmall, paddingBlock: vars.space.xxsmall, fontSize: vars.fontSize.xsmall },
      medium: { paddingInline: vars.space.small, paddingBlock: vars.space.xxsmall, fontSize: vars.fontSize.small },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});

/** A small dot before the text, in the text colour: status is never told by the background alone. */
export const dot = recipe({
  base: {
    flexShrink: 0,
    width: vars.space.small,
    height: vars.space.small,
    borderRadius: vars.radius.full,
    backgroundColor: 'currentColor',
  },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
