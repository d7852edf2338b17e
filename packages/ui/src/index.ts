// The public export list of @kankan/ui, one file per component group.
export * from './exports/actions-layout.ts';
export * from './exports/fields.ts';
export * from './exports/product-fields.ts';
export * from './exports/overlays-feedback.ts';
export * from './exports/navigation-data.ts';
export * from './exports/patterns-chrome.ts';
export * from './exports/patterns-dialogs.ts';
export { invertedSurface, vars, type DialogSize } from './tokens/index.ts';
