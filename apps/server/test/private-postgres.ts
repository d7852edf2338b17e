/**
 * A PostgreSQL cluster of one test's own (initdb into a temporary folder, its own port and socket folder), so a test
 * may stop and start it without touching the shared server others use. As root the server runs as `postgres`
 * (PostgreSQL refuses to run as root). `postgresBinaries()` is null where no Debian PostgreSQL is installed.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function postgresBinaries(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin/postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/** Runs a PostgreSQL tool, as `postgres` when this process is root. */
function tool(bin: string, name: string, args: string[]): string {
  const command = [path.join(bin, name), ...args];
  return asRoot
    ? execFileSync('su', ['postgres', '-c', command.map(quote).join(' ')], { encoding: 'utf8', stdio: 'pipe' })
    : execFileSync(command[0] as string, command.slice(1), { encoding: 'utf8', stdio: 'pipe' });
}

export interface PrivatePostgres {
  url: string;
  start: () => void;
  /** A fast shutdown: connections are ended, as in a restart. */
  stop: () => void;
  remove: () => void;
}

export async function privatePostgres(bin: string): Promise<PrivatePostgres> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'kk-pg-'));
  chmodSync(folder, 0o755);
  const data = path.join(folder, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  const port = await freePort();
  tool(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=30`;
  const ctl = (args: string[]) => tool(bin, 'pg_ctl', ['-D', data, '-l', path.join(folder, 'log'), ...args]);
  const start = () => ctl(['-o', options, '-w', 'start']);
  const stop = () => ctl(['-m', 'fast', '-w', 'stop']);
  const remove = () => {
    try {
      stop();
    } catch {
      // already stopped
    }
    rmSync(folder, { recursive: true, force: true });
  };
  // Also when the test run ends without reaching afterAll (a crash), so no cluster outlives it.
  process.once('exit', remove);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      process.off('exit', remove);
      remove();
    },
  };
}
