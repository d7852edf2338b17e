/**
 * Durability: every write the real server acknowledged with code 0 survives a SIGKILL. Spawns `src/main.ts` (the
 * same as `npx tsx apps/server/src/main.ts`, but node is started directly so the signal reaches the server and not
 * an npx wrapper) on a temporary PGlite data folder and a free loopback port, writes in a loop with a few requests
 * in flight, kills it in the middle, restarts it on the same folder, stops it cleanly, and reads the folder.
 *
 * The writes are visitor records (`/sso/user/sendUserInfo`): a call without a session, wired in every build. Only
 * 127.0.0.1 is used; the run is bounded by count (at most 400 writes) and time (kill after 3 s of writing).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './private-postgres.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'apps/server/src/main.ts');
const MAX_WRITES = 400;
const WRITE_MS = 3000;
const IN_FLIGHT = 4;

const children: ChildProcess[] = [];
let dataDir = '';

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Starts the server and resolves once it listens (it prints its address), with its port. */
async function startServer(): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: '0',
      // The writes below come from one address, far over the public-write limit: each names its own client through
      // the (trusted, loopback) proxy header, so the limit never refuses one.
      TRUST_PROXY: 'loopback',
      SITE_DIR: path.join(dataDir, 'no-site'),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const origin = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.slice(-2000)}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Site and API: ${origin}/`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited early (${code ?? signal}):\n${output.slice(-2000)}`));
    });
  });
  child.removeAllListeners('exit');
  return { child, origin, output: () => output };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

let clients = 0;

async function write(origin: string, marker: string): Promise<boolean> {
  clients += 1;
  const client = `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  try {
    const response = await fetch(`${origin}/api/sso/user/sendUserInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ userName: marker }),
      signal: AbortSignal.timeout(5000),
    });
    const answer = (await response.json()) as { code: number };
    return answer.code === 0;
  } catch {
    return false; // the connection died with the server: not acknowledged
  }
}

describe('durability', () => {
  it(
    'keeps every acknowledged write after a SIGKILL and a restart on the same data folder',
    { timeout: 240_000 },
    async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'kankan-durability-'));
      const first = await startServer();

      const acknowledged: string[] = [];
      let next = 0;
      let killed = false;
      const started = Date.now();
      const writer = async () => {
        while (!killed && next < MAX_WRITES) {
          const marker = `durable-${String(next).padStart(4, '0')}`;
          next += 1;
          if (await write(first.origin, marker)) acknowledged.push(marker);
        }
      };
      const writers = Array.from({ length: IN_FLIGHT }, () => writer());
      // Kill in the middle of the writing: after WRITE_MS, or once half the writes are acknowledged.
      while (!killed) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (Date.now() - started >= WRITE_MS || acknowledged.length >= MAX_WRITES / 2) {
          first.child.kill('SIGKILL');
          killed = true;
        }
      }
      await exited(first.child);
      await Promise.all(writers);
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThan(0);

      // Restart on the same folder (crash recovery), check it serves, then stop it cleanly to read the folder.
      const second = await startServer();
      expect(await write(second.origin, 'after-restart')).toBe(true);
      second.child.kill('SIGTERM');
      await exited(second.child);

      const pglite = new PGlite(dataDir);
      try {
        const result = await pglite.query<{ name: string }>(
          "select payload->>'userName' as name from visitor_infos order by id",
        );
        const stored = new Set(result.rows.map((row) => row.name));
        const lost = acknowledged.filter((marker) => !stored.has(marker));
        console.log(`durability: ${acknowledged.length} writes acknowledged before SIGKILL, ${lost.length} lost`);
        expect(lost).toEqual([]);
        expect(stored.has('after-restart')).toBe(true);
      } finally {
        await pglite.close();
      }
    },
  );
});
