import { sql, type Kysely } from 'kysely';

/** The default delivery address: at most one per account, kept by a partial unique index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table addresses add column is_default boolean not null default false`.execute(db);
  await sql`create unique index addresses_one_default on addresses (user_id) where is_default`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index addresses_one_default`.execute(db);
  await sql`alter table addresses drop column is_default`.execute(db);
}
