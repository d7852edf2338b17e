import { addDays, differenceInDays } from 'date-fns';

/** A moment: a Date or a millisecond timestamp. Functions never read the clock; callers pass `now`. */
export type Moment = Date | number;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days from `now` to `until` as a fraction (whole calendar days, DST-aware, plus the remaining part of a day);
 * 0 when `until` is not after `now`.
 */
export function daysBetween(now: Moment, until: Moment): number {
  if (+until <= +now) return 0;
  const whole = differenceInDays(until, now);
  return whole + (+until - +addDays(now, whole)) / DAY_MS;
}

/** Days from `now` to `until` rounded up to whole days; 0 when `until` is not after `now`. */
export function daysLeftRoundedUp(now: Moment, until: Moment): number {
  if (+until <= +now) return 0;
  const whole = differenceInDays(until, now);
  return +addDays(now, whole) < +until ? whole + 1 : whole;
}
