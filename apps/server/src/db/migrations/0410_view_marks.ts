import { sql, type Kysely } from 'kysely';

/** When a visitor's view of a scene (or case) was last counted: one count per visitor and scene an hour. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table view_marks (
    subject varchar(120) not null,
    visitor varchar(80) not null,
    counted_at timestamptz not null,
    primary key (subject, visitor)
  )`.execute(db);
  await sql`create index view_marks_counted_at on view_marks (counted_at)`.execute(db);
  await sql`create index sessions_expires_at on sessions (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index sessions_expires_at`.execute(db);
  await sql`drop table view_marks`.execute(db);
}
