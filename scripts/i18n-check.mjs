// Fails when the catalogues are stale against the code, any message lacks a Chinese translation, a message has
// different Chinese in two catalogues, or a catalogue file belongs to no entry of lingui.config.ts.
// The check extracts into the real files, compares, and puts the committed files back whatever happens.
import fs from 'node:fs';
import path from 'node:path';
import { catalogueFiles, extract, localesOf, readPo, root, stableText, withLock } from './po.mjs';

const problems = [];
const withoutDate = (text) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('"POT-Creation-Date'))
    .join('\n');

await withLock(async () => {
  const files = localesOf.flatMap((locale) => catalogueFiles(locale));
  const before = new Map(files.map((file) => [file, fs.existsSync(file) ? fs.readFileSync(file) : null]));
  try {
    extract();
    for (const [file, committed] of before) {
      const old = committed === null ? '' : withoutDate(committed.toString('utf8'));
      if (stableText(file) !== old)
        problems.push(
          `${path.relative(root, file)} is stale against the code; run npm run i18n:extract and translate the new messages.`,
        );
    }
  } finally {
    for (const [file, content] of before) {
      if (content === null) fs.rmSync(file, { force: true });
      else fs.writeFileSync(file, content);
    }
  }
});

// Every message translated, and alike wherever several catalogues hold it.
const chinese = new Map();
let messages = 0;
for (const file of catalogueFiles('zh')) {
  const name = path.relative(root, file);
  for (const item of readPo(file).items) {
    if (item.obsolete) continue;
    messages += 1;
    const zh = item.msgstr.join('\n');
    if (zh.trim() === '') problems.push(`${name}: no translation for ${JSON.stringify(item.msgid)}`);
    const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`;
    const other = chinese.get(key);
    if (other && other.zh !== zh)
      problems.push(
        `${JSON.stringify(item.msgid)} is ${JSON.stringify(other.zh)} in ${other.name} but ${JSON.stringify(zh)} in ${name}`,
      );
    else chinese.set(key, { zh, name });
  }
}

// No catalogue of an entry that is gone (a page no route loads any more).
for (const locale of localesOf) {
  const own = new Set(catalogueFiles(locale));
  const folder = path.dirname(catalogueFiles(locale)[0]);
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.po'))) {
    if (!own.has(path.join(folder, name)))
      problems.push(
        `${path.relative(root, path.join(folder, name))} belongs to no entry of lingui.config.ts; delete it`,
      );
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`i18n check failed: ${problems.length} problem(s).`);
  process.exit(1);
}
console.log(
  `i18n check passed: ${chinese.size} messages (${messages} in ${catalogueFiles('zh').length} catalogues), all translated to Chinese, catalogues fresh.`,
);
