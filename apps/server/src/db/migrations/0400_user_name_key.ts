import { userNameKey } from '@kankan/domain';
import { sql, type Kysely } from 'kysely';

/**
 * User names are unique by their comparison key (`userNameKey`: NFKC, Latin look-alikes, case), kept by a unique
 * index so two registrations at once cannot both take look-alike names. Existing accounts get their key; where two
 * already share one, the older keeps it and the newer stays without (its name is left as it is).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column name_key varchar(64)`.execute(db);
  const users = await sql<{ id: number; user_name: string }>`select id, user_name from users order by id`.execute(db);
  const seen = new Set<string>();
  for (const user of users.rows) {
    const key = userNameKey(user.user_name);
    if (seen.has(key)) continue;
    seen.add(key);
    await sql`update users set name_key = ${key} where id = ${user.id}`.execute(db);
  }
  await sql`create unique index users_name_key_unique on users (name_key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_name_key_unique`.execute(db);
  await sql`alter table users drop column name_key`.execute(db);
}
