// Fails when the catalogues are stale against the code, any message lacks a Chinese translation, a message has
// different Chinese in two catalogues, or a source file with messages is in no catalogue's include list.
// The check extracts into the real files, compares, and puts the committed files back whatever happens.
import fs from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import ts from 'typescript';
import { catalogueFiles, extract, linguiConfig, localesOf, readPo, root, stableText, withLock } from './po.mjs';

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

// Every source file that uses Lingui's macros is extracted by some catalogue (a new folder needs an include).
const included = new Set((await getCatalogs(linguiConfig)).flatMap((catalog) => catalog.sourcePaths));
const sources = ts.sys.readDirectory(
  root,
  ['.ts', '.tsx'],
  ['**/node_modules', '**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/testing', '**/storybook'],
  ['packages/*/src/**/*', 'apps/site/src/**/*'],
);
for (const file of sources) {
  if (included.has(file)) continue;
  if (/from '@lingui\/(core|react)\/macro'/.test(fs.readFileSync(file, 'utf8')))
    problems.push(`${path.relative(root, file)} uses Lingui macros but no catalogue in lingui.config.ts includes it`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`i18n check failed: ${problems.length} problem(s).`);
  process.exit(1);
}
console.log(
  `i18n check passed: ${chinese.size} messages (${messages} in ${catalogueFiles('zh').length} catalogues), all translated to Chinese, catalogues fresh.`,
);
