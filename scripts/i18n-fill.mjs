// Extracts messages and fills Chinese translations from a JSON file of { "English source": "中文" }, in every
// catalogue (the shell's, each page's, errors) that holds the message.
// Usage: node scripts/i18n-fill.mjs translations.json   (under a lock, safe to run in parallel)
import fs from 'node:fs';
import { catalogueFiles, extract, readPo, withLock } from './po.mjs';

const file = process.argv[2];
const translations = file ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};

await withLock(async () => {
  extract();
  let filled = 0;
  const missing = new Set();
  for (const catalogue of catalogueFiles('zh')) {
    const po = readPo(catalogue);
    for (const item of po.items) {
      const zh = translations[item.msgid];
      if (typeof zh === 'string' && zh.length > 0) {
        item.msgstr = [zh];
        filled += 1;
      }
      if (item.msgstr.every((s) => s === '')) missing.add(item.msgid);
    }
    fs.writeFileSync(catalogue, po.toString() + '\n');
  }
  // Extract again so the files are in Lingui's own layout (the check compares against exactly that).
  extract();
  console.log(`filled ${filled}; still untranslated: ${missing.size}`);
  for (const m of missing) console.log(`  ${JSON.stringify(m)}`);
});
