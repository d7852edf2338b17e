// Story tests in both languages: play functions, axe, and screenshot comparison with committed baselines.
//   npm run test:visual                 compare
//   npm run test:visual -- --update     rewrite baselines (look at each changed PNG before committing)
//   npm run test:visual -- Button       only story files matching "Button"
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2).map((a) => (a === '--update' ? '-u' : a));
const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'stories-zh', '--project', 'stories-en', ...args],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
