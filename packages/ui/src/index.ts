// The public export list of @kankan/ui, one file per component group.
export * from './exports/actions-layout.ts';
export * from './exports/fields.ts';
export * from './exports/product-fields.ts';
export * from './exports/overlays-feedback.ts';
export * from './exports/navigation-data.ts';
export * from './exports/patterns-chrome.ts';
export * from './exports/patterns-dialogs.ts';
export * from './exports/patterns-invoice.ts';
export * from './exports/patterns-account.ts';
export * from './exports/patterns-scenes.ts';
export * from './exports/patterns-commerce.ts';
export * from './exports/patterns-marketing.ts';
export * from './exports/patterns-content.ts';
export * from './exports/patterns-services.ts';
export { whenIdle } from './runtime/idle.ts';
export { tones, type Tone, type ToneOrNeutral } from './foundations/tone.ts';
export { invertedSurface, vars, type DialogSize } from './tokens/index.ts';
