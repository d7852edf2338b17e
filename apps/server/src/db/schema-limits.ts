/** Kysely's view of the table of migration 0200_rate_limits. */
import type { ColumnType } from 'kysely';

/** One rate-limit counter: a route and client key, its hits in the current window and when the window began. */
export type RateLimitsTable = {
  key: string;
  hits: number;
  window_start: ColumnType<Date, Date | string, Date | string>;
};

// A type alias (not an interface) so Kysely's `withTables` accepts it.
export type LimitsTables = {
  rate_limits: RateLimitsTable;
};
