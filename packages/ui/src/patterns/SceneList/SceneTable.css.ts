import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const sceneCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: 0,
});

/** A 16:9 thumbnail as tall as a medium control. */
export const thumb = style({
  flexShrink: 0,
  width: `calc(${vars.size.controlMedium} * 16 / 9)`,
  height: vars.size.controlMedium,
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const sceneText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** Short values (type, count, date, status) keep to one line instead of breaking inside a word. */
export const nowrap = style({ whiteSpace: 'nowrap' });
