import { SUPPORT_HOURS } from './constants/business.ts';
import type { Moment } from './dates.ts';

/** U+2060 WORD JOINER: no line break on either side, and nothing drawn. */
export const JOINER = '\u2060';

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** The support hours in words, the same on every page, in the manuals and in messages. */
export interface SupportHoursWords {
  /** The first and last support day's names in the language ("Monday", "星期一"). */
  firstDay: string;
  lastDay: string;
  /** Each time range, "09:00–12:30", held on one line: a word joiner (U+2060) on each side of the dash. */
  ranges: readonly string[];
  /** The ranges as one list, "09:00–12:30, 14:00–18:30". */
  hours: string;
  /** The zone they are in, "GMT+8". */
  zone: string;
}

/** A weekday's name in the language (ISO weekday: 1 is Monday). 1 January 2024 was a Monday. */
function weekdayName(isoWeekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, isoWeekday)),
  );
}

export function supportHoursWords(locale: string): SupportHoursWords {
  const days = SUPPORT_HOURS.isoWeekdays;
  // A line may otherwise break after an en dash, leaving "14:00–" at the end of one line and "18:30" on the next.
  const ranges = SUPPORT_HOURS.ranges.map(({ from, to }) => `${from}${JOINER}–${JOINER}${to}`);
  const offset = SUPPORT_HOURS.utcOffsetMinutes / 60;
  return {
    firstDay: weekdayName(days[0], locale),
    lastDay: weekdayName(days[days.length - 1] ?? days[0], locale),
    ranges,
    hours: ranges.join(', '),
    zone: `GMT${offset < 0 ? '−' : '+'}${Math.abs(offset)}`,
  };
}

/** Whether support is open at `now`: Monday to Friday, 09:00-12:30 and 14:00-18:30 in GMT+8. */
export function isSupportOpen(now: Moment): boolean {
  const local = new Date(+now + SUPPORT_HOURS.utcOffsetMinutes * 60_000);
  const isoWeekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  if (!(SUPPORT_HOURS.isoWeekdays as readonly number[]).includes(isoWeekday)) return false;
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return SUPPORT_HOURS.ranges.some(({ from, to }) => minute >= minutesOf(from) && minute < minutesOf(to));
}
