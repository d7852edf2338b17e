import { describe, expect, it } from 'vitest';
import {
  validateAvatarFile,
  imageTypeOfBytes,
  validateCooperation,
  validateCustomerMessage,
  validateFolderName,
  validateSerialBatch,
} from './forms.ts';

describe('validateFolderName (not empty, max 12)', () => {
  it('accepts 12 and refuses 13 characters', () => {
    expect(validateFolderName('文件夹文件夹文件夹文件夹')).toBeNull();
    expect(validateFolderName('a'.repeat(12))).toBeNull();
    expect(validateFolderName('a'.repeat(13))).toBe('folderNameTooLong');
  });

  it('refuses control and direction-changing characters', () => {
    expect(validateFolderName('doc\u202Efdp')).toBe('folderNameChars');
    expect(validateFolderName('a\u0000b')).toBe('folderNameChars');
    expect(validateFolderName('项目\u200B')).toBe('folderNameChars');
    expect(validateFolderName('项目 2026')).toBeNull();
  });

  it('refuses an empty name', () => {
    expect(validateFolderName('')).toBe('folderNameRequired');
    expect(validateFolderName('  ')).toBe('folderNameRequired');
  });
});

describe('validateSerialBatch (no empty, no repeats, at most 10)', () => {
  const serials = (n: number) => Array.from({ length: n }, (_, i) => `SN${String(i).padStart(4, '0')}`);

  it('accepts 10 and refuses 11', () => {
    expect(validateSerialBatch(serials(10))).toEqual({ valid: true, batch: null, rows: Array(10).fill(null) });
    const eleven = validateSerialBatch(serials(11));
    expect(eleven.valid).toBe(false);
    expect(eleven.batch).toBe('serialTooMany');
  });

  it('reports which rows are blank or repeated', () => {
    const result = validateSerialBatch(['SN1', '', 'sn1 ', 'SN2', 'SN2']);
    expect(result.valid).toBe(false);
    expect(result.batch).toBeNull();
    expect(result.rows).toEqual([null, 'serialRequired', 'serialDuplicate', null, 'serialDuplicate']);
  });

  it('needs at least one serial', () => {
    expect(validateSerialBatch([])).toEqual({ valid: false, batch: 'serialRequired', rows: [] });
  });
});

describe('validateAvatarFile (JPG or PNG, under 1 MB)', () => {
  const MB = 1024 * 1024;

  it('accepts just under 1 MB and refuses exactly 1 MB', () => {
    expect(validateAvatarFile({ name: 'a.jpg', type: 'image/jpeg', size: MB - 1 })).toBeNull();
    expect(validateAvatarFile({ name: 'a.png', type: 'image/png', size: MB })).toBe('avatarTooLarge');
  });

  it('refuses other types, and falls back to the extension without a MIME type', () => {
    expect(validateAvatarFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('avatarType');
    expect(validateAvatarFile({ name: 'a.webp', type: 'image/webp', size: 10 })).toBe('avatarType');
    expect(validateAvatarFile({ name: 'A.JPEG', type: '', size: 10 })).toBeNull();
    expect(validateAvatarFile({ name: 'a.bmp', type: '', size: 10 })).toBe('avatarType');
  });
});

describe("validateSerialBatch: the contract's serial numbers", () => {
  it('refuses a 200-character serial and one with other characters, at their rows', () => {
    const result = validateSerialBatch(['KK8L20240917', 'K'.repeat(200), 'KK 8L/2024']);
    expect(result.valid).toBe(false);
    expect(result.rows).toEqual([null, 'serialTooLong', 'serialInvalid']);
    expect(validateSerialBatch(['K'.repeat(64)]).valid).toBe(true);
  });
});

describe('validateCustomerMessage', () => {
  it("refuses a message over the contract's 500 characters at its field", () => {
    expect(validateCustomerMessage({ content: '留'.repeat(500), contact: '13812345678' })).toEqual({});
    expect(validateCustomerMessage({ content: '留'.repeat(501), contact: '13812345678' })).toEqual({
      content: 'messageTooLong',
    });
  });

  it('needs both fields and a valid contact', () => {
    expect(validateCustomerMessage({ content: '想了解 Pro', contact: '13812345678' })).toEqual({});
    expect(validateCustomerMessage({ content: '', contact: '' })).toEqual({
      content: 'messageRequired',
      contact: 'contactRequired',
    });
    expect(validateCustomerMessage({ content: 'hi', contact: 'wechat me' })).toEqual({ contact: 'contactInvalid' });
  });
});

describe('validateCooperation', () => {
  it('needs a user name that is not your own and one permission', () => {
    expect(validateCooperation({ userName: 'zhang', resourceIds: [1] }, 'li')).toEqual({});
    expect(validateCooperation({ userName: ' ', resourceIds: [] }, 'li')).toEqual({
      userName: 'cooperationUserRequired',
      resourceIds: 'permissionRequired',
    });
    expect(validateCooperation({ userName: ' Li ', resourceIds: ['3'] }, 'li')).toEqual({ userName: 'selfAssign' });
  });
});

describe('imageTypeOfBytes (what a file really is, by its first bytes)', () => {
  it('knows PNG and JPG', () => {
    expect(imageTypeOfBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOfBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('refuses text renamed .png, a cut-off signature and an empty file', () => {
    expect(imageTypeOfBytes(new TextEncoder().encode('hello, not a picture'))).toBeNull();
    expect(imageTypeOfBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(imageTypeOfBytes(new Uint8Array())).toBeNull();
  });
});
