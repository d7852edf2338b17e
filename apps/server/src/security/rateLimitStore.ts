/**
 * A store for @fastify/rate-limit that keeps its counters in the database (table `rate_limits`), so every server
 * process on one DATABASE_URL counts a client against the same limit. One statement counts a hit and starts a new
 * window when the old one has passed, so two processes counting at once never lose a hit.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counters whose window ended this long ago are deleted now and then. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY = 500;

interface RateLimitStore extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number): void;
}

/**
 * The route a child store counts for. The plugin calls `child` with the route's merged limit options, which carry
 * the route as `routeInfo` (its types name the route options themselves).
 */
function routeOf(options: object): string {
  const info = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  const method = typeof info?.method === 'string' ? info.method : '';
  const url = typeof info?.url === 'string' ? info.url : '';
  return `${method} ${url} `;
}

export function databaseRateLimitStore(db: Db, now: () => Date): FastifyRateLimitStoreCtor {
  let hitsSinceSweep = 0;

  const sweep = async (at: Date) => {
    hitsSinceSweep += 1;
    if (hitsSinceSweep < SWEEP_EVERY) return;
    hitsSinceSweep = 0;
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', new Date(at.getTime() - KEEP_MS))
      .execute();
  };

  /** Runs `work` and hands its result (or its error) to the plugin's callback exactly once. */
  const answer = (callback: Callback, work: () => Promise<{ current: number; ttl: number }>) => {
    work().then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), { current: 0, ttl: 0 }),
    );
  };

  const make = (prefix: string): RateLimitStore => ({
    incr(key, callback, timeWindow) {
      answer(callback, async () => {
        const at = now();
        const windowOpenedAfter = new Date(at.getTime() - timeWindow);
        const { rows } = await sql<{ hits: number; window_start: Date | string }>`
          insert into rate_limits (key, hits, window_start) values (${prefix + key}, 1, ${at})
          on conflict (key) do update set
            hits = case when rate_limits.window_start <= ${windowOpenedAfter} then 1 else rate_limits.hits + 1 end,
            window_start = case when rate_limits.window_start <= ${windowOpenedAfter} then ${at}
                                else rate_limits.window_start end
          returning hits, window_start`.execute(db);
        const row = rows[0];
        if (!row) throw new Error('rate limit counter not written');
        void sweep(at).catch(() => undefined);
        const ttl = new Date(row.window_start).getTime() + timeWindow - at.getTime();
        return { current: Number(row.hits), ttl: Math.max(0, ttl) };
      });
    },
    read(key, callback, timeWindow) {
      answer(callback, async () => {
        const at = now();
        const row = await db
          .selectFrom('rate_limits')
          .select(['hits', 'window_start'])
          .where('key', '=', prefix + key)
          .executeTakeFirst();
        const ttl = row ? new Date(row.window_start).getTime() + timeWindow - at.getTime() : 0;
        return row && ttl > 0 ? { current: Number(row.hits), ttl } : { current: 0, ttl: 0 };
      });
    },
    child(routeOptions) {
      return make(routeOf(routeOptions));
    },
  });

  // The plugin constructs the store with `new`; a constructor that returns an object makes `new` give that object.
  return function store() {
    return make('');
  } as unknown as FastifyRateLimitStoreCtor;
}
