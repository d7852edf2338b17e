import { sql, type Kysely } from 'kysely';

/**
 * When a shop order left the warehouse and when it was received: the order page's timeline shows them beside the
 * order and payment times. Virtual orders (points, storage, membership) never get them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column shipped_at timestamptz, add column received_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column shipped_at, drop column received_at`.execute(db);
}
