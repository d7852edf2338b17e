import { VALIDATION_REASONS } from '@kankan/domain';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../instance.ts';
import { type Locale } from '../locale.ts';
import { clientMessage, clientMessageNumbers, clientMessages, type ClientMessageId } from './client.ts';
import { CLIENT_FAILURE_CODE } from './failureCode.ts';
import { messageForCode, serverErrorCodes } from './server.ts';
import { messageForReason } from './validation.ts';

const han = /\p{Script=Han}/u;

async function inBoth<T>(read: () => T): Promise<Record<Locale, T>> {
  await activateLocale('en');
  const en = read();
  await activateLocale('zh');
  const zh = read();
  return { en, zh };
}

function expectTranslated(en: string, zh: string) {
  expect(en.trim()).not.toBe('');
  expect(zh.trim()).not.toBe('');
  expect(zh).not.toBe(en);
  expect(zh).toMatch(han);
  expect(en).not.toMatch(han);
}

const clientIds = Object.keys(clientMessages) as ClientMessageId[];
const readClient = (id: ClientMessageId) =>
  id === 'downloadFailed' ? clientMessage('downloadFailed', { count: 7 }) : clientMessage(id);

describe('server error codes', () => {
  it('covers every code of spec 8.2', () => {
    const spec = [
      ...Array.from({ length: 26 }, (_, i) => 3001 + i),
      // The login lockout's own code, which the spec leaves open (docs/decisions.md).
      3027,
      3030,
      3031,
      3032,
      4007,
      4010,
      4011,
      4012,
      // A serial number of another camera type, the site's own code (docs/decisions.md).
      4013,
      4021,
      ...Array.from({ length: 16 }, (_, i) => 5001 + i),
      5030,
      6001,
      6002,
      6003,
      6004,
      6005,
      6006,
      6009,
      6010,
      6012,
      6013,
      6014,
      6015,
      6016,
      6028,
      7001,
      7002,
      8001,
      8002,
    ];
    expect([...serverErrorCodes].sort()).toEqual([...spec].sort());
  });

  it.each(serverErrorCodes)('%i has an English and a Chinese message', async (code) => {
    const { en, zh } = await inBoth(() => messageForCode(code));
    expectTranslated(en, zh);
    expect(en).not.toContain('Unknown error');
  });

  it('gives codes of the same meaning the same message, and others their own', async () => {
    await activateLocale('en');
    expect(messageForCode(3014)).toBe(messageForCode(4012));
    expect(messageForCode(3015)).toBe(messageForCode(4007));
    expect(messageForCode(3022)).toBe(messageForCode(3026));
    expect(messageForCode(6003)).toBe(messageForCode(6028));
    expect(messageForCode(6015)).toBe(messageForCode(6016));
    expect(messageForCode(3024)).not.toBe(messageForCode(3025));
    expect(messageForCode(7001)).not.toBe(messageForCode(7002));
    expect(messageForCode(3004)).toBe('Your session has expired. Please log in again.');
  });

  it('names the customer message limit in both languages', async () => {
    const { en, zh } = await inBoth(() => messageForReason('messageTooLong'));
    expect(en).toBe('Your message can be at most 500 characters long.');
    expect(zh).toMatch(/500/);
    expectTranslated(en, zh);
  });

  it('says a login lockout is one, for how long, and how to unlock it, in both languages', async () => {
    const { en, zh } = await inBoth(() => messageForCode(3027));
    expect(en).toMatch(/locked for up to 15 minutes/);
    expect(en).toMatch(/reset your password with “Find password”/);
    expect(zh).toMatch(/15 分钟/);
    expect(zh).toMatch(/找回密码/);
  });

  it('words the client failure codes: no answer is "Network request failed" in both languages', async () => {
    const { en, zh } = await inBoth(() => messageForCode(CLIENT_FAILURE_CODE.network));
    expect(en).toMatch(/^Network request failed/);
    expect(zh).toMatch(/^网络请求失败/);
  });

  it('names an unknown code in both languages', async () => {
    const { en, zh } = await inBoth(() => messageForCode(9999));
    expect(en).toBe('Unknown error (code 9999)');
    expect(zh).toBe('未知错误（代码 9999）');
  });
});

describe('client messages', () => {
  it('keeps the spec numbers 1-46, each once', () => {
    const numbers = Object.values(clientMessageNumbers)
      .flat()
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 46 }, (_, i) => i + 1));
  });

  it.each(clientIds)('%s has an English and a Chinese message', async (id) => {
    const { en, zh } = await inBoth(() => readClient(id));
    expectTranslated(en, zh);
  });

  it('puts the download count into the download-failed message', async () => {
    const { en, zh } = await inBoth(() => clientMessage('downloadFailed', { count: 7 }));
    expect(en).toContain('7');
    expect(zh).toContain('7');
  });
});

describe('validation reasons', () => {
  it.each([...VALIDATION_REASONS])('%s has an English and a Chinese message', async (reason) => {
    const { en, zh } = await inBoth(() => messageForReason(reason));
    expectTranslated(en, zh);
    expect(en).not.toMatch(/[{}]/);
    expect(zh).not.toMatch(/[{}]/);
  });

  it('puts the field name and the limits into the message', async () => {
    await activateLocale('en');
    expect(messageForReason('required', { field: 'Invoice title' })).toBe('Invoice title cannot be blank.');
    expect(messageForReason('required')).toBe('This field cannot be blank.');
    expect(messageForReason('tooLong', { field: 'Bank name', max: 40 })).toContain('40');
    expect(messageForReason('passwordTooShort')).toContain('8');
    expect(messageForReason('folderNameTooLong')).toContain('12');
    await activateLocale('zh');
    expect(messageForReason('required', { field: '发票抬头' })).toBe('发票抬头不能为空');
    expect(messageForReason('serialTooMany')).toContain('10');
  });
});
