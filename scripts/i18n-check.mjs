// Fails unless the catalogues are fresh against the code (extracting changes nothing) and every message has a
// translation in every language. The check extracts into the real files, compares, and puts the committed files back
// whatever happens.
import fs from 'node:fs';
import path from 'node:path';
import { catalogueFiles, extract, localesOf, readPo, root, stableText, withLock } from './po.mjs';

const problems = [];
const files = localesOf.flatMap((locale) => catalogueFiles(locale));
const withoutDate = (text) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('"POT-Creation-Date'))
    .join('\n');

await withLock(async () => {
  const before = new Map(files.map((file) => [file, fs.existsSync(file) ? fs.readFileSync(file) : null]));
  try {
    extract();
    for (const [file, committed] of before) {
      const old = committed === null ? '' : withoutDate(committed.toString('utf8'));
      if (stableText(file) !== old)
        problems.push(
          `${path.relative(root, file)} is stale against the code; run npm run i18n:extract and translate.`,
        );
    }
  } finally {
    for (const [file, content] of before) {
      if (content === null) fs.rmSync(file, { force: true });
      else fs.writeFileSync(file, content);
    }
  }
});

let messages = 0;
for (const file of files) {
  if (!fs.existsSync(file)) continue;
  for (const item of readPo(file).items) {
    if (item.obsolete) continue;
    messages += 1;
    if (item.msgstr.join('').trim() === '')
      problems.push(`${path.relative(root, file)}: no translation for ${JSON.stringify(item.msgid)}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`i18n check failed: ${problems.length} problem(s).`);
  process.exit(1);
}
console.log(`i18n check passed: ${messages} messages in ${files.length} catalogues, all translated, catalogues fresh.`);
