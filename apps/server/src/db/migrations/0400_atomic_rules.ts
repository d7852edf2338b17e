import { sql, type Kysely } from 'kysely';

/**
 * A unique index that settles two invoice requests sent at once: one pending request per camera. (User names are
 * settled by their comparison key's index, 0400_user_name_key.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index invoices_one_pending_per_camera on invoices (camera_id)
    where order_id is null and status = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index invoices_one_pending_per_camera`.execute(db);
}
