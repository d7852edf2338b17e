/** A test server with the demo seed, logins, and a fingerprint of the whole database to prove nothing changed. */
import { sql } from 'kysely';
import { hashPassword } from '../src/security/passwords.ts';
import { DEMO, seed, type SeedResult } from '../src/seed.ts';
import { startTestServer, type TestServer } from './harness.ts';

export interface SeededServer extends TestServer {
  seeded: SeedResult;
  /** Logs in with a password and returns the token. */
  login: (account?: string, password?: string) => Promise<string>;
  /** One hash per table of all its rows: equal fingerprints mean nothing was written. */
  fingerprint: () => Promise<Record<string, string>>;
  /** A call with the raw body text (for malformed JSON). */
  raw: (path: string, payload: string, token?: string) => Promise<{ code: number; data: unknown; body: string }>;
}

let passwordHash: Promise<string> | null = null;

export async function startSeededServer(options: { scenes?: number } = {}): Promise<SeededServer> {
  const server = await startTestServer();
  passwordHash ??= hashPassword(DEMO.password);
  const seeded = await seed(server.db, {
    scenes: options.scenes ?? 40,
    now: server.clock.now,
    passwordHash: await passwordHash,
  });
  const login: SeededServer['login'] = async (account = DEMO.main.phone, password = DEMO.password) => {
    const answer = await server.call('/sso/user/login', { phoneNum: account, password });
    if (answer.code !== 0) throw new Error(`login failed with ${answer.code}`);
    return (answer.data as { token: string }).token;
  };
  const fingerprint: SeededServer['fingerprint'] = async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(server.db);
    const result: Record<string, string> = {};
    for (const { table_name } of tables.rows) {
      const row = await sql<{ digest: string }>`
        select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(table_name)} t`.execute(
        server.db,
      );
      result[table_name] = row.rows[0]?.digest ?? '';
    }
    return result;
  };
  const raw: SeededServer['raw'] = async (path, payload, token) => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      payload,
    });
    const json = response.json() as { code: number; data: unknown };
    return { code: json.code, data: json.data, body: response.body };
  };
  return { ...server, seeded, login, fingerprint, raw };
}

/** Moves the test clock by whole days (positive or negative). */
export function advanceDays(server: TestServer, days: number): void {
  server.clock.now = new Date(server.clock.now.getTime() + days * 24 * 60 * 60 * 1000);
}
