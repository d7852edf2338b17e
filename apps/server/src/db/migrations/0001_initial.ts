import { sql, type Kysely } from 'kysely';

/** Accounts, sessions and verification codes. Later migrations add the product's other tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_name', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('phone', 'varchar(32)', (c) => c.unique())
    .addColumn('area_num', 'varchar(4)', (c) => c.notNull().defaultTo('86'))
    .addColumn('email', 'varchar(64)', (c) => c.unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('head', 'text')
    .addColumn('nick_name', 'varchar(32)')
    .addColumn('deletion_requested_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_login', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('camera_id', 'integer')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'varchar(8)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('verification_codes_account')
    .on('verification_codes')
    .columns(['account', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verification_codes').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
