import { msg, plural } from '@lingui/core/macro';
import { i18n } from './instance.ts';
import { isLocale, type Locale } from './locale.ts';

/*
 * Formatting per language with Intl. Numbers and dates take the language as an optional argument (the active one
 * by default); the formats with words in them (countdown seconds, days left) use the active language's catalogue.
 */

const intlTag: Record<Locale, string> = { zh: 'zh-CN', en: 'en-US' };

function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

function tag(locale: Locale | undefined): string {
  return intlTag[locale ?? activeLocale()];
}

/*
 * Building an Intl formatter costs far more than using one (a case card spent most of its own render time in the date
 * formatter's constructor), so each language and set of options gets one, made the first time it is asked for and
 * kept: the options are a handful of literals, so the cache stays small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${tag(locale)} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(tag(locale), options)));
  return format;
}

function dateFormat(locale: Locale | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag(locale)} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(tag(locale), options)));
  return format;
}

/** A count with the language's digit grouping: `12,800`. */
export function formatNumber(value: number, { locale }: { locale?: Locale } = {}): string {
  return numberFormat(locale).format(value);
}

export type Currency = 'CNY' | 'USD';

/** The symbol each currency shows in both languages: ¥ for RMB, US$ for dollars. */
const currencySymbol: Record<Currency, string> = { CNY: '¥', USD: 'US$' };

export interface MoneyOptions {
  locale?: Locale;
  /**
   * Decimal places: `2` always shows cents (for columns of amounts), `'auto'` (default) drops `.00` on whole
   * amounts and otherwise shows two.
   */
  decimals?: 2 | 'auto';
}

/** An amount of money: `¥12,800`, `US$1,799.50`. */
export function formatMoney(
  amount: number,
  currency: Currency,
  { locale, decimals = 'auto' }: MoneyOptions = {},
): string {
  const whole = decimals === 'auto' && Number.isInteger(amount);
  const parts = numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).formatToParts(amount);
  return parts.map((part) => (part.type === 'currency' ? currencySymbol[currency] : part.value)).join('');
}

export function formatRmb(amount: number, options?: MoneyOptions): string {
  return formatMoney(amount, 'CNY', options);
}

export function formatUsd(amount: number, options?: MoneyOptions): string {
  return formatMoney(amount, 'USD', options);
}

export interface DateOptions {
  locale?: Locale;
  /** IANA time zone; the browser's own by default. */
  timeZone?: string;
}

/** A day from a millisecond timestamp: `2026年11月21日` / `Nov 21, 2026`. */
export function formatDate(timestamp: number, { locale, timeZone }: DateOptions = {}): string {
  return dateFormat(locale, { dateStyle: 'medium', timeZone }).format(timestamp);
}

/** A day and time from a millisecond timestamp: `2026年11月21日 13:30` / `Nov 21, 2026, 1:30 PM`. */
export function formatDateTime(timestamp: number, { locale, timeZone }: DateOptions = {}): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(timestamp);
}

const BYTES_PER_GB = 1024 ** 3;
const GB_PER_TB = 1024;

export interface CapacityOptions {
  locale?: Locale;
  /** The unit of the value: bytes (default) or GB, as the plans are written. */
  unit?: 'bytes' | 'GB';
}

/**
 * A storage capacity in GB, or in TB from 1024 GB (1T = 1024G): at most two decimals, trailing zeros dropped
 * (`10 GB`, `1.5 TB`, `0.25 GB`); a non-zero value under 0.01 GB shows as `<0.01 GB` rather than `0 GB`.
 */
export function formatCapacity(value: number, { locale, unit = 'bytes' }: CapacityOptions = {}): string {
  const gb = unit === 'bytes' ? value / BYTES_PER_GB : value;
  const number = numberFormat(locale, { maximumFractionDigits: 2 });
  if (gb >= GB_PER_TB) return `${number.format(gb / GB_PER_TB)} TB`;
  if (gb > 0 && gb < 0.01) return `<${number.format(0.01)} GB`;
  return `${number.format(gb)} GB`;
}

/**
 * A countdown: `mm:ss` from a minute up (`01:05`, `12:00`), otherwise the seconds in words of the active
 * language (`59 s` / `59 秒`). Negative values count as zero.
 */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  if (total >= 60) {
    const minutes = Math.floor(total / 60);
    const rest = total % 60;
    return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  }
  return i18n._(msg`${total} s`);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days from `now` until `expiresAt` (ms timestamps), counted by calendar day in the local time zone:
 * 0 means it ends today, a negative number that it has ended.
 */
export function daysLeft(expiresAt: number, now: number = Date.now()): number {
  const startOfDay = (t: number) => {
    const d = new Date(t);
    return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  };
  return Math.round((startOfDay(expiresAt) - startOfDay(now)) / DAY_MS);
}

/** Days left in words of the active language: `3 days left`, `Expires today`, `Expired`. */
export function formatDaysLeft(days: number): string {
  if (days < 0) return i18n._(msg`Expired`);
  if (days === 0) return i18n._(msg`Expires today`);
  return i18n._(msg`${plural(days, { one: '# day left', other: '# days left' })}`);
}
