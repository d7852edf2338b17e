export { activateLocale, i18n } from './instance.ts';
export { detectLocale } from './detect.ts';
export { isLocale, locales, type Locale } from './locale.ts';
