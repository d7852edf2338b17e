// Fails when packages/api/src/generated/schema.d.ts is not exactly what openapi-typescript makes of openapi.yaml
// (a hand edit, or a contract change without `npm run api:generate`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const committed = path.join(root, 'packages/api/src/generated/schema.d.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-check-'));
const fresh = path.join(dir, 'schema.d.ts');
let same;
try {
  execFileSync(process.execPath, ['node_modules/openapi-typescript/bin/cli.js', 'openapi.yaml', '-o', fresh], {
    cwd: root,
    stdio: 'pipe',
  });
  same = fs.existsSync(committed) && fs.readFileSync(committed, 'utf8') === fs.readFileSync(fresh, 'utf8');
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
if (!same) {
  console.error(
    'API check failed: packages/api/src/generated/schema.d.ts is stale or edited by hand. Run npm run api:generate.',
  );
  process.exit(1);
}
console.log('API check passed: generated types match openapi.yaml.');
