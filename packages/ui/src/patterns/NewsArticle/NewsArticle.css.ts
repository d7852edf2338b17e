import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  maxWidth: vars.size.textMeasure,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlockEnd: vars.space.xlarge,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
});

export const date = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  fontVariantNumeric: 'tabular-nums',
});

/** The article body: typography for the HTML the server sends. */
export const body = style({
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

globalStyle(`${body} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${body} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${body} p, ${body} ul, ${body} ol, ${body} blockquote, ${body} table, ${body} figure`, {
  marginBlock: `0 ${vars.space.large}`,
});
globalStyle(`${body} h1, ${body} h2, ${body} h3, ${body} h4`, {
  marginBlock: `${vars.space.xlarge} ${vars.space.medium}`,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});
globalStyle(`${body} ul, ${body} ol`, { paddingInlineStart: vars.space.xlarge });
globalStyle(`${body} li + li`, { marginBlockStart: vars.space.xsmall });
globalStyle(`${body} a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${body} a:focus-visible`, {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingWidth,
  borderRadius: vars.radius.small,
});
globalStyle(`${body} img`, { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: vars.radius.medium });
globalStyle(`${body} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.large,
  borderInlineStart: `${vars.size.focusRingWidth} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${body} table`, { borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.body });
globalStyle(`${body} th, ${body} td`, {
  padding: vars.space.small,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
});

export const footer = style({
  paddingBlockStart: vars.space.xlarge,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
