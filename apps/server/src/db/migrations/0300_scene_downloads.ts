import { sql, type Kysely } from 'kysely';

/**
 * Scene downloads of the download area: one row per download the account may save, either one of a member's free
 * downloads (`order_id` null) or a paid one (the paid download order). Unpaid download orders have no row yet; the
 * payment adds it. A scene's downloads go with the scene, an account's with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table scene_downloads (
    id serial primary key,
    user_id integer not null references users(id) on delete cascade,
    scene_id integer not null references scenes(id) on delete cascade,
    free boolean not null,
    order_id integer references orders(id) on delete cascade,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index scene_downloads_user on scene_downloads (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table scene_downloads`.execute(db);
}
