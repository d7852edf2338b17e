import { sql, type Kysely } from 'kysely';

/**
 * Unique indexes that settle two requests sent at once: one pending invoice request per camera, and user names
 * unique whatever their case (registration and renaming compare them in lower case).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index invoices_one_pending_per_camera on invoices (camera_id)
    where order_id is null and status = 0`.execute(db);
  await sql`create unique index users_user_name_lower on users (lower(user_name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_user_name_lower`.execute(db);
  await sql`drop index invoices_one_pending_per_camera`.execute(db);
}
