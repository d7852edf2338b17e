import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueFiles, catalogueDir, localesOf, readPo } from './po.mjs';

describe('the catalogues', () => {
  it('are one file per language', () => {
    expect([...localesOf].sort()).toEqual(['en', 'zh']);
    for (const locale of localesOf)
      expect(catalogueFiles(locale)).toEqual([path.join(catalogueDir, locale, 'messages.po')]);
  });

  it('hold the same messages in Chinese and English, every one translated', () => {
    const [zh, en] = ['zh', 'en'].map((locale) =>
      catalogueFiles(locale).flatMap((file) => readPo(file).items.filter((item) => !item.obsolete)),
    );
    const key = (item: { msgctxt?: string | null; msgid: string }) => `${item.msgctxt ?? ''}\u0004${item.msgid}`;
    expect(zh?.length).toBeGreaterThan(0);
    expect(new Set(zh?.map(key))).toEqual(new Set(en?.map(key)));
    const untranslated = [...(zh ?? []), ...(en ?? [])].filter((item) => item.msgstr.join('').trim() === '');
    expect(untranslated.map((item) => item.msgid)).toEqual([]);
  });
});
