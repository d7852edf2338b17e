/**
 * PGlite on a full disk: a write that finds too little space answers 3002 at once while reads go on, the log names
 * the cause, and writes work again once space is freed; a start on a folder too small for the database says so in
 * one line and exits non-zero. Needs a small tmpfs, which only root may mount: skipped elsewhere.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { freeBytes, openDatabase, PGLITE_MIN_FREE_BYTES } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { handlers } from '../src/handlers/index.ts';
import { createServices } from '../src/services.ts';
import { createAccount } from './scenes-fixtures.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const mounts: string[] = [];

function mountTmpfs(megabytes: number): string | null {
  if (process.getuid?.() !== 0) return null;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'kk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', folder], { stdio: 'pipe' });
  } catch {
    rmSync(folder, { recursive: true, force: true });
    return null;
  }
  mounts.push(folder);
  return folder;
}

const probe = mountTmpfs(1);
const canMount = probe !== null;

afterAll(() => {
  for (const folder of mounts) {
    execFileSync('umount', [folder]);
    rmSync(folder, { recursive: true, force: true });
  }
});

describe.skipIf(!canMount)('PGlite on a full disk (needs root to mount a small tmpfs)', () => {
  it('refuses a start on a folder too small for the database in one line, exiting non-zero', async () => {
    const folder = mountTmpfs(16) as string;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: path.join(folder, 'db'), PORT: '0', SEED: '0', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot open the database: no space left on device: the database folder .* has/);
  }, 60_000);

  describe('a write that finds the disk full', () => {
    let folder: string;
    let filler: string;
    let close: () => Promise<void>;
    let app: Awaited<ReturnType<typeof buildApp>>['app'];
    const lines: string[] = [];
    let token: string;

    beforeAll(async () => {
      folder = mountTmpfs(72) as string;
      const database = await openDatabase({ dataDir: path.join(folder, 'db') });
      await migrateToLatest(database.db);
      ({ token } = await createAccount(database.db, 'fuller'));
      ({ app } = await buildApp({
        db: database.db,
        handlers,
        services: createServices({ publicOrigin: 'http://127.0.0.1' }),
        logger: { write: (line) => void lines.push(line) },
      }));
      close = async () => {
        await app.close();
        await database.close();
      };
      // Leave a little over the reserve: the next uploads reach it.
      filler = path.join(folder, 'filler');
      writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes(folder) - PGLITE_MIN_FREE_BYTES - 3 * 1024 * 1024)));
    }, 60_000);
    afterAll(async () => {
      await close?.();
    });

    const upload = async () => {
      const boundary = 'kkboundary';
      const image = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        randomBytes(900_000),
      ]);
      const started = Date.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/uploadHead',
        headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          image,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      return { code: response.json<{ code: number }>().code, ms: Date.now() - started };
    };
    const read = async () =>
      (await app.inject({ method: 'POST', url: '/api/user/getUserInfo', headers: { token } })).json<{ code: number }>()
        .code;

    it('answers 3002 at once, reads go on, the log says why, and writes resume once space is freed', async () => {
      let refused: { code: number; ms: number } | null = null;
      for (let i = 0; i < 10 && refused === null; i++) {
        const answer = await upload();
        if (answer.code !== 0) refused = answer;
      }
      expect(refused?.code).toBe(3002);
      expect(refused?.ms).toBeLessThan(2000);
      expect(await read()).toBe(0);
      const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string; cause?: string });
      expect(errors.filter((entry) => entry.level >= 50).at(-1)).toMatchObject({
        msg: 'database out of space',
        cause: expect.stringMatching(/no space left on device/) as unknown,
      });
      rmSync(filler);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await upload()).code).toBe(0);
    }, 60_000);
  });
});
