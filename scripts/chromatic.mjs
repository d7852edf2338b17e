// Publishes Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; otherwise says what is needed and exits 0.
// It never runs in CI without the token (without a token Chromatic would fail, with one but no network it hangs).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: not published. Set CHROMATIC_PROJECT_TOKEN (from the Chromatic project settings) and run npm run chromatic again.',
  );
  console.log(
    'Local visual regression does not need it: npm run test:visual compares every story with its committed baseline.',
  );
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
