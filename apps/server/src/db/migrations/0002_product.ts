import { PLAN_TERMS_MONTHS, planPrice, STORAGE_PLANS, termDays } from '@kankan/domain';
import { sql, type Kysely } from 'kysely';

/**
 * Every other area of the product: addresses, cameras and their capacity and points, storage plans, memberships,
 * cart, orders and payments, invoices, scenes and folders, collaboration, content (news, cases, distributor
 * applications, customer messages), camera-login tickets, and the rate-limit logs. Plain SQL types only, so the
 * same migration runs on PGlite and PostgreSQL.
 *
 * Conventions: ids are `serial`; money is `numeric(12,2)` in the row's currency (CNY or USD); sizes in bytes are
 * `bigint`; times are `timestamptz`. A row owned by a user names it in `user_id` and goes with the account when the
 * account is deleted (cascade), except cameras, which are only unbound (`user_id` set to null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  // --- accounts -------------------------------------------------------------------------------------------------
  await db.schema
    .alterTable('verification_codes')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('verification_codes').addColumn('ip', 'varchar(64)').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('login_failures_account')
    .on('login_failures')
    .columns(['account', 'created_at'])
    .execute();
  await db.schema.createIndex('login_failures_ip').on('login_failures').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('visitor_infos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  /** Uploaded files (avatars), served by the media page. */
  await db.schema
    .createTable('user_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('country', 'varchar(64)', (c) => c.notNull())
    .addColumn('province', 'varchar(64)', (c) => c.notNull())
    .addColumn('city', 'varchar(64)', (c) => c.notNull())
    .addColumn('district', 'varchar(64)')
    .addColumn('detail', 'varchar(100)', (c) => c.notNull())
    .addColumn('receiver', 'varchar(20)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();

  // --- storage plans ----------------------------------------------------------------------------------------------
  /** The sellable storage-plan items: one per plan and term, filled here from the spec's price table. */
  await db.schema
    .createTable('storage_skus')
    .addColumn('sku_sn', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('unit', 'varchar(8)', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('price', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('dollar_price', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const skus = STORAGE_PLANS.flatMap((plan, planIndex) =>
    PLAN_TERMS_MONTHS.map((month, termIndex) => ({
      sku_sn: `SPACE-${plan.id}-${month}M`,
      unit: plan.id,
      size_bytes: plan.sizeGb * 1024 ** 3,
      month,
      price: planPrice(plan.id, month, 'CNY'),
      dollar_price: planPrice(plan.id, month, 'USD'),
      description: JSON.stringify({ unit: month === 12 ? 'year' : 'month', days: termDays(month) }),
      sort: planIndex * 10 + termIndex,
    })),
  );
  await (db as Kysely<{ storage_skus: (typeof skus)[number] }>).insertInto('storage_skus').values(skus).execute();

  // --- cameras ------------------------------------------------------------------------------------------------------
  /**
   * Every camera made (the factory registry): `user_id` is the account it is bound to, null while unbound. The
   * capacity columns describe the current plan (`space_id`), or the base capacity when there is none.
   */
  await db.schema
    .createTable('cameras')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sn_code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('mac_address', 'varchar(17)')
    .addColumn('child_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (4, 9, 0)`))
    .addColumn('country', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`country in (0, 1)`),
    )
    .addColumn('space_id', 'integer')
    .addColumn('capacity_unit', 'varchar(8)', (c) => c.notNull())
    .addColumn('total_bytes', 'bigint', (c) => c.notNull())
    .addColumn('expiry_time', 'timestamptz')
    .addColumn('points', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`points >= 0`),
    )
    .addColumn('reserved_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_shoot_time', 'timestamptz')
    .addColumn('bound_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('cameras_user_type').on('cameras').columns(['user_id', 'type']).execute();
  await db.schema.createIndex('cameras_child_name').on('cameras').column('child_name').execute();

  /** Storage-plan subscriptions of a camera (one row per purchase; the camera's space_id names the current one). */
  await db.schema
    .createTable('capacity_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('camera_id', 'integer', (c) => c.notNull().references('cameras.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('unit', 'varchar(8)', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('expiry_time', 'timestamptz', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('capacity_subscriptions_camera')
    .on('capacity_subscriptions')
    .column('camera_id')
    .execute();

  // --- memberships ------------------------------------------------------------------------------------------------
  /** Membership subscriptions (increments); `camera_id` is the camera it is authorised to (one each way). */
  await db.schema
    .createTable('memberships')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('camera_id', 'integer', (c) => c.unique().references('cameras.id').onDelete('set null'))
    .addColumn('purchase_time', 'timestamptz', (c) => c.notNull())
    .addColumn('expiry_time', 'timestamptz', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('bound_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('memberships_user').on('memberships').columns(['user_id', 'expiry_time']).execute();

  // --- cart, orders, payments -----------------------------------------------------------------------------------
  await db.schema
    .createTable('cart_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('goods_id', 'smallint', (c) => c.notNull().check(sql`goods_id in (1, 4, 7)`))
    .addColumn('goods_count', 'integer', (c) => c.notNull().check(sql`goods_count between 1 and 999`))
    .addColumn('selected', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'goods_id'])
    .execute();

  /**
   * Orders. `category` is the account-area tab (1 camera, 2 membership, 3 other, 4 download); `kind` is what is
   * paid (1 points, 2 storage, 3 goods, 4 membership, 5 download); `status` the order status (0 waiting for
   * shipment, 1 partly dispatched, 2 received, 3 finished, 4 cancelled, 5 expired); `paid_at` is set once paid.
   * `details` holds what the payment applies (points, plan unit and term, membership count).
   */
  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_sn', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'smallint', (c) => c.notNull().check(sql`category between 1 and 4`))
    .addColumn('kind', 'smallint', (c) => c.notNull().check(sql`kind between 1 and 5`))
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status between 0 and 5`),
    )
    .addColumn('pay_type', 'smallint', (c) => c.notNull().check(sql`pay_type in (0, 1, 2)`))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().check(sql`currency in ('CNY', 'USD')`))
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('amount_rmb', 'numeric(12, 2)')
    .addColumn('amount_usd', 'numeric(12, 2)')
    .addColumn('camera_id', 'integer', (c) => c.references('cameras.id').onDelete('set null'))
    .addColumn('receiver_id', 'integer', (c) => c.references('addresses.id').onDelete('set null'))
    .addColumn('invoice_type', 'smallint')
    .addColumn('delay_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('orders_user_category')
    .on('orders')
    .columns(['user_id', 'category', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_camera').on('orders').column('camera_id').execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('goods_id', 'smallint')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('goods_count', 'integer', (c) => c.notNull())
    .addColumn('price', 'numeric(12, 2)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  /** Payment attempts: one per QR code or provider hand-off; status 0 pending, 1 paid, 2 failed. */
  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('pay_type', 'smallint', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();

  // --- records -------------------------------------------------------------------------------------------------------
  /** Points records: type 0 gift, 1 top-up, 2 refund, -1 spend; channel 0 free, 1 expansion, 2 upgrade package. */
  await db.schema
    .createTable('charge_records')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('camera_id', 'integer', (c) => c.notNull().references('cameras.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (0, 1, 2, -1)`))
    .addColumn('channel', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('amount', 'numeric(12, 2)')
    .addColumn('currency', 'varchar(3)')
    .addColumn('scene_num', 'varchar(64)')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('charge_records_camera')
    .on('charge_records')
    .columns(['camera_id', 'created_at'])
    .execute();
  await db.schema.createIndex('charge_records_user').on('charge_records').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('expansion_records')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('camera_id', 'integer', (c) => c.notNull().references('cameras.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('unit', 'varchar(8)', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('pay_type', 'smallint', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('order_sn', 'varchar(32)', (c) => c.notNull())
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('expiry_time', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('expansion_records_user')
    .on('expansion_records')
    .columns(['user_id', 'created_at'])
    .execute();

  // --- invoices -------------------------------------------------------------------------------------------------------
  /** Saved invoice information per account and type (2 ordinary, 3 special), reused when ordering. */
  await db.schema
    .createTable('invoice_infos')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (2, 3)`))
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('invoice_infos_pk', ['user_id', 'type'])
    .execute();

  /** Invoice requests; status 0 requested, 1 delivered (`delivered_at`; editable 7 days after). */
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('camera_id', 'integer', (c) => c.notNull().references('cameras.id').onDelete('cascade'))
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (2, 3)`))
    .addColumn('title', 'varchar(20)', (c) => c.notNull())
    .addColumn('code', 'varchar(18)')
    .addColumn('email_address', 'varchar(30)', (c) => c.notNull())
    .addColumn('organized_address', 'varchar(100)')
    .addColumn('register_phone', 'varchar(20)')
    .addColumn('bank_name', 'varchar(40)')
    .addColumn('bank_account', 'varchar(40)')
    .addColumn('ship_name', 'varchar(20)')
    .addColumn('ship_mobile', 'varchar(20)')
    .addColumn('ship_area_path', 'varchar(100)')
    .addColumn('ship_address', 'varchar(100)')
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('CNY'))
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status in (0, 1)`),
    )
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('invoices_user').on('invoices').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('invoices_camera').on('invoices').column('camera_id').execute();

  // --- scenes and folders -----------------------------------------------------------------------------------------
  /** Folders: a tree per account (`parent_id`), type 0 scene folders, 1 download folders. */
  await db.schema
    .createTable('folders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('folders.id').onDelete('cascade'))
    .addColumn('name', 'varchar(12)', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`type in (0, 1)`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('folders_user_type').on('folders').columns(['user_id', 'type', 'parent_id']).execute();

  /**
   * Scenes. status 0 normal, 1 calculating, 2 calculation failed, 3 archived; type 0-5 (industry). `created_at`
   * is the shooting/upload time, `generated_at` when calculation finished (archiving goes newest generated first).
   */
  await db.schema
    .createTable('scenes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('scene_num', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('camera_id', 'integer', (c) => c.references('cameras.id').onDelete('set null'))
    .addColumn('folder_id', 'integer', (c) => c.references('folders.id').onDelete('set null'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`type between 0 and 5`),
    )
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status between 0 and 3`),
    )
    .addColumn('size_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cover', 'text')
    .addColumn('is_old_mu', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_set_data', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('generated_at', 'timestamptz')
    .addColumn('archived_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('scenes_user_folder_created')
    .on('scenes')
    .columns(['user_id', 'folder_id', 'created_at desc'])
    .execute();
  await db.schema.createIndex('scenes_user_created').on('scenes').columns(['user_id', 'created_at desc']).execute();
  await db.schema.createIndex('scenes_camera').on('scenes').columns(['camera_id', 'status']).execute();

  // --- collaboration -----------------------------------------------------------------------------------------------
  /** Permission resources offered (`included`) or never offered to collaborators. */
  await db.schema
    .createTable('permission_resources')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('en_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('key_word', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('included', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const resources: [string, string, string, boolean][] = [
    ['编辑logo', 'Edit logo', 'logo', true],
    ['编辑热点', 'Edit hotspots', 'hotspot', true],
    ['背景音乐', 'Background music', 'music', true],
    ['导览', 'Guided tour', 'guide', true],
    ['场景信息', 'Scene information', 'info', true],
    ['测量', 'Measurement', 'measure', true],
    ['马赛克', 'Mosaic', 'mosaic', true],
    ['初始视角', 'Initial view', 'view', true],
    ['删除场景', 'Delete scene', 'delete', false],
    ['下载场景', 'Download scene', 'download', false],
  ];
  await (db as Kysely<{ permission_resources: Record<string, unknown> }>)
    .insertInto('permission_resources')
    .values(resources.map(([name, en_name, key_word, included], sort) => ({ name, en_name, key_word, included, sort })))
    .execute();

  /** A collaborator on one scene or one camera (exactly one of the two); one collaborator per scene or camera. */
  await db.schema
    .createTable('cooperations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('collaborator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scene_id', 'integer', (c) => c.unique().references('scenes.id').onDelete('cascade'))
    .addColumn('camera_id', 'integer', (c) => c.unique().references('cameras.id').onDelete('cascade'))
    .addColumn('resource_ids', 'varchar(512)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('cooperations_one_target', sql`(scene_id is null) <> (camera_id is null)`)
    .addCheckConstraint('cooperations_not_self', sql`owner_id <> collaborator_id`)
    .execute();
  await db.schema.createIndex('cooperations_collaborator').on('cooperations').column('collaborator_id').execute();

  // --- content -----------------------------------------------------------------------------------------------------
  await db.schema
    .createTable('news')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('locale', 'varchar(2)', (c) => c.notNull().check(sql`locale in ('zh', 'en')`))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('label', 'varchar(32)', (c) => c.notNull())
    .addColumn('cover', 'text')
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_locale_published').on('news').columns(['locale', 'published_at desc']).execute();

  await db.schema
    .createTable('cases')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('locale', 'varchar(2)', (c) => c.notNull().check(sql`locale in ('zh', 'en')`))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('industry_type', 'smallint', (c) => c.notNull().check(sql`industry_type between 0 and 5`))
    .addColumn('camera_type', 'smallint', (c) => c.notNull().check(sql`camera_type in (4, 9, 0)`))
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('scene_url', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommend_rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('cases_industry').on('cases').columns(['locale', 'industry_type']).execute();

  await db.schema
    .createTable('distributor_applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('company_country', 'varchar(64)', (c) => c.notNull())
    .addColumn('region', 'varchar(100)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('shop_type', 'smallint', (c) => c.notNull())
    .addColumn('shop_address', 'varchar(200)')
    .addColumn('last_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('title', 'varchar(50)')
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('email', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('customer_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('contact', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // --- camera login -------------------------------------------------------------------------------------------------
  /**
   * Camera-login QR tickets (stored as SHA-256 hashes). status 0 waiting, 1 scanned, 2 confirmed (camera set), 4
   * used (the session was handed out once); expiry makes a ticket read as 3 expired.
   */
  await db.schema
    .createTable('camera_login_tickets')
    .addColumn('ticket_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('camera_id', 'integer', (c) => c.references('cameras.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'camera_login_tickets',
    'customer_messages',
    'distributor_applications',
    'cases',
    'news',
    'cooperations',
    'permission_resources',
    'scenes',
    'folders',
    'invoices',
    'invoice_infos',
    'expansion_records',
    'charge_records',
    'payments',
    'order_items',
    'orders',
    'cart_items',
    'memberships',
    'capacity_subscriptions',
    'cameras',
    'storage_skus',
    'addresses',
    'user_files',
    'visitor_infos',
    'login_failures',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('verification_codes').dropColumn('ip').execute();
  await db.schema.alterTable('verification_codes').dropColumn('attempts').execute();
}
