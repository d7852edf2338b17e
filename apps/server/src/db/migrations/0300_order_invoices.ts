import { sql, type Kysely } from 'kysely';

/**
 * An invoice may be requested for one order (the orders screen) as well as for a camera's purchases. An order's
 * invoice names its order; a shop or membership order has no camera, so the camera becomes optional. One invoice per
 * order is enforced by a unique index (several nulls are allowed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table invoices alter column camera_id drop not null`.execute(db);
  await sql`alter table invoices add column order_id integer references orders(id) on delete cascade`.execute(db);
  await sql`create unique index invoices_order on invoices (order_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index invoices_order`.execute(db);
  await sql`alter table invoices drop column order_id`.execute(db);
  await sql`delete from invoices where camera_id is null`.execute(db);
  await sql`alter table invoices alter column camera_id set not null`.execute(db);
}
