/**
 * Absurd input is refused by the contract, before any SQL: every integer or number a request may carry has a
 * maximum, and every free string refuses NUL (PostgreSQL cannot store it). Such a request answers its code (3001,
 * 3002 or its field's) and is not logged as a server error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/openapi/contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createAccount } from './scenes-fixtures.ts';

const contract = loadContract();
type Node = Record<string, unknown>;

const resolve = (node: unknown): Node => {
  let current = node as Node;
  while (typeof current['$ref'] === 'string') {
    current = String(current['$ref'])
      .replace(/^#\//, '')
      .split('/')
      .reduce<Node>((n, s) => n[s] as Node, contract.document);
  }
  return current;
};

/** Every schema of a request (bodies and parameters), with where it is, found by walking from each operation. */
function requestSchemas(): { where: string; schema: Node }[] {
  const found: { where: string; schema: Node }[] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const schema = resolve(node);
    if (schema !== node) return walk(schema, where);
    found.push({ where, schema });
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'examples' || key === 'example' || key === 'not') continue;
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}/${key}/${i}`));
      else walk(value, `${where}/${key}`);
    }
  };
  const paths = contract.document['paths'] as Record<string, Record<string, Node>>;
  for (const [route, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op !== 'object' || !op['operationId']) continue;
      const body = op['requestBody'] ? resolve(op['requestBody']) : null;
      const content = (body?.['content'] ?? {}) as Record<string, { schema?: unknown }>;
      for (const [type, media] of Object.entries(content)) walk(media.schema, `${method} ${route} ${type}`);
      for (const parameter of (op['parameters'] as unknown[] | undefined) ?? []) {
        const resolved = resolve(parameter);
        walk(resolved['schema'], `${method} ${route} ${String(resolved['name'])}`);
      }
    }
  }
  return found;
}

const typesOf = (schema: Node): unknown[] => {
  const type = schema['type'];
  return Array.isArray(type) ? type : [type];
};

describe('the contract', () => {
  it('gives every integer and number of a request a maximum, nullable ones included', () => {
    const unbounded = requestSchemas()
      .filter(({ schema }) => typesOf(schema).some((type) => type === 'integer' || type === 'number'))
      .filter(({ schema }) => schema['maximum'] === undefined && !schema['enum'] && schema['const'] === undefined)
      .map(({ where }) => where);
    expect(unbounded).toEqual([]);
  });

  it('refuses NUL in every free string of a request', () => {
    const open = requestSchemas()
      .filter(({ schema }) => typesOf(schema).includes('string'))
      .filter(({ schema }) => !schema['enum'] && schema['const'] === undefined && schema['format'] === undefined)
      .filter(({ schema }) => {
        const pattern = schema['pattern'];
        return typeof pattern !== 'string' || new RegExp(pattern, 'u').test('a\u0000b');
      })
      .map(({ where }) => where);
    expect(open).toEqual([]);
  });
});

describe('absurd input over HTTP', () => {
  let server: TestServer;
  const lines: string[] = [];
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ demo: false, log: { write: (line) => void lines.push(line) } });
    ({ token } = await createAccount(server.db, 'limits'));
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 3001/3002 (or the field code) without a server error in the log', async () => {
    const cases: [string, unknown, string | undefined][] = [
      ['/user/scene/newList', { pageNum: 1e308, pageSize: 10 }, token],
      ['/user/scene/newList', { pageNum: 1, pageSize: 10, folderId: 1e12 }, token],
      ['/user/scene/newList', { pageNum: 1, pageSize: 10, sceneName: 'a\u0000b' }, token],
      ['/sso/user/checkUser', { phoneNum: '138\u000000138000' }, undefined],
      ['/user/folder/findListByName', { name: 'x\u0000', type: 0 }, token],
    ];
    for (const [path, body, withToken] of cases) {
      const answer = await server.call(path, body, withToken);
      expect([3001, 3002, 3013], `${path} ${JSON.stringify(body)}`).toContain(answer.code);
    }
    const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });
});
