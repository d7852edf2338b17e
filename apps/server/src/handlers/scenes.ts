/**
 * Scene operations (tag `scenes`): the own, device and collaborative scene lists with paging, filters and keyword
 * search; counts; rename, delete and move. Also the capacity rule: `rearchiveScenesForCamera` archives the most
 * recently generated scenes of a camera while its storage is exceeded, and unseals them all once it is not.
 */
import { SCENE_STATUSES, canMoveScene, sceneDeleteBlockCode, scenesToArchive, type SceneStatus } from '@kankan/domain';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Handlers, RequestContext, Session } from '../context.ts';
import type { Database } from '../db/schema.ts';
import type { ScenesExtraTables } from '../db/schema-scenes-extra.ts';
import { ApiFailure } from '../envelope.ts';
import { effectiveCapacity, type CameraRow } from '../model/cameras.ts';
import { assertCleanTitle, likePattern } from './content.ts';
import { bodyOf, iso, NotYours, num, pageInfo, paging, sessionOf, type Schemas } from './common.ts';

/** Status codes of the `scenes.status` column (the contract's SceneStatus). */
export const SCENE_STATUS = { normal: 0, calculating: 1, failed: 2, archived: 3 } as const;

/** What the keyword of a search is matched against (the contract's KeywordType). */
export const KEYWORD_TYPE = { sceneName: 1, sceneNum: 2, camera: 3 } as const;

/** The domain's name of a status code. */
export function sceneStatusName(code: number): SceneStatus {
  const name = SCENE_STATUSES[code];
  if (!name) throw new Error(`unknown scene status ${code}`);
  return name;
}

/** Codes of this area. */
export const SceneCode = {
  /** The scene does not exist or does not belong to this account. */
  notYours: 5015,
  /** The scene is shared with the user (collaborator) or outside the device login's camera: no edit access. */
  noEditAccess: 5014,
  /** A calculating, failed or archived scene cannot be moved (the contract's moveScenes). */
  notActionable: 3002,
  /** A folder id of another account, of the other folder kind, or unknown. */
  folderNotYours: NotYours.record,
} as const;

// --- the list queries -------------------------------------------------------------------------------------------

/** The tables plus those of migration 0100_scenes_extra (the per-account scene counts). */
type SceneDb = Database & ScenesExtraTables;
type SceneEb = ExpressionBuilder<SceneDb, 'scenes'>;

const countsTable = new WeakMap<object, Promise<boolean>>();

/**
 * Whether `scene_counts` (migration 0100_scenes_extra) exists on this database, asked once per database. Without it
 * the lists count the account's scenes instead: slower for large accounts, the same answer.
 */
function hasSceneCounts(db: Kysely<Database>): Promise<boolean> {
  let ready = countsTable.get(db);
  if (!ready) {
    ready = sql<{ ok: boolean }>`select to_regclass('scene_counts') is not null as ok`
      .execute(db)
      .then((result) => result.rows[0]?.ok === true);
    countsTable.set(db, ready);
  }
  return ready;
}

/** Whose scenes a list shows: the account's own (limited to one camera for a device login) or those shared with it. */
export type SceneScope =
  { kind: 'own'; userId: number; cameraId: number | null } | { kind: 'cooperation'; userId: number };

export interface SceneFilters {
  /** `null`: the top level only; a number: that folder; absent: every folder. */
  folderId?: number | null | undefined;
  /** `true` when the folder filter can match nothing (a collaborator's own folder holds no shared scene). */
  none?: boolean;
  cameraId?: number | undefined;
  cameraType?: number | undefined;
  type?: number | undefined;
  status?: number | undefined;
  /** `true`: only scenes shared one by one with a collaborator; `false`: only those without one. */
  hasCollaborator?: boolean | undefined;
  oldOnly?: boolean;
  search?: { key: string; keywordType: number } | undefined;
}

function scopeCondition(eb: SceneEb, scope: SceneScope): Expression<SqlBool> {
  if (scope.kind === 'own') {
    const own = eb('scenes.user_id', '=', scope.userId);
    return scope.cameraId === null ? own : eb.and([own, eb('scenes.camera_id', '=', scope.cameraId)]);
  }
  // Shared one by one, or every scene the owner made with a camera shared as a whole.
  return eb.or([
    eb(
      'scenes.id',
      'in',
      eb
        .selectFrom('cooperations')
        .select('cooperations.scene_id')
        .where('cooperations.collaborator_id', '=', scope.userId)
        .where('cooperations.scene_id', 'is not', null),
    ),
    eb.exists(
      eb
        .selectFrom('cooperations')
        .select(sql<number>`1`.as('one'))
        .where('cooperations.collaborator_id', '=', scope.userId)
        .whereRef('cooperations.camera_id', '=', 'scenes.camera_id')
        .whereRef('cooperations.owner_id', '=', 'scenes.user_id'),
    ),
  ]);
}

function camerasWhere(eb: SceneEb, condition: (c: ExpressionBuilder<SceneDb, 'cameras'>) => Expression<SqlBool>) {
  return eb('scenes.camera_id', 'in', eb.selectFrom('cameras').select('cameras.id').where(condition));
}

function filterCondition(eb: SceneEb, filters: SceneFilters): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (filters.none) parts.push(sql<SqlBool>`false`);
  if (filters.folderId === null) parts.push(eb('scenes.folder_id', 'is', null));
  else if (filters.folderId !== undefined) parts.push(eb('scenes.folder_id', '=', filters.folderId));
  if (filters.cameraId !== undefined) parts.push(eb('scenes.camera_id', '=', filters.cameraId));
  if (filters.cameraType !== undefined) {
    const cameraType = filters.cameraType;
    parts.push(camerasWhere(eb, (c) => c('cameras.type', '=', cameraType)));
  }
  if (filters.type !== undefined) parts.push(eb('scenes.type', '=', filters.type));
  if (filters.status !== undefined) parts.push(eb('scenes.status', '=', filters.status));
  if (filters.hasCollaborator !== undefined) {
    // The same cooperation rows the list's `cooperationUser` comes from.
    const shared = eb.exists(
      eb
        .selectFrom('cooperations')
        .select(sql<number>`1`.as('one'))
        .whereRef('cooperations.scene_id', '=', 'scenes.id'),
    );
    parts.push(filters.hasCollaborator ? shared : eb.not(shared));
  }
  if (filters.oldOnly) parts.push(eb('scenes.is_old_mu', '=', true));
  if (filters.search) {
    const pattern = likePattern(filters.search.key);
    if (filters.search.keywordType === KEYWORD_TYPE.sceneName) parts.push(eb('scenes.name', 'ilike', pattern));
    else if (filters.search.keywordType === KEYWORD_TYPE.sceneNum) parts.push(eb('scenes.scene_num', 'ilike', pattern));
    else {
      parts.push(
        camerasWhere(eb, (c) =>
          c.or([c('cameras.child_name', 'ilike', pattern), c('cameras.sn_code', 'ilike', pattern)]),
        ),
      );
    }
  }
  return eb.and(parts);
}

function hasFilters(filters: SceneFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== false);
}

/** The address of a scene's viewer (share and embed). */
export function sceneUrl(publicOrigin: string, sceneNum: string): string {
  return `${publicOrigin}/show/${encodeURIComponent(sceneNum)}`;
}

/** The counts of a list as the database gives them (bigint and sums read as numbers or strings, empty sums null). */
interface CountsRow {
  total: number | string | null;
  list_total: number | string | null;
  scene_num: number | string | null;
}

/**
 * The three counts of an own list from `scene_counts`: a few rows per account instead of every scene. The matching
 * count comes from it too when the filters are only folder, camera and status; other filters count the scenes.
 */
function ownCountsFromTable(db: Kysely<SceneDb>, scope: Extract<SceneScope, { kind: 'own' }>, filters: SceneFilters) {
  const simple =
    filters.cameraType === undefined &&
    filters.type === undefined &&
    filters.hasCollaborator === undefined &&
    !filters.oldOnly &&
    filters.search === undefined;
  let query = db.selectFrom('scene_counts').where('scene_counts.user_id', '=', scope.userId);
  if (scope.cameraId !== null) query = query.where('scene_counts.camera_id', '=', scope.cameraId);
  return query.select((eb) => {
    const matching: Expression<SqlBool>[] = [];
    if (filters.none) matching.push(sql<SqlBool>`false`);
    if (filters.folderId !== undefined) matching.push(eb('scene_counts.folder_id', '=', filters.folderId ?? 0));
    if (filters.cameraId !== undefined) matching.push(eb('scene_counts.camera_id', '=', filters.cameraId));
    if (filters.status !== undefined) matching.push(eb('scene_counts.status', '=', filters.status));
    return [
      eb.fn.sum<number | string | null>('scene_counts.n').as('total'),
      simple
        ? eb.fn.sum<number | string | null>('scene_counts.n').filterWhere(eb.and(matching)).as('list_total')
        : eb
            .selectFrom('scenes')
            .select((inner) => inner.fn.countAll<number | string>().as('n'))
            .where((inner) => inner.and([scopeCondition(inner, scope), filterCondition(inner, filters)]))
            .as('list_total'),
      eb.fn
        .sum<number | string | null>('scene_counts.n')
        .filterWhere('scene_counts.status', 'in', [SCENE_STATUS.normal, SCENE_STATUS.calculating])
        .as('scene_num'),
    ];
  });
}

/**
 * One page of scenes with the counts of the contract's SceneListResult: `total` all scenes of the scope, `listTotal`
 * those matching the filters, `sceneNum` those counted against capacity (normal and calculating).
 *
 * One statement, so a list costs one round trip: the counts aggregate the scope once (the `user_id` indexes), and
 * the page takes the ids of one page first (newest first, LIMIT/OFFSET over the `(user_id, created_at)` index)
 * before joining cameras and looking up collaborators for those rows only.
 */
export async function sceneListPage(
  ctx: RequestContext,
  scope: SceneScope,
  filters: SceneFilters,
  request: { pageNum?: number | undefined; pageSize?: number | undefined },
): Promise<Schemas['SceneListResult']> {
  const page = paging(request);
  const db = ctx.db.withTables<ScenesExtraTables>();
  const counts =
    scope.kind === 'own' && (await hasSceneCounts(ctx.db))
      ? ownCountsFromTable(db, scope, filters).$castTo<CountsRow>().as('counts')
      : db
          .selectFrom('scenes')
          .where((eb) => scopeCondition(eb, scope))
          .select((eb) => [
            eb.fn.countAll<number | string>().as('total'),
            // Without filters the matching scenes are all of them: one aggregate less over the scope.
            hasFilters(filters)
              ? eb.fn
                  .countAll<number | string>()
                  .filterWhere((f) => filterCondition(f, filters))
                  .as('list_total')
              : eb.fn.countAll<number | string>().as('list_total'),
            eb.fn
              .countAll<number | string>()
              .filterWhere('scenes.status', 'in', [SCENE_STATUS.normal, SCENE_STATUS.calculating])
              .as('scene_num'),
          ])
          .$castTo<CountsRow>()
          .as('counts');
  const pageIds = db
    .selectFrom('scenes')
    .select(['scenes.id as page_id', 'scenes.created_at as page_created_at'])
    .where((eb) => eb.and([scopeCondition(eb, scope), filterCondition(eb, filters)]))
    .orderBy('scenes.created_at', 'desc')
    .orderBy('scenes.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset);
  const row = await db
    .selectFrom(counts)
    .select((eb) => [
      'counts.total',
      'counts.list_total',
      'counts.scene_num',
      jsonArrayFrom(
        eb
          .selectFrom(pageIds.as('page'))
          .innerJoin('scenes', 'scenes.id', 'page.page_id')
          .leftJoin('cameras', 'cameras.id', 'scenes.camera_id')
          .select((inner) => [
            'scenes.name',
            'scenes.scene_num',
            'scenes.view_count',
            'scenes.type',
            'scenes.created_at',
            'scenes.folder_id',
            'scenes.status',
            'scenes.is_old_mu',
            'scenes.is_set_data',
            'scenes.cover',
            'cameras.sn_code',
            'cameras.type as camera_type',
            scope.kind === 'own'
              ? inner
                  .selectFrom('cooperations')
                  .innerJoin('users', 'users.id', 'cooperations.collaborator_id')
                  .select('users.user_name')
                  .whereRef('cooperations.scene_id', '=', 'scenes.id')
                  .limit(1)
                  .as('cooperation_user')
              : inner
                  .selectFrom('users')
                  .select('users.user_name')
                  .whereRef('users.id', '=', 'scenes.user_id')
                  .as('cooperation_user'),
          ])
          .orderBy('page.page_created_at', 'desc')
          .orderBy('page.page_id', 'desc'),
      ).as('list'),
    ])
    .executeTakeFirstOrThrow();
  const listTotal = num(row.list_total);
  return {
    list: row.list.map((scene) => {
      const item: Schemas['Scene'] = {
        name: scene.name,
        sceneNum: scene.scene_num,
        sn: scene.sn_code ?? '',
        cooperationUser: scene.cooperation_user ?? null,
        viewCount: scene.view_count,
        type: scene.type as Schemas['SceneType'],
        createTime: iso(scene.created_at),
        // A collaborator does not see the owner's folders.
        folderId: scope.kind === 'own' ? scene.folder_id : null,
        status: scene.status as Schemas['SceneStatus'],
        isOldMu: scene.is_old_mu,
        isSetData: scene.is_set_data,
        cover: scene.cover,
        url: sceneUrl(ctx.services.publicOrigin, scene.scene_num),
      };
      if (scene.camera_type !== null) item.cameraType = scene.camera_type as Schemas['CameraType'];
      return item;
    }),
    total: num(row.total),
    listTotal,
    sceneNum: num(row.scene_num),
    pageInfo: pageInfo(page, listTotal),
  };
}

/** The own scope of a session: a device (camera-account) login sees only its camera's scenes. */
export function ownScope(session: Session): SceneScope {
  return { kind: 'own', userId: session.userId, cameraId: session.deviceLogin ? session.cameraId : null };
}

/** 6012 unless the camera is bound to the user. */
export async function assertOwnCamera(db: Kysely<Database>, userId: number, cameraId: number): Promise<void> {
  const camera = await db
    .selectFrom('cameras')
    .select('id')
    .where('id', '=', cameraId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!camera) throw new ApiFailure(NotYours.camera);
}

/** 3003 unless the folder is the user's and of the given kind. */
async function assertOwnFolder(db: Kysely<Database>, userId: number, folderId: number, type: number): Promise<void> {
  const folder = await db
    .selectFrom('folders')
    .select('id')
    .where('id', '=', folderId)
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .executeTakeFirst();
  if (!folder) throw new ApiFailure(SceneCode.folderNotYours);
}

const SCENE_FOLDER_TYPE = 0;

type ListBody = Schemas['SceneListRequest'];
type SearchBody = Schemas['SceneSearchRequest'];

async function ownListFilters(ctx: RequestContext, session: Session, body: ListBody): Promise<SceneFilters> {
  if (body.cameraId !== undefined) await assertOwnCamera(ctx.db, session.userId, body.cameraId);
  if (typeof body.folderId === 'number')
    await assertOwnFolder(ctx.db, session.userId, body.folderId, SCENE_FOLDER_TYPE);
  return {
    folderId: body.folderId,
    cameraId: body.cameraId,
    cameraType: body.cameraType,
    type: body.type,
    status: body.status,
    hasCollaborator: body.hasCollaborator,
  };
}

async function cooperationListFilters(ctx: RequestContext, session: Session, body: ListBody): Promise<SceneFilters> {
  // Shared scenes sit at a collaborator's top level: the top level (or no folder filter) shows them all, and one of
  // the collaborator's own folders holds none of them.
  let none = false;
  if (typeof body.folderId === 'number') {
    await assertOwnFolder(ctx.db, session.userId, body.folderId, SCENE_FOLDER_TYPE);
    none = true;
  }
  return { none, cameraId: body.cameraId, cameraType: body.cameraType, type: body.type, status: body.status };
}

async function ownList(ctx: RequestContext, extra: Partial<SceneFilters> = {}) {
  const session = sessionOf(ctx);
  const body = bodyOf<ListBody>(ctx);
  const filters = { ...(await ownListFilters(ctx, session, body)), ...extra };
  return sceneListPage(ctx, ownScope(session), filters, body);
}

async function cooperationList(ctx: RequestContext) {
  const session = sessionOf(ctx);
  const body = bodyOf<ListBody>(ctx);
  const filters = await cooperationListFilters(ctx, session, body);
  return sceneListPage(ctx, { kind: 'cooperation', userId: session.userId }, filters, body);
}

async function search(ctx: RequestContext, kind: SceneScope['kind']) {
  const session = sessionOf(ctx);
  const body = bodyOf<SearchBody>(ctx);
  const key = body.searchKey.trim();
  if (key === '') throw new ApiFailure(3001);
  const scope: SceneScope = kind === 'own' ? ownScope(session) : { kind, userId: session.userId };
  const filters: SceneFilters = { search: { key, keywordType: body.keywordType } };
  // The collaborator filter narrows the own scenes only (the collaborative search lists what is shared with me).
  if (kind === 'own') filters.hasCollaborator = body.hasCollaborator;
  return sceneListPage(ctx, scope, filters, body);
}

// --- changes ----------------------------------------------------------------------------------------------------

export interface SceneRow {
  id: number;
  scene_num: string;
  user_id: number;
  camera_id: number | null;
  status: number;
}

/**
 * The scenes named, locked for update, each checked to be changeable by this session: 5015 for an unknown scene or
 * another account's, 5014 for one only shared with the user or (device login) made with another camera.
 */
export async function lockOwnScenes(trx: Kysely<Database>, session: Session, sceneNums: readonly string[]) {
  const unique = [...new Set(sceneNums)];
  const rows: SceneRow[] = await trx
    .selectFrom('scenes')
    .select(['id', 'scene_num', 'user_id', 'camera_id', 'status'])
    .where('scene_num', 'in', unique)
    .orderBy('id')
    .forUpdate()
    .execute();
  const byNum = new Map(rows.map((row) => [row.scene_num, row]));
  for (const sceneNum of unique) {
    const row = byNum.get(sceneNum);
    if (!row) throw new ApiFailure(SceneCode.notYours);
    if (row.user_id !== session.userId) {
      const shared = await trx
        .selectFrom('cooperations')
        .select('id')
        .where('collaborator_id', '=', session.userId)
        .where((eb) =>
          eb.or([
            eb('scene_id', '=', row.id),
            eb.and([eb('camera_id', '=', row.camera_id), eb('owner_id', '=', row.user_id)]),
          ]),
        )
        .executeTakeFirst();
      throw new ApiFailure(shared ? SceneCode.noEditAccess : SceneCode.notYours);
    }
    if (session.deviceLogin && session.cameraId !== null && row.camera_id !== session.cameraId) {
      throw new ApiFailure(SceneCode.noEditAccess);
    }
  }
  return unique.map((sceneNum) => byNum.get(sceneNum) as SceneRow);
}

/** Runs `work` in a transaction, or directly when `db` already is one. */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface RearchiveResult {
  /** Scene codes archived by this call, in archiving order (most recently generated first). */
  archived: string[];
  /** Scene codes unsealed by this call. */
  unsealed: string[];
}

/**
 * The storage a camera may use: unlimited with a valid membership authorised to it, otherwise its running plan or
 * the base capacity (`effectiveCapacity` of the camera model, so the camera list and archiving agree).
 */
export async function cameraCapacityBytes(db: Kysely<Database>, camera: CameraRow, now: Date): Promise<number> {
  const membership = await db
    .selectFrom('memberships')
    .select('id')
    .where('camera_id', '=', camera.id)
    .where('expiry_time', '>', now)
    .executeTakeFirst();
  if (membership) return Infinity;
  return effectiveCapacity(camera, now).bytes;
}

/**
 * Applies the capacity rule to one camera's scenes (spec section 4). When all of its scene data (archived included)
 * fits the capacity, every archived scene is unsealed. Otherwise normal scenes are archived, the most recently
 * generated first, until what stays (normal, calculating and failed) fits; archived scenes stay archived.
 *
 * Call it whenever the capacity or the scenes of a camera change: a plan bought, upgraded or expired, a membership
 * authorised or deauthorised, a scene uploaded or deleted. Runs in its own transaction unless given one; the camera
 * row is locked so two calls for one camera do not interleave. The capacity is the camera model's
 * (`effectiveCapacity`, unlimited with a valid membership). Archived scenes stay sealed until all data fits
 * (spec section 4); calculating and failed scenes count towards the usage. Payments and memberships call it too.
 */
export async function rearchiveScenesForCamera(
  db: Kysely<Database>,
  cameraId: number,
  now: Date = new Date(),
): Promise<RearchiveResult> {
  return inTransaction(db, async (trx) => {
    const camera = await trx
      .selectFrom('cameras')
      .selectAll()
      .where('id', '=', cameraId)
      .forUpdate()
      .executeTakeFirst();
    if (!camera) return { archived: [], unsealed: [] };
    const capacity = await cameraCapacityBytes(trx, camera, now);
    const scenes = await trx
      .selectFrom('scenes')
      .select(['id', 'scene_num', 'status', 'size_bytes', 'created_at', 'generated_at'])
      .where('camera_id', '=', cameraId)
      .orderBy('id', 'desc')
      .forUpdate()
      .execute();
    const all = scenes.reduce((total, scene) => total + num(scene.size_bytes), 0);
    const archivedNow = scenes.filter((scene) => scene.status === SCENE_STATUS.archived);

    if (all <= capacity) {
      if (archivedNow.length === 0) return { archived: [], unsealed: [] };
      await trx
        .updateTable('scenes')
        .set({ status: SCENE_STATUS.normal, archived_at: null })
        .where(
          'id',
          'in',
          archivedNow.map((scene) => scene.id),
        )
        .execute();
      return { archived: [], unsealed: archivedNow.map((scene) => scene.scene_num) };
    }

    const normal = scenes
      .filter((scene) => scene.status === SCENE_STATUS.normal)
      .map((scene) => ({
        id: scene.id,
        sceneNum: scene.scene_num,
        createdAt: new Date(scene.generated_at ?? scene.created_at),
        size: num(scene.size_bytes),
      }));
    const otherActive = scenes
      .filter((scene) => scene.status === SCENE_STATUS.calculating || scene.status === SCENE_STATUS.failed)
      .reduce((total, scene) => total + num(scene.size_bytes), 0);
    const toArchive = scenesToArchive(normal, capacity - otherActive);
    if (toArchive.length > 0) {
      await trx
        .updateTable('scenes')
        .set({ status: SCENE_STATUS.archived, archived_at: now })
        .where(
          'id',
          'in',
          toArchive.map((scene) => scene.id),
        )
        .execute();
    }
    return { archived: toArchive.map((scene) => scene.sceneNum), unsealed: [] };
  });
}

type RenameBody = Schemas['SceneRenameRequest'];
type NumsBody = Schemas['SceneNumsRequest'];
type MoveBody = Schemas['SceneMoveRequest'];

export const sceneHandlers: Handlers = {
  async listDeviceScenes(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<ListBody>(ctx);
    if (session.deviceLogin && session.cameraId !== null) {
      // A camera account sees its own camera only.
      if (body.cameraId !== undefined && body.cameraId !== session.cameraId) throw new ApiFailure(NotYours.camera);
      const filters = await ownListFilters(ctx, session, { ...body, cameraId: undefined });
      return sceneListPage(ctx, ownScope(session), filters, body);
    }
    return ownList(ctx);
  },

  listScenes: (ctx) => ownList(ctx),
  getOnlySceneList: (ctx) => ownList(ctx),
  getOldSceneList: (ctx) => ownList(ctx, { oldOnly: true }),
  listCooperationScenes: (ctx) => cooperationList(ctx),
  getOnlyCooperationSceneList: (ctx) => cooperationList(ctx),
  searchScenes: (ctx) => search(ctx, 'own'),
  searchCooperationScenes: (ctx) => search(ctx, 'cooperation'),

  async getSceneNumber(ctx) {
    const session = sessionOf(ctx);
    const count = (scope: SceneScope) =>
      ctx.db
        .withTables<ScenesExtraTables>()
        .selectFrom('scenes')
        .where((eb) => scopeCondition(eb, scope))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
    const [own, shared] = await Promise.all([
      count(ownScope(session)),
      count({ kind: 'cooperation', userId: session.userId }),
    ]);
    return { sceneNum: num(own.n), cooperationSceneNum: num(shared.n) } satisfies Schemas['SceneNumber'];
  },

  async renameScene(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<RenameBody>(ctx);
    const name = body.name.trim();
    if (name === '') throw new ApiFailure(3001);
    assertCleanTitle(name);
    await inTransaction(ctx.db, async (trx) => {
      const [scene] = await lockOwnScenes(trx, session, [body.sceneNum]);
      // An archived (sealed) scene cannot be edited until it is unsealed.
      if (!scene || scene.status === SCENE_STATUS.archived) throw new ApiFailure(SceneCode.noEditAccess);
      await trx.updateTable('scenes').set({ name }).where('id', '=', scene.id).execute();
    });
    return null;
  },

  async deleteScenes(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<NumsBody>(ctx);
    const now = ctx.services.now();
    await inTransaction(ctx.db, async (trx) => {
      const scenes = await lockOwnScenes(trx, session, body.sceneNums);
      for (const scene of scenes) {
        const blocked = sceneDeleteBlockCode(sceneStatusName(scene.status));
        if (blocked !== null) throw new ApiFailure(blocked);
      }
      await trx
        .deleteFrom('scenes')
        .where(
          'id',
          'in',
          scenes.map((scene) => scene.id),
        )
        .execute();
      // Deleting frees storage: the camera's archived scenes are unsealed when everything now fits.
      const cameras = new Set(scenes.flatMap((scene) => (scene.camera_id === null ? [] : [scene.camera_id])));
      for (const cameraId of [...cameras].sort((a, b) => a - b)) await rearchiveScenesForCamera(trx, cameraId, now);
    });
    return null;
  },

  async moveScenes(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<MoveBody>(ctx);
    await inTransaction(ctx.db, async (trx) => {
      if (body.folderId !== null) await assertOwnFolder(trx, session.userId, body.folderId, SCENE_FOLDER_TYPE);
      const scenes = await lockOwnScenes(trx, session, body.sceneNums);
      if (scenes.some((scene) => !canMoveScene(sceneStatusName(scene.status)))) {
        throw new ApiFailure(SceneCode.notActionable);
      }
      await trx
        .updateTable('scenes')
        .set({ folder_id: body.folderId })
        .where(
          'id',
          'in',
          scenes.map((scene) => scene.id),
        )
        .execute();
    });
    return null;
  },
};
