/** The site's languages and the rule that picks one are the domain's; this package re-exports them. */
export {
  SUPPORTED_LOCALES as locales,
  isSupportedLocale as isLocale,
  detectLocale,
  type SupportedLocale as Locale,
} from '@kankan/domain';
