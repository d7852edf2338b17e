import Negotiator from 'negotiator';

/** The languages news and cases are written in (their `locale` column). */
export type ContentLocale = 'zh' | 'en';
const CONTENT_LOCALES: ContentLocale[] = ['zh', 'en'];

/**
 * The content language a request asks for with `Accept-Language` (the site's API client sends its language:
 * `zh-CN,zh;q=0.9` or `en`), by the header's own preferences; null when there is no header or it names neither
 * language, so a caller that does not say gets every language.
 */
export function requestLocale(acceptLanguage: string | undefined): ContentLocale | null {
  if (acceptLanguage === undefined || acceptLanguage.trim() === '') return null;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(CONTENT_LOCALES);
  return CONTENT_LOCALES.find((locale) => locale === best) ?? null;
}
