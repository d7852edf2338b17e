/**
 * Demo data: two accounts, cameras of every type (one abroad), a few hundred scenes in folders, orders of every
 * category and status, invoices, memberships (valid, expiring, expired), points and capacity records, news in both
 * languages and cases per industry. `main.ts` runs it on an empty database; tests call it with a size. Random
 * choices come from a seeded generator, so the same options give the same data (times are relative to `now`).
 *
 * Demo logins (password Demo2026 for both):
 *   demo     phone 13800138000, e-mail demo@kankan-space.test
 *   wangfang phone 13900139000, e-mail wangfang@kankan-space.test
 */
import { MEMBERSHIP, PRODUCT_PRICES, userNameKey } from '@kankan/domain';
import type { Db } from './db/database.ts';
import { addDaysMs, GB } from './handlers/common.ts';
import { newOrderSn } from './model/orders.ts';
import { coverPathOf, VIEW_HEADINGS, viewPath } from './model/panorama.ts';
import { hashPassword } from './security/passwords.ts';

export const DEMO = {
  password: 'Demo2026',
  main: { userName: 'demo', phone: '13800138000', email: 'demo@kankan-space.test' },
  second: { userName: 'wangfang', phone: '13900139000', email: 'wangfang@kankan-space.test' },
  /** Serial numbers of cameras that exist but are bound to nobody (for binding). */
  unboundSerials: { pro: ['KKPRO10001', 'KKPRO10002', 'KKPRO10003'], minion: ['KKMIN20001'], lite: ['KKLITE30001'] },
} as const;

export interface SeedOptions {
  /** Scenes of the demo account (default 300). */
  scenes?: number;
  now?: Date;
  /** Seed of the random generator (default 2026). */
  randomSeed?: number;
  /** A precomputed password hash for both accounts (tests skip the slow scrypt). */
  passwordHash?: string;
}

export interface SeedResult {
  users: { demo: number; second: number };
  cameras: {
    pro: number;
    proExpiring: number;
    proAbroad: number;
    minion: number;
    lite: number;
    second: number;
  };
  memberships: { valid: number; expiring: number; expired: number };
  folders: number[];
}

/** mulberry32: a small seeded generator giving numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/**
 * A news item's plain-text summary: its HTML without tags, where the end of a paragraph, list item or line break
 * becomes a space, so that list items do not run together ("Light One-tap capture").
 */
export function summaryOf(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|div)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const random = generator(options.randomSeed ?? 2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const days = (n: number) => addDaysMs(now, n);
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO.password));

  return db.transaction().execute(async (trx) => {
    const [demo, second] = await trx
      .insertInto('users')
      .values([
        {
          user_name: DEMO.main.userName,
          name_key: userNameKey(DEMO.main.userName),
          phone: DEMO.main.phone,
          email: DEMO.main.email,
          password_hash: passwordHash,
          created_at: days(-400),
        },
        {
          user_name: DEMO.second.userName,
          name_key: userNameKey(DEMO.second.userName),
          phone: DEMO.second.phone,
          email: DEMO.second.email,
          password_hash: passwordHash,
          created_at: days(-200),
        },
      ])
      .returning('id')
      .execute();
    if (!demo || !second) throw new Error('seed: users not created');

    // --- cameras --------------------------------------------------------------------------------------------------
    const camera = async (values: {
      userId: number | null;
      sn: string;
      type: 4 | 9 | 0;
      country?: 0 | 1;
      points?: number;
      plan?: { unit: string; gb: number; start: Date; expiry: Date };
      lastShoot?: Date | null;
    }) => {
      const prefix = values.type === 4 ? '4DKKPRO_' : values.type === 9 ? 'KKMINION_' : 'KKLITE_';
      const base = values.type === 0 ? 5 : 10;
      const row = await trx
        .insertInto('cameras')
        .values({
          user_id: values.userId,
          sn_code: values.sn,
          device_id: `KK${values.sn}`,
          mac_address: Array.from({ length: 6 }, () =>
            Math.floor(random() * 256)
              .toString(16)
              .padStart(2, '0')
              .toUpperCase(),
          ).join(':'),
          child_name: `${prefix}${values.sn.slice(0, 6)}`,
          type: values.type,
          country: values.country ?? 0,
          capacity_unit: `${base}G`,
          total_bytes: base * GB,
          points: values.points ?? 0,
          last_shoot_time: values.lastShoot ?? null,
          bound_at: values.userId == null ? null : days(-300),
          created_at: days(-365),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (values.plan) {
        const space = await trx
          .insertInto('capacity_subscriptions')
          .values({
            camera_id: row.id,
            user_id: values.userId,
            unit: values.plan.unit,
            size_bytes: values.plan.gb * GB,
            start_time: values.plan.start,
            expiry_time: values.plan.expiry,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('cameras')
          .set({
            space_id: space.id,
            capacity_unit: values.plan.unit,
            total_bytes: values.plan.gb * GB,
            expiry_time: values.plan.expiry,
          })
          .where('id', '=', row.id)
          .execute();
      }
      return row.id;
    };

    const cameras = {
      pro: await camera({
        userId: demo.id,
        sn: 'A1B2C3D4',
        type: 4,
        points: 1200,
        plan: { unit: '1T', gb: 1024, start: days(-165), expiry: days(200) },
        lastShoot: days(-1),
      }),
      proExpiring: await camera({
        userId: demo.id,
        sn: 'P2000002',
        type: 4,
        points: 80,
        plan: { unit: '20G', gb: 20, start: days(-21), expiry: days(10) },
        lastShoot: days(-5),
      }),
      proAbroad: await camera({ userId: demo.id, sn: 'P2000003', type: 4, country: 1, points: 600, lastShoot: null }),
      minion: await camera({
        userId: demo.id,
        sn: 'M9000001',
        type: 9,
        points: 300,
        plan: { unit: '20G', gb: 20, start: days(-51), expiry: days(-20) },
        lastShoot: days(-30),
      }),
      lite: await camera({ userId: demo.id, sn: 'L0000001', type: 0, points: 150, lastShoot: days(-60) }),
      second: await camera({ userId: second.id, sn: 'W4000001', type: 4, points: 900, lastShoot: days(-2) }),
    };
    for (const sn of DEMO.unboundSerials.pro) await camera({ userId: null, sn, type: 4 });
    for (const sn of DEMO.unboundSerials.minion) await camera({ userId: null, sn, type: 9 });
    for (const sn of DEMO.unboundSerials.lite) await camera({ userId: null, sn, type: 0 });

    // --- folders and scenes -----------------------------------------------------------------------------------------
    const folder = async (userId: number, name: string, parentId: number | null, type = 0) =>
      (
        await trx
          .insertInto('folders')
          .values({ user_id: userId, name, parent_id: parentId, type, created_at: days(-100) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const showFlats = await folder(demo.id, 'Show flats', null);
    const towerB = await folder(demo.id, 'Tower B', showFlats);
    const museums = await folder(demo.id, 'Museums', null);
    const shops = await folder(demo.id, 'Shops', null);
    const downloads = await folder(demo.id, 'Downloads', null, 1);
    const secondFolder = await folder(second.id, 'Projects', null);
    const folders = [showFlats, towerB, museums, shops, downloads, secondFolder];

    const names = ['Show flat', 'Lobby', 'Gallery', 'Flagship store', 'Cafe', 'Loft', 'Office', 'Villa', 'Hall'];
    const sceneCameras = [cameras.pro, cameras.pro, cameras.pro, cameras.proExpiring, cameras.minion, cameras.lite];
    const sceneCount = options.scenes ?? 300;
    const sceneRows = Array.from({ length: sceneCount }, (_, index) => {
      const roll = random();
      // Mostly normal; some calculating, failed and archived scenes (all four statuses appear).
      const status = index < 4 ? index : roll < 0.82 ? 0 : roll < 0.88 ? 1 : roll < 0.93 ? 2 : 3;
      const created = addDaysMs(now, -Math.floor(random() * 360) - 1);
      const sceneNum = `t-${index.toString(36).padStart(4, '0')}${Math.floor(random() * 36 ** 3).toString(36)}`;
      return {
        scene_num: sceneNum,
        user_id: demo.id,
        camera_id: pick(sceneCameras),
        folder_id: pick([null, null, showFlats, towerB, museums, shops]),
        name: `${pick(names)} ${index + 1}`,
        type: Math.floor(random() * 6),
        status,
        size_bytes: Math.floor((0.2 + random()) * GB),
        view_count: Math.floor(random() * 2000),
        // A view into the scene's own room, drawn by the server (model/panorama.ts); a scene still calculating or
        // failed has no picture yet, and its list draws a placeholder.
        cover: status === 0 || status === 3 ? coverPathOf(sceneNum) : null,
        is_old_mu: random() < 0.05,
        is_set_data: random() < 0.7,
        created_at: created,
        generated_at: status === 1 ? null : addDaysMs(created, 0.1),
        archived_at: status === 3 ? addDaysMs(created, 30) : null,
      };
    });
    const secondScenes = Array.from({ length: 20 }, (_, index) => `w-${index.toString(36).padStart(4, '0')}`).map(
      (sceneNum, index) => ({
        scene_num: sceneNum,
        user_id: second.id,
        camera_id: cameras.second,
        folder_id: index % 3 === 0 ? secondFolder : null,
        name: `Studio ${index + 1}`,
        type: index % 6,
        status: 0,
        size_bytes: Math.floor(0.3 * GB),
        view_count: index * 10,
        cover: coverPathOf(sceneNum),
        created_at: addDaysMs(now, -index - 1),
        generated_at: addDaysMs(now, -index - 0.9),
      }),
    );
    for (let start = 0; start < sceneRows.length; start += 200) {
      await trx
        .insertInto('scenes')
        .values(sceneRows.slice(start, start + 200))
        .execute();
    }
    await trx.insertInto('scenes').values(secondScenes).execute();

    // --- collaboration ----------------------------------------------------------------------------------------------
    const sharedOut = await trx
      .selectFrom('scenes')
      .select('id')
      .where('user_id', '=', demo.id)
      .where('status', '=', 0)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const sharedIn = await trx
      .selectFrom('scenes')
      .select('id')
      .where('user_id', '=', second.id)
      .orderBy('id')
      .limit(2)
      .execute();
    const cooperationRows = [
      ...(sharedOut
        ? [{ owner_id: demo.id, collaborator_id: second.id, scene_id: sharedOut.id, resource_ids: '1,2' }]
        : []),
      ...sharedIn.map((s) => ({ owner_id: second.id, collaborator_id: demo.id, scene_id: s.id, resource_ids: '1' })),
      { owner_id: demo.id, collaborator_id: second.id, camera_id: cameras.pro, resource_ids: '1,2,3' },
    ];
    await trx.insertInto('cooperations').values(cooperationRows).execute();

    // --- memberships ------------------------------------------------------------------------------------------------
    const membership = async (purchase: Date, expiry: Date, cameraId: number | null) =>
      (
        await trx
          .insertInto('memberships')
          .values({
            user_id: demo.id,
            camera_id: cameraId,
            purchase_time: purchase,
            expiry_time: expiry,
            bound_at: cameraId == null ? null : purchase,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const memberships = {
      valid: await membership(days(-65), days(300), cameras.pro),
      expiring: await membership(days(-353), days(12), null),
      expired: await membership(days(-395), days(-30), null),
    };

    // --- addresses, cart, saved invoice information ----------------------------------------------------------------
    const [home] = await trx
      .insertInto('addresses')
      .values([
        {
          user_id: demo.id,
          country: 'China',
          province: 'Guangdong',
          city: 'Shenzhen',
          district: 'Nanshan',
          detail: '1 Keji Road',
          receiver: 'Li Hua',
          phone: '13800138000',
        },
        {
          user_id: demo.id,
          country: 'China',
          province: 'Beijing',
          city: 'Beijing',
          district: 'Haidian',
          detail: '8 Zhongguancun Street',
          receiver: 'Li Hua',
          phone: '13800138000',
        },
        {
          user_id: second.id,
          country: 'China',
          province: 'Shanghai',
          city: 'Shanghai',
          district: 'Pudong',
          detail: '99 Century Avenue',
          receiver: 'Wang Fang',
          phone: '13900139000',
        },
      ])
      .returning('id')
      .execute();
    await trx
      .insertInto('cart_items')
      .values([
        { user_id: demo.id, goods_id: 4, goods_count: 1 },
        { user_id: demo.id, goods_id: 7, goods_count: 2 },
        { user_id: second.id, goods_id: 1, goods_count: 1 },
      ])
      .execute();
    await trx
      .insertInto('invoice_infos')
      .values({
        user_id: demo.id,
        type: 2,
        fields: JSON.stringify({
          type: '2',
          title: 'Example Co Ltd',
          code: '91440300MA5XXXXX1Y',
          emailAddress: 'finance@example.com',
        }),
      })
      .execute();

    // --- orders -----------------------------------------------------------------------------------------------------
    let sequence = 0;
    const order = async (values: {
      category: number;
      kind: number;
      status: number;
      payType: number;
      currency?: 'CNY' | 'USD';
      amount: number;
      cameraId?: number | null;
      paidDaysAgo: number | null;
      createdDaysAgo: number;
      details?: Record<string, unknown>;
      delay?: number;
      items: { goodsId: number | null; name: string; goodsCount: number; price: number }[];
    }) => {
      sequence += 1;
      const created = days(-values.createdDaysAgo);
      const row = await trx
        .insertInto('orders')
        .values({
          order_sn: `${newOrderSn(created).slice(0, 16)}${String(sequence).padStart(4, '0')}`,
          user_id: demo.id,
          category: values.category,
          kind: values.kind,
          status: values.status,
          pay_type: values.payType,
          currency: values.currency ?? 'CNY',
          amount: values.amount,
          camera_id: values.cameraId ?? null,
          receiver_id: values.kind === 3 ? (home?.id ?? null) : null,
          delay_days: values.delay ?? 0,
          details: JSON.stringify(values.details ?? {}),
          paid_at: values.paidDaysAgo == null ? null : days(-values.paidDaysAgo),
          created_at: created,
        })
        .returning(['id', 'order_sn'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_items')
        .values(
          values.items.map((item) => ({
            order_id: row.id,
            goods_id: item.goodsId,
            name: item.name,
            goods_count: item.goodsCount,
            price: item.price,
          })),
        )
        .execute();
      return row;
    };
    const pro = PRODUCT_PRICES.pro.CNY;
    const goodsStatuses = [0, 1, 2, 3, 4, 5];
    for (const status of goodsStatuses) {
      await order({
        category: 1,
        kind: 3,
        status,
        payType: status % 2,
        amount: pro,
        paidDaysAgo: status === 4 || status === 5 ? null : 40 - status,
        createdDaysAgo: 40 - status,
        items: [{ goodsId: 4, name: 'KanKan Pro', goodsCount: 1, price: pro }],
      });
    }
    await order({
      category: 1,
      kind: 3,
      status: 3,
      payType: 2,
      currency: 'USD',
      amount: PRODUCT_PRICES.lite.USD + PRODUCT_PRICES.tripodSet.USD,
      paidDaysAgo: 90,
      createdDaysAgo: 90,
      items: [
        { goodsId: 1, name: 'KanKan Lite', goodsCount: 1, price: PRODUCT_PRICES.lite.USD },
        { goodsId: 7, name: 'Pro tripod set', goodsCount: 1, price: PRODUCT_PRICES.tripodSet.USD },
      ],
    });
    for (const [index, ago] of [65, 353, 395].entries()) {
      await order({
        category: 2,
        kind: 4,
        status: 3,
        payType: index % 2,
        amount: MEMBERSHIP.yearlyFeeRmb,
        paidDaysAgo: ago,
        createdDaysAgo: ago,
        details: { count: 1 },
        items: [{ goodsId: null, name: 'Membership', goodsCount: 1, price: MEMBERSHIP.yearlyFeeRmb }],
      });
    }
    const topUp = await order({
      category: 3,
      kind: 1,
      status: 3,
      payType: 0,
      amount: 1000,
      cameraId: cameras.pro,
      paidDaysAgo: 30,
      createdDaysAgo: 30,
      details: { points: 1000 },
      items: [{ goodsId: null, name: 'Points 1000', goodsCount: 1, price: 1000 }],
    });
    await order({
      category: 3,
      kind: 1,
      status: 0,
      payType: 1,
      amount: 600,
      cameraId: cameras.proExpiring,
      paidDaysAgo: null,
      createdDaysAgo: 2,
      details: { points: 600 },
      items: [{ goodsId: null, name: 'Points 600', goodsCount: 1, price: 600 }],
    });
    const plan1T = await order({
      category: 3,
      kind: 2,
      status: 3,
      payType: 1,
      amount: 125990,
      cameraId: cameras.pro,
      paidDaysAgo: 165,
      createdDaysAgo: 165,
      details: { unit: '1T', month: 12, skuSn: 'SPACE-1T-12M', purchaseKind: 'new' },
      items: [{ goodsId: null, name: 'Cloud storage 1T, 12 months', goodsCount: 1, price: 125990 }],
    });
    const plan20G = await order({
      category: 3,
      kind: 2,
      status: 3,
      payType: 0,
      amount: 129,
      cameraId: cameras.proExpiring,
      paidDaysAgo: 21,
      createdDaysAgo: 21,
      details: { unit: '20G', month: 1, skuSn: 'SPACE-20G-1M', purchaseKind: 'new' },
      items: [{ goodsId: null, name: 'Cloud storage 20G, 1 month', goodsCount: 1, price: 129 }],
    });
    await order({
      category: 4,
      kind: 5,
      status: 3,
      payType: 0,
      amount: MEMBERSHIP.paidDownloadRmb,
      paidDaysAgo: 12,
      createdDaysAgo: 12,
      items: [{ goodsId: null, name: 'Scene download', goodsCount: 1, price: MEMBERSHIP.paidDownloadRmb }],
    });

    // --- records ----------------------------------------------------------------------------------------------------
    await trx
      .insertInto('expansion_records')
      .values([
        {
          camera_id: cameras.pro,
          user_id: demo.id,
          unit: '1T',
          month: 12,
          amount: 125990,
          currency: 'CNY',
          pay_type: 1,
          order_id: plan1T.id,
          order_sn: plan1T.order_sn,
          start_time: days(-165),
          expiry_time: days(200),
          created_at: days(-165),
        },
        {
          camera_id: cameras.proExpiring,
          user_id: demo.id,
          unit: '20G',
          month: 1,
          amount: 129,
          currency: 'CNY',
          pay_type: 0,
          order_id: plan20G.id,
          order_sn: plan20G.order_sn,
          start_time: days(-21),
          expiry_time: days(10),
          created_at: days(-21),
        },
      ])
      .execute();
    const spent = sceneRows.filter((s) => s.camera_id === cameras.pro).slice(0, 8);
    await trx
      .insertInto('charge_records')
      .values([
        { camera_id: cameras.pro, user_id: demo.id, type: 0, channel: 0, points: 300, created_at: days(-300) },
        {
          camera_id: cameras.pro,
          user_id: demo.id,
          type: 1,
          channel: 0,
          points: 1000,
          amount: 1000,
          currency: 'CNY',
          order_id: topUp.id,
          created_at: days(-30),
        },
        { camera_id: cameras.pro, user_id: demo.id, type: 2, channel: 0, points: 20, created_at: days(-20) },
        { camera_id: cameras.pro, user_id: demo.id, type: 0, channel: 1, points: 100, created_at: days(-165) },
        { camera_id: cameras.proExpiring, user_id: demo.id, type: 0, channel: 2, points: 100, created_at: days(-21) },
        ...spent.map((scene) => ({
          camera_id: cameras.pro,
          user_id: demo.id,
          type: -1,
          channel: 0,
          points: -15,
          scene_num: scene.scene_num,
          created_at: scene.created_at,
        })),
      ])
      .execute();

    // --- invoices -----------------------------------------------------------------------------------------------------
    await trx
      .insertInto('invoices')
      .values([
        {
          user_id: demo.id,
          camera_id: cameras.pro,
          type: 2,
          title: 'Example Co Ltd',
          code: '91440300MA5XXXXX1Y',
          email_address: 'finance@example.com',
          amount: 1000,
          status: 1,
          delivered_at: days(-3),
          created_at: days(-10),
        },
        {
          user_id: demo.id,
          camera_id: cameras.pro,
          type: 3,
          title: 'Example Co Ltd',
          code: '91440300MA5XXXXX1Y',
          email_address: 'finance@example.com',
          organized_address: '1 Keji Road, Nanshan, Shenzhen',
          register_phone: '0755-12345678',
          bank_name: 'Example Bank Shenzhen',
          bank_account: '6222020200112233445',
          ship_name: 'Li Hua',
          ship_mobile: '13800138000',
          ship_area_path: 'Guangdong,Shenzhen,Nanshan',
          ship_address: '1 Keji Road',
          amount: 60000,
          status: 1,
          delivered_at: days(-40),
          created_at: days(-60),
        },
        {
          user_id: demo.id,
          camera_id: cameras.proExpiring,
          type: 2,
          title: 'Example Co Ltd',
          email_address: 'finance@example.com',
          amount: 100,
          status: 0,
          created_at: days(-5),
        },
      ])
      .execute();

    // --- content ------------------------------------------------------------------------------------------------------
    const newsItems: [string, string, string, string][] = [
      ['zh', '八目相机正式发布', '产品', '<p>全新<strong>八目</strong>专业相机今天发布，12288×6144 分辨率。</p>'],
      ['zh', '博物馆数字化案例上线', '案例', '<p>与城市博物馆合作完成全馆 <em>三维</em> 数字化。</p>'],
      ['zh', '云存储套餐升级', '公告', '<p>新增 1T 云存储套餐，升级时剩余时长自动折算。</p>'],
      ['zh', '参加国际地产展', '活动', '<p>欢迎到展位体验<a href="/coreProducts">全系产品</a>。</p>'],
      ['zh', 'Minion 相机开售', '产品', '<ul><li>轻巧便携</li><li>一键拍摄</li></ul>'],
      ['zh', '经销商招募计划', '公告', '<p>全国范围招募经销商，详见经销商页面。</p>'],
      [
        'en',
        'Eight-lens Pro camera released',
        'Product',
        '<p>The new <strong>eight-lens</strong> Pro camera shoots 12288×6144.</p>',
      ],
      ['en', 'City museum goes 3D', 'Case', '<p>A whole museum captured in <em>3D</em> in two days.</p>'],
      [
        'en',
        'Cloud storage plans upgraded',
        'Notice',
        '<p>A 1T plan is now available; remaining time carries over on upgrade.</p>',
      ],
      [
        'en',
        'Meet us at the property expo',
        'Event',
        '<p>Try <a href="/coreProducts">every camera</a> at our booth.</p>',
      ],
      ['en', 'Minion camera on sale', 'Product', '<ul><li>Light</li><li>One-tap capture</li></ul>'],
      ['en', 'Become a distributor', 'Notice', '<p>We are looking for distributors worldwide.</p>'],
    ];
    await trx
      .insertInto('news')
      .values(
        newsItems.map(([locale, title, label, content], index) => ({
          locale,
          title,
          label,
          content,
          // A picture of its own, drawn by the server like the scenes' covers.
          cover: coverPathOf(`news-${title}`),
          summary: summaryOf(content),
          published_at: days(-(index % 6) * 20 - 1),
        })),
      )
      .execute();

    const industries: Record<number, [string, string]> = {
      0: ['其他空间', 'Other space'],
      1: ['城市博物馆', 'City museum'],
      2: ['样板间', 'Show flat'],
      3: ['品牌旗舰店', 'Flagship store'],
      4: ['主题餐厅', 'Theme restaurant'],
      5: ['温馨家居', 'Cosy home'],
    };
    const caseRows = [];
    for (const locale of ['zh', 'en'] as const) {
      for (let industry = 0; industry <= 5; industry += 1) {
        for (const [variant, cameraType] of [4, 4, 0].entries()) {
          const [zh, en] = industries[industry] ?? ['', ''];
          caseRows.push({
            locale,
            title: `${locale === 'zh' ? zh : en} ${variant + 1}`,
            industry_type: industry,
            camera_type: cameraType,
            // A view into the room the case's viewer shows (its panorama's style, handlers/content.ts).
            cover: viewPath(industry, (variant * 8 + industry * 3) % VIEW_HEADINGS),
            scene_url: `/show/case-${industry}-${variant}`,
            view_count: Math.floor(random() * 5000),
            recommend_rank: Math.floor(random() * 100),
            created_at: days(-Math.floor(random() * 500)),
          });
        }
      }
    }
    await trx.insertInto('cases').values(caseRows).execute();

    return { users: { demo: demo.id, second: second.id }, cameras, memberships, folders };
  });
}
