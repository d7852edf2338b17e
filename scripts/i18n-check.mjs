// Fails when the catalogues are stale against the code or any message lacks a Chinese translation.
// The check extracts into the real files, compares, and puts the committed files back whatever happens.
import fs from 'node:fs';
import { cataloguePath, extract, localesOf, readPo, stableText, withLock } from './po.mjs';

const problems = [];

await withLock(async () => {
  const before = new Map(
    localesOf.map((l) => [l, fs.existsSync(cataloguePath(l)) ? fs.readFileSync(cataloguePath(l)) : null]),
  );
  try {
    extract();
    for (const locale of localesOf) {
      const committed = before.get(locale);
      const fresh = stableText(cataloguePath(locale));
      const old =
        committed === null
          ? ''
          : committed
              .toString('utf8')
              .split('\n')
              .filter((l) => !l.startsWith('"POT-Creation-Date'))
              .join('\n');
      if (fresh !== old)
        problems.push(
          `${locale}: the catalogue is stale against the code; run npm run i18n:extract and translate the new messages.`,
        );
    }
  } finally {
    for (const [locale, content] of before) {
      if (content === null) fs.rmSync(cataloguePath(locale), { force: true });
      else fs.writeFileSync(cataloguePath(locale), content);
    }
  }
});

const zh = readPo(cataloguePath('zh'));
const missing = zh.items.filter((item) => !item.obsolete && item.msgstr.every((s) => s.trim() === ''));
for (const item of missing) problems.push(`zh: no translation for ${JSON.stringify(item.msgid)}`);
const en = readPo(cataloguePath('en'));

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`i18n check failed: ${problems.length} problem(s).`);
  process.exit(1);
}
console.log(`i18n check passed: ${en.items.length} messages, all translated to Chinese, catalogues fresh.`);
