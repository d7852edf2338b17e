// Story tests in both languages: play functions, axe, and screenshot comparison with committed baselines.
//   npm run test:visual                          compare
//   npm run test:visual -- --update              rewrite baselines (look at each changed PNG before committing)
//   npm run test:visual -- Button                only Button.stories.tsx (not IconButton's or LinkButton's)
//   npm run test:visual -- --match Button        every story file whose path contains "Button"
//   npm run test:visual -- apps/site/src/pages   a path (anything with a slash or a dot) is passed on as it is
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where .storybook/main.ts looks for stories. */
const STORY_ROOTS = ['packages/ui/src', 'apps/site/src'];
/** Vitest options whose value is the next argument, so it is not taken for a story name. */
const TAKES_VALUE = new Set([
  '-t',
  '--testNamePattern',
  '--reporter',
  '--outputFile',
  '--project',
  '--shard',
  '--maxWorkers',
  '--bail',
  '--exclude',
  '-c',
  '--config',
]);

function storyFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return entry.name.endsWith('.stories.tsx') || entry.name.endsWith('.stories.ts') ? [full] : [];
  });
}

/** The story files named `name` (Button: Button.stories.tsx), as paths Vitest matches only to themselves. */
function filesNamed(name, all) {
  const found = all.filter((file) => path.basename(file).replace(/\.stories\.tsx?$/, '') === name);
  if (found.length === 0) {
    console.error(`test:visual: no story file is named ${name}.stories.tsx (use --match ${name} for a substring)`);
    process.exit(2);
  }
  return found;
}

const args = [];
let all;
const input = process.argv.slice(2);
for (let i = 0; i < input.length; i += 1) {
  const arg = input[i];
  // With its value attached, so Vitest's optional value of --update never takes the next argument (a story file).
  if (arg === '--update' || arg === '-u') args.push('--update=all');
  else if (arg === '--match') {
    const text = input[(i += 1)];
    if (!text) {
      console.error('test:visual: --match needs a text');
      process.exit(2);
    }
    args.push(text);
  } else if (TAKES_VALUE.has(arg) && i + 1 < input.length) args.push(arg, input[(i += 1)]);
  else if (arg.startsWith('-') || arg.includes('/') || arg.includes('.')) args.push(arg);
  else {
    all ??= STORY_ROOTS.flatMap(storyFiles);
    args.push(...filesNamed(arg, all));
  }
}

const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'stories-zh', '--project', 'stories-en', ...args],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
