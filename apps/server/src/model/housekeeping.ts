/**
 * Rows that only grow unless something removes them: ended sessions and the marks of counted views. Both are
 * swept when the server starts and hourly (main.ts), by whichever process runs the sweep; it is idempotent.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** A visitor counts one view of a scene per this long. */
export const VIEW_WINDOW_MS = 3_600_000;

/**
 * Whether this view counts: true the first time `visitor` views `subject` in the window, false again within it. One
 * statement, so two views arriving together count once.
 */
export async function viewCounts(db: Db, subject: string, visitor: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - VIEW_WINDOW_MS);
  const result = await sql<{ counted: number }>`
    insert into view_marks (subject, visitor, counted_at) values (${subject}, ${visitor}, ${now})
    on conflict (subject, visitor) do update set counted_at = excluded.counted_at
    where view_marks.counted_at <= ${since}
    returning 1 as counted`.execute(db);
  return result.rows.length > 0;
}

/** A visitor: the account when signed in, else a hash of the client address (the address itself is not kept). */
export function visitorOf(userId: number | null, ip: string): string {
  return userId === null ? `ip:${createHash('sha256').update(ip).digest('hex').slice(0, 32)}` : `user:${userId}`;
}

/** Deletes ended sessions and view marks older than the window; returns how many of each. */
export async function sweepExpired(db: Db, now: Date): Promise<{ sessions: number; views: number }> {
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  const views =
    await sql`delete from view_marks where counted_at <= ${new Date(now.getTime() - VIEW_WINDOW_MS)}`.execute(db);
  return { sessions: Number(sessions.numDeletedRows), views: Number(views.numAffectedRows ?? 0) };
}
