import { SUPPORT_HOURS } from './constants/business.ts';
import type { Moment } from './dates.ts';

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Whether support is open at `now`: Monday to Friday, 09:00-12:30 and 14:00-18:30 in GMT+8. */
export function isSupportOpen(now: Moment): boolean {
  const local = new Date(+now + SUPPORT_HOURS.utcOffsetMinutes * 60_000);
  const isoWeekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  if (!(SUPPORT_HOURS.isoWeekdays as readonly number[]).includes(isoWeekday)) return false;
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return SUPPORT_HOURS.ranges.some(({ from, to }) => minute >= minutesOf(from) && minute < minutesOf(to));
}
