/**
 * Scene operations (tag `scenes`): the own, device and collaborative scene lists with paging, filters and keyword
 * search; counts; rename, delete and move. Also the capacity rule: `rearchiveScenesForCamera` archives the most
 * recently generated scenes of a camera while its storage is exceeded, and unseals them all once it is not.
 */
import {
  BASE_CAPACITY_GB,
  CAMERA_TYPE,
  LITE_CAPACITY_GB,
  SCENE_STATUSES,
  canMoveScene,
  sceneDeleteBlockCode,
  scenesToArchive,
  type SceneStatus,
} from '@kankan/domain';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Handlers, RequestContext, Session } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { ApiFailure } from '../envelope.ts';
import { assertCleanTitle, likePattern } from './content.ts';
import { bodyOf, GB, iso, NotYours, num, pageInfo, paging, sessionOf, type Schemas } from './common.ts';

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

type SceneEb = ExpressionBuilder<Database, 'scenes'>;

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

function camerasWhere(eb: SceneEb, condition: (c: ExpressionBuilder<Database, 'cameras'>) => Expression<SqlBool>) {
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

/** The address of a scene's viewer (share and embed). */
export function sceneUrl(publicOrigin: string, sceneNum: string): string {
  return `${publicOrigin}/show/${encodeURIComponent(sceneNum)}`;
}

/**
 * One page of scenes with the counts of the contract's SceneListResult: `total` all scenes of the scope, `listTotal`
 * those matching the filters, `sceneNum` those counted against capacity (normal and calculating). Two queries: one
 * aggregate over the scope (index `scenes_user_created` for own scenes) and one page ordered newest first.
 */
export async function sceneListPage(
  ctx: RequestContext,
  scope: SceneScope,
  filters: SceneFilters,
  request: { pageNum?: number | undefined; pageSize?: number | undefined },
): Promise<Schemas['SceneListResult']> {
  const page = paging(request);
  const { db } = ctx;
  const counts = db
    .selectFrom('scenes')
    .where((eb) => scopeCondition(eb, scope))
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn
        .countAll<number | string>()
        .filterWhere((f) => filterCondition(f, filters))
        .as('list_total'),
      eb.fn
        .countAll<number | string>()
        .filterWhere('scenes.status', 'in', [SCENE_STATUS.normal, SCENE_STATUS.calculating])
        .as('scene_num'),
    ])
    .executeTakeFirstOrThrow();
  const rows = db
    .selectFrom('scenes')
    .leftJoin('cameras', 'cameras.id', 'scenes.camera_id')
    .where((eb) => eb.and([scopeCondition(eb, scope), filterCondition(eb, filters)]))
    .select((eb) => [
      'scenes.id',
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
        ? eb
            .selectFrom('cooperations')
            .innerJoin('users', 'users.id', 'cooperations.collaborator_id')
            .select('users.user_name')
            .whereRef('cooperations.scene_id', '=', 'scenes.id')
            .limit(1)
            .as('cooperation_user')
        : eb
            .selectFrom('users')
            .select('users.user_name')
            .whereRef('users.id', '=', 'scenes.user_id')
            .as('cooperation_user'),
    ])
    .orderBy('scenes.created_at', 'desc')
    .orderBy('scenes.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  const [count, list] = await Promise.all([counts, rows]);
  const listTotal = num(count.list_total);
  return {
    list: list.map((row) => {
      const scene: Schemas['Scene'] = {
        name: row.name,
        sceneNum: row.scene_num,
        sn: row.sn_code ?? '',
        cooperationUser: row.cooperation_user ?? null,
        viewCount: row.view_count,
        type: row.type as Schemas['SceneType'],
        createTime: iso(row.created_at),
        // A collaborator does not see the owner's folders.
        folderId: scope.kind === 'own' ? row.folder_id : null,
        status: row.status as Schemas['SceneStatus'],
        isOldMu: row.is_old_mu,
        isSetData: row.is_set_data,
        cover: row.cover,
        url: sceneUrl(ctx.services.publicOrigin, row.scene_num),
      };
      if (row.camera_type !== null) scene.cameraType = row.camera_type as Schemas['CameraType'];
      return scene;
    }),
    total: num(count.total),
    listTotal,
    sceneNum: num(count.scene_num),
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
  return sceneListPage(ctx, scope, { search: { key, keywordType: body.keywordType } }, body);
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

/** The storage a camera may use: unlimited with an active membership, the base capacity once a plan has expired. */
async function cameraCapacityBytes(
  db: Kysely<Database>,
  camera: { id: number; type: number; total_bytes: number | string; expiry_time: Date | null },
  now: Date,
): Promise<number> {
  const membership = await db
    .selectFrom('memberships')
    .select('id')
    .where('camera_id', '=', camera.id)
    .where('expiry_time', '>', now)
    .executeTakeFirst();
  if (membership) return Infinity;
  if (camera.expiry_time !== null && new Date(camera.expiry_time).getTime() <= now.getTime()) {
    return (camera.type === CAMERA_TYPE.lite ? LITE_CAPACITY_GB : BASE_CAPACITY_GB) * GB;
  }
  return num(camera.total_bytes);
}

/**
 * Applies the capacity rule to one camera's scenes (spec section 4). When all of its scene data (archived included)
 * fits the capacity, every archived scene is unsealed. Otherwise normal scenes are archived, the most recently
 * generated first, until what stays (normal, calculating and failed) fits; archived scenes stay archived.
 *
 * Call it whenever the capacity or the scenes of a camera change: a plan bought, upgraded or expired, a membership
 * authorised or deauthorised, a scene uploaded or deleted. Runs in its own transaction unless given one; the camera
 * row is locked so two calls for one camera do not interleave.
 */
export async function rearchiveScenesForCamera(
  db: Kysely<Database>,
  cameraId: number,
  now: Date = new Date(),
): Promise<RearchiveResult> {
  return inTransaction(db, async (trx) => {
    const camera = await trx
      .selectFrom('cameras')
      .select(['id', 'type', 'total_bytes', 'expiry_time'])
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
