import { sql, type Kysely } from 'kysely';

/**
 * What the scene lists need to stay fast for accounts with many scenes (apps/server/scripts/load.ts measures them):
 *
 * - `scenes_user_created_id`: the whole sort key of the lists (newest first, id as tie-break), carrying status,
 *   folder and camera, so a page is read from the index alone (no sort, no heap visit for the rows OFFSET skips).
 *   It supersedes `scenes_user_created`.
 * - `scene_counts`: how many scenes each account has per camera, folder and status, kept by a trigger on `scenes`.
 *   The list answers carry three counts (all, matching, counted against capacity); summing a few of these rows
 *   replaces counting every scene of the account on each call. `camera_id` / `folder_id` 0 stand for none.
 *
 * Register it after `0002_product` in `db/migrate.ts` (`'0100_scenes_extra': scenesExtra`) and add the table type of
 * `db/schema-scenes-extra.ts` to `Database`. The handlers fall back to counting scenes while it is not applied.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index scenes_user_created_id on scenes (user_id, created_at desc, id desc)
              include (status, folder_id, camera_id)`.execute(db);
  await sql`drop index if exists scenes_user_created`.execute(db);

  await sql`create table scene_counts (
    user_id integer not null references users (id) on delete cascade,
    camera_id integer not null default 0,
    folder_id integer not null default 0,
    status smallint not null,
    n integer not null,
    primary key (user_id, camera_id, folder_id, status)
  )`.execute(db);
  await sql`create function scene_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update scene_counts set n = n - 1
         where user_id = old.user_id and camera_id = coalesce(old.camera_id, 0)
           and folder_id = coalesce(old.folder_id, 0) and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into scene_counts (user_id, camera_id, folder_id, status, n)
        values (new.user_id, coalesce(new.camera_id, 0), coalesce(new.folder_id, 0), new.status, 1)
        on conflict (user_id, camera_id, folder_id, status) do update set n = scene_counts.n + 1;
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger scenes_count_rows
    after insert or delete or update of user_id, camera_id, folder_id, status on scenes
    for each row execute function scene_counts_apply()`.execute(db);
  await sql`insert into scene_counts (user_id, camera_id, folder_id, status, n)
    select user_id, coalesce(camera_id, 0), coalesce(folder_id, 0), status, count(*)
      from scenes group by 1, 2, 3, 4`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger scenes_count_rows on scenes`.execute(db);
  await sql`drop function scene_counts_apply()`.execute(db);
  await sql`drop table scene_counts`.execute(db);
  await sql`create index if not exists scenes_user_created on scenes (user_id, created_at desc)`.execute(db);
  await sql`drop index scenes_user_created_id`.execute(db);
}
