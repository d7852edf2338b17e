import {
  AVATAR,
  BIND_BATCH_MAX,
  CUSTOMER_MESSAGE_MAX,
  FOLDER_NAME_MAX,
  SERIAL_NUMBER_MAX,
} from '../constants/limits.ts';
import { validateContact } from './contact.ts';
import type { ValidationReason } from './reasons.ts';
import { charCount, compactErrors, hasUnsafeNameCharacters, isBlank, type FieldErrors } from './text.ts';

/** Folder name: not blank, at most 12 characters (after trimming), no control or direction-changing characters. */
export function validateFolderName(name: string): ValidationReason | null {
  const value = name.trim();
  if (value === '') return 'folderNameRequired';
  if (charCount(value) > FOLDER_NAME_MAX) return 'folderNameTooLong';
  return hasUnsafeNameCharacters(value) ? 'folderNameChars' : null;
}

export interface SerialBatchResult {
  valid: boolean;
  /** A problem of the whole batch: none entered (`serialRequired`) or more than 10 (`serialTooMany`). */
  batch: ValidationReason | null;
  /** One entry per input row: `serialRequired` for a blank row, `serialDuplicate` for a repeat of an earlier row. */
  rows: (ValidationReason | null)[];
}

/**
 * Serial numbers to bind in one go: at least one, at most 10, none blank, each at most 64 letters, digits, `-` or
 * `_` (the contract's), no repeats. Serials are compared trimmed
 * and case-insensitively; the first occurrence is fine, each later one is the duplicate.
 */
export function validateSerialBatch(serials: readonly string[]): SerialBatchResult {
  const seen = new Set<string>();
  const rows = serials.map((serial): ValidationReason | null => {
    if (isBlank(serial)) return 'serialRequired';
    if (charCount(serial.trim()) > SERIAL_NUMBER_MAX) return 'serialTooLong';
    if (!/^[A-Za-z0-9_-]+$/.test(serial.trim())) return 'serialInvalid';
    const key = serial.trim().toUpperCase();
    if (seen.has(key)) return 'serialDuplicate';
    seen.add(key);
    return null;
  });
  const batch: ValidationReason | null =
    serials.length === 0 ? 'serialRequired' : serials.length > BIND_BATCH_MAX ? 'serialTooMany' : null;
  return { valid: batch === null && rows.every((row) => row === null), batch, rows };
}

/** The part of a File an avatar check needs (a browser `File` fits). */
export interface FileLike {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/**
 * Avatar or image upload: JPG or PNG (by MIME type, or by extension when the browser gives no type) and under 1 MB
 * (a file of exactly 1 MB is refused).
 */
export function validateAvatarFile(file: FileLike): ValidationReason | null {
  const mime = file.type.toLowerCase();
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk =
    mime === ''
      ? (AVATAR.extensions as readonly string[]).includes(extension)
      : (AVATAR.mimeTypes as readonly string[]).includes(mime);
  if (!typeOk) return 'avatarType';
  return file.size >= AVATAR.maxBytes ? 'avatarTooLarge' : null;
}

/** The image types whose first bytes are known here: what an upload really is, whatever its name or declared type. */
export type SniffedImageType = 'image/jpeg' | 'image/png';

/** Bytes a file must start with to be read as each known image type. */
export const IMAGE_SIGNATURE_BYTES = 8;

/** JPG or PNG by a file's first bytes (at least `IMAGE_SIGNATURE_BYTES` of them), else null. */
export function imageTypeOfBytes(bytes: Uint8Array): SniffedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  return null;
}

export interface CustomerMessageFields {
  content: string;
  contact: string;
}

/**
 * Customer message: both fields needed; the message at most 500 characters (trimmed); contact must be an e-mail, a
 * phone or a landline.
 */
export function validateCustomerMessage(fields: CustomerMessageFields): FieldErrors<keyof CustomerMessageFields> {
  return compactErrors({
    content: isBlank(fields.content)
      ? 'messageRequired'
      : charCount(fields.content.trim()) > CUSTOMER_MESSAGE_MAX
        ? 'messageTooLong'
        : null,
    contact: validateContact(fields.contact),
  });
}

export interface CooperationFields {
  /** The collaborator's user name. */
  userName: string;
  /** Ticked permission resource ids. */
  resourceIds: readonly (string | number)[];
}

/**
 * Inviting a collaborator: user name required and not the owner's own (compared trimmed, case-insensitively),
 * at least one permission ticked.
 */
export function validateCooperation(
  fields: CooperationFields,
  ownUserName: string | null | undefined,
): FieldErrors<'userName' | 'resourceIds'> {
  const userName = fields.userName.trim();
  const self = ownUserName != null && userName.toLowerCase() === ownUserName.trim().toLowerCase();
  return compactErrors({
    userName: userName === '' ? 'cooperationUserRequired' : self ? 'selfAssign' : null,
    resourceIds: fields.resourceIds.length === 0 ? 'permissionRequired' : null,
  });
}
