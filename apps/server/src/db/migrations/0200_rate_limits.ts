import { sql, type Kysely } from 'kysely';

/**
 * Hit counters of the rate limits on public writes (`security/rateLimitStore.ts`). They live in the database, not
 * in each process, so every server process behind one proxy counts the same client against one limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rate_limits (
    key text primary key,
    hits integer not null,
    window_start timestamptz not null
  )`.execute(db);
  await sql`create index rate_limits_window_start on rate_limits (window_start)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limits`.execute(db);
}
