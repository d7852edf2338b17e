/**
 * Avatar addresses. An avatar is fetched by an `<img>`, which sends no token, so its address itself must be
 * unguessable: the file id plus 128 random bits, kept only in the owner's `users.head`. An address is served only
 * when it is exactly the one recorded there, so counting through ids finds nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

const AVATAR_PATH = '/media/head/';
const fileNamePattern = /^(\d{1,10})-[0-9a-f]{32}\.(png|jpg)$/;

/** The path of a new avatar file: `/media/head/<id>-<32 random hex>.<png|jpg>`. */
export function newAvatarPath(fileId: number, mimeType: string): string {
  return `${AVATAR_PATH}${fileId}-${randomBytes(16).toString('hex')}.${mimeType === 'image/png' ? 'png' : 'jpg'}`;
}

/** The avatar at `/media/head/<fileName>`, or undefined unless that is its owner's current address. */
export async function findAvatar(
  db: Db,
  fileName: string,
): Promise<{ mime_type: string; data: Uint8Array } | undefined> {
  const id = Number(fileNamePattern.exec(fileName)?.[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return undefined;
  const row = await db
    .selectFrom('user_files')
    .innerJoin('users', 'users.id', 'user_files.user_id')
    .select(['user_files.mime_type', 'user_files.data', 'users.head'])
    .where('user_files.id', '=', id)
    .where('user_files.kind', '=', 'head')
    .executeTakeFirst();
  if (!row?.head?.endsWith(AVATAR_PATH + fileName)) return undefined;
  return { mime_type: row.mime_type, data: row.data };
}
