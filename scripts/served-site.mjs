// The built site served as `npm start` serves it, minus the demo: the real server in production mode on a fresh
// database with the seeded content (cases, news), for the scripts that measure what customers receive
// (scripts/lighthouse.mjs). It builds nothing: apps/site/dist must exist.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startBuiltSite(port) {
  if (!fs.existsSync(path.join(root, 'apps/site/dist/index.html')))
    throw new Error('apps/site/dist is missing: run `npm run build` first.');
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-served-'));
  const server = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'apps/server/src/main.ts')],
    {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: '1', DEMO: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) {
      stop();
      throw new Error(`the server stopped (exit ${server.exitCode})`);
    }
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error('the server did not answer within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { origin, stop };
}
