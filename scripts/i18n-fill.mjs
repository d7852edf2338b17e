// Extracts messages and fills Chinese translations from a JSON file of { "English source": "中文" }.
// Usage: node scripts/i18n-fill.mjs translations.json   (under a lock, safe to run in parallel)
import fs from 'node:fs';
import { cataloguePath, extract, readPo, withLock } from './po.mjs';

const file = process.argv[2];
const translations = file ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};

await withLock(async () => {
  extract();
  const po = readPo(cataloguePath('zh'));
  let filled = 0;
  for (const item of po.items) {
    const zh = translations[item.msgid];
    if (typeof zh === 'string' && zh.length > 0) {
      item.msgstr = [zh];
      filled += 1;
    }
  }
  fs.writeFileSync(cataloguePath('zh'), po.toString() + '\n');
  // Extract again so the file is in Lingui's own layout (the check compares against exactly that).
  extract();
  const missing = po.items.filter((i) => i.msgstr.every((s) => s === '')).map((i) => i.msgid);
  console.log(`filled ${filled}; still untranslated: ${missing.length}`);
  for (const m of missing) console.log(`  ${JSON.stringify(m)}`);
});
