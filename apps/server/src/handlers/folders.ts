/**
 * Folder operations (tag `folders`): a tree per account and kind (0 scene folders, 1 download folders). Names are
 * 1-12 characters after trimming; under one parent a download folder's name may not repeat (5030). Deleting a
 * folder deletes its sub-folders; the scenes in them go back to the top level (the foreign key sets them null).
 */
import { validateFolderName } from '@kankan/domain';
import type { Kysely } from 'kysely';
import type { Handlers } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { ApiFailure } from '../envelope.ts';
import { assertDeviceMayChangeFolder } from '../security/deviceLogin.ts';
import { bodyOf, NotYours, sessionOf, type Schemas } from './common.ts';
import { likePattern } from './content.ts';
import { inTransaction } from './scenes.ts';

export const FOLDER_TYPE = { scenes: 0, downloads: 1 } as const;

export const FolderCode = {
  /** A folder id that is unknown, another account's, or (as a parent) of the other kind. */
  notYours: NotYours.record,
  /** A blank name. */
  nameRequired: 3001,
  /** A move that would put a folder under itself or one of its sub-folders. */
  cycle: 3002,
  /** The name is already used under this parent of the download folders. */
  repeatedName: 5030,
} as const;

interface FolderRow {
  id: number;
  name: string;
  parent_id: number | null;
  type: number;
}

type Folder = Schemas['Folder'];

function checkedName(raw: string): string {
  const reason = validateFolderName(raw);
  if (reason === 'folderNameRequired') throw new ApiFailure(FolderCode.nameRequired);
  if (reason !== null) throw new ApiFailure(3002);
  return raw.trim();
}

/** Serialises the folder changes of one account (name checks and moves), on PostgreSQL and PGlite alike. */
async function lockAccount(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

async function foldersOf(db: Kysely<Database>, userId: number, type: number): Promise<FolderRow[]> {
  return db
    .selectFrom('folders')
    .select(['id', 'name', 'parent_id', 'type'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

async function ownFolder(db: Kysely<Database>, userId: number, id: number): Promise<FolderRow> {
  const folder = await db
    .selectFrom('folders')
    .select(['id', 'name', 'parent_id', 'type'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!folder) throw new ApiFailure(FolderCode.notYours);
  return folder;
}

/** 5030 when a download folder named `name` (ignoring case) already sits under `parentId`. */
async function assertNameFree(
  db: Kysely<Database>,
  userId: number,
  type: number,
  parentId: number | null,
  name: string,
  exceptId: number | null,
): Promise<void> {
  if (type !== FOLDER_TYPE.downloads) return;
  let query = db
    .selectFrom('folders')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  query = parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw new ApiFailure(FolderCode.repeatedName);
}

/** Folders as trees: `roots` (in order) with their sub-folders. A folder whose parent is not listed is a root. */
export function buildTrees(rows: readonly FolderRow[], roots: readonly FolderRow[] | null = null): Folder[] {
  const nodes = new Map<number, Folder>();
  for (const row of rows) {
    nodes.set(row.id, { id: row.id, name: row.name, parentId: row.parent_id, type: row.type as 0 | 1, children: [] });
  }
  const top: Folder[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as Folder;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else top.push(node);
  }
  return roots === null ? top : roots.map((root) => nodes.get(root.id) as Folder);
}

type SaveBody = Schemas['FolderSaveRequest'];
type TypeBody = Schemas['FolderTypeRequest'];
type MoveBody = Schemas['FolderMoveRequest'];
type IdBody = Schemas['IdRequest'];
type FindBody = Schemas['FolderFindRequest'];
type UpdateBody = Schemas['FolderUpdateRequest'];

export const folderHandlers: Handlers = {
  async saveFolder(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<SaveBody>(ctx);
    const name = checkedName(body.name);
    const parentId = body.parentId ?? null;
    const row = await inTransaction(ctx.db, async (trx) => {
      await lockAccount(trx, session.userId);
      if (parentId !== null) {
        const parent = await ownFolder(trx, session.userId, parentId);
        if (parent.type !== body.type) throw new ApiFailure(FolderCode.notYours);
      }
      await assertNameFree(trx, session.userId, body.type, parentId, name, null);
      return trx
        .insertInto('folders')
        .values({ user_id: session.userId, parent_id: parentId, name, type: body.type })
        .returning(['id', 'name', 'parent_id', 'type'])
        .executeTakeFirstOrThrow();
    });
    return buildTrees([row])[0];
  },

  async getFolderTree(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<TypeBody>(ctx);
    return buildTrees(await foldersOf(ctx.db, session.userId, body.type));
  },

  async moveFolder(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<MoveBody>(ctx);
    await inTransaction(ctx.db, async (trx) => {
      await lockAccount(trx, session.userId);
      const folder = await ownFolder(trx, session.userId, body.id);
      await assertDeviceMayChangeFolder(trx, session, folder.id);
      if (body.parentId !== null) {
        const all = await foldersOf(trx, session.userId, folder.type);
        const byId = new Map(all.map((row) => [row.id, row]));
        if (!byId.has(body.parentId)) throw new ApiFailure(FolderCode.notYours);
        // The new parent may not be the folder itself or one of its sub-folders.
        for (let at = byId.get(body.parentId); at; at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
          if (at.id === folder.id) throw new ApiFailure(FolderCode.cycle);
        }
      }
      await assertNameFree(trx, session.userId, folder.type, body.parentId, folder.name, folder.id);
      await trx.updateTable('folders').set({ parent_id: body.parentId }).where('id', '=', folder.id).execute();
    });
    return null;
  },

  async deleteFolder(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<IdBody>(ctx);
    await inTransaction(ctx.db, async (trx) => {
      await lockAccount(trx, session.userId);
      const folder = await ownFolder(trx, session.userId, body.id);
      await assertDeviceMayChangeFolder(trx, session, folder.id);
      await trx.deleteFrom('folders').where('id', '=', folder.id).execute();
    });
    return null;
  },

  async findFoldersByName(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<FindBody>(ctx);
    const text = body.name.trim();
    if (text === '') throw new ApiFailure(FolderCode.nameRequired);
    const all = await foldersOf(ctx.db, session.userId, body.type);
    const matched = await ctx.db
      .selectFrom('folders')
      .select(['id', 'name', 'parent_id', 'type'])
      .where('user_id', '=', session.userId)
      .where('type', '=', body.type)
      .where('name', 'ilike', likePattern(text))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return buildTrees(all, matched);
  },

  async updateFolder(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<UpdateBody>(ctx);
    const name = checkedName(body.name);
    await inTransaction(ctx.db, async (trx) => {
      await lockAccount(trx, session.userId);
      const folder = await ownFolder(trx, session.userId, body.id);
      await assertDeviceMayChangeFolder(trx, session, folder.id);
      await assertNameFree(trx, session.userId, folder.type, folder.parent_id, name, folder.id);
      await trx.updateTable('folders').set({ name }).where('id', '=', folder.id).execute();
    });
    return null;
  },
};
