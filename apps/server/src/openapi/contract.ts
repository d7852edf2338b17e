/**
 * Reads openapi.yaml once and turns it into the server's route table and validators. Routing and request
 * validation are driven by the contract: no schema is retyped by hand here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

export const contractPath = path.resolve(import.meta.dirname, '../../../../openapi.yaml');

type Json = Record<string, unknown>;

export interface ContractOperation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** Path as in the contract, e.g. `/news/{id}` (without the `/api` base). */
  path: string;
  /** True when the operation needs the `token` header (the contract's security is not empty). */
  requiresToken: boolean;
  /** The calls that skip token attach and 3004 handling (x-skip-session). */
  skipSession: boolean;
  bodyContentType: string | null;
  validateBody: ValidateFunction | null;
  bodyRequired: boolean;
  validateQuery: ValidateFunction | null;
  validateParams: ValidateFunction | null;
  validateResponse: ValidateFunction | null;
  /** Largest request body in bytes (`x-body-limit`); null for the server's default. */
  bodyLimit: number | null;
}

const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;

function pointer(...parts: string[]): string {
  return '#/' + parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
}

export interface Contract {
  document: Json;
  operations: ContractOperation[];
  ajv: Ajv2020;
}

export function loadContract(file: string = contractPath): Contract {
  const document = parse(fs.readFileSync(file, 'utf8')) as Json;
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: false,
    useDefaults: true,
    validateFormats: true,
  });
  addFormats(ajv);
  const id = 'openapi.json';
  ajv.addSchema({ ...document, $id: id });

  const resolveRef = (node: unknown): Json => {
    let current = node as Json;
    while (current && typeof current['$ref'] === 'string') {
      const ref = current['$ref'];
      const segments = ref
        .replace(/^#\//, '')
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
      let target: unknown = document;
      for (const s of segments) target = (target as Json)[s];
      current = target as Json;
    }
    return current;
  };

  /**
   * The JSON pointer of the node reached by walking `segments` from the root, following any `$ref` met on the
   * way (a response may be `$ref: '#/components/responses/Login'`).
   */
  const locate = (segments: string[]): string => {
    let at: string[] = [];
    let node: unknown = document;
    const follow = () => {
      while (node && typeof node === 'object' && typeof (node as Json)['$ref'] === 'string') {
        const ref = String((node as Json)['$ref']);
        at = ref
          .replace(/^#\//, '')
          .split('/')
          .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
        node = at.reduce<unknown>((n, s) => (n as Json)[s], document);
      }
    };
    for (const segment of segments) {
      follow();
      at = [...at, segment];
      node = (node as Json | undefined)?.[segment];
    }
    return pointer(...at);
  };

  const compileAt = (segments: string[]): ValidateFunction => ajv.compile({ $ref: `${id}${locate(segments)}` });

  // Query and path values arrive as strings: their validators coerce them to the contract's types.
  const coercing = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true, useDefaults: true });
  addFormats(coercing);
  coercing.addSchema({ ...document, $id: id });

  const operations: ContractOperation[] = [];
  const paths = (document['paths'] ?? {}) as Record<string, Json>;
  const globalSecurity = (document['security'] as unknown[] | undefined) ?? [];

  for (const [route, item] of Object.entries(paths)) {
    for (const method of methods) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const operationId = String(op['operationId']);
      const security = (op['security'] as unknown[] | undefined) ?? globalSecurity;
      const requiresToken = security.length > 0;

      let bodyContentType: string | null = null;
      let validateBody: ValidateFunction | null = null;
      let bodyRequired = false;
      if (op['requestBody']) {
        const requestBody = resolveRef(op['requestBody']);
        bodyRequired = requestBody['required'] === true;
        const content = (requestBody['content'] ?? {}) as Record<string, Json>;
        const [type] = Object.keys(content);
        if (type) {
          bodyContentType = type;
          if (type === 'application/json') {
            validateBody = compileAt(['paths', route, method, 'requestBody', 'content', type, 'schema']);
          }
        }
      }

      const parameters = [...((item['parameters'] as unknown[]) ?? []), ...((op['parameters'] as unknown[]) ?? [])].map(
        (p) => resolveRef(p) as unknown as ParameterObject,
      );
      const objectSchema = (where: string): Json | null => {
        const list = parameters.filter((p) => p.in === where);
        if (list.length === 0) return null;
        return {
          type: 'object',
          properties: Object.fromEntries(list.map((p) => [p.name, p.schema ?? {}])),
          required: list.filter((p) => p.required).map((p) => p.name),
        };
      };
      const querySchema = objectSchema('query');
      const paramsSchema = objectSchema('path');

      const response = op['responses'] ? (resolveRef((op['responses'] as Json)['200']) as Json | undefined) : undefined;
      const responseContent = response?.['content'] as Record<string, Json> | undefined;
      const validateResponse = responseContent?.['application/json']
        ? compileAt(['paths', route, method, 'responses', '200', 'content', 'application/json', 'schema'])
        : null;

      operations.push({
        operationId,
        method,
        path: route,
        requiresToken,
        skipSession: op['x-skip-session'] === true,
        bodyContentType,
        validateBody,
        bodyRequired,
        validateQuery: querySchema ? coercing.compile(querySchema) : null,
        validateParams: paramsSchema ? coercing.compile(paramsSchema) : null,
        validateResponse,
        bodyLimit: typeof op['x-body-limit'] === 'number' ? op['x-body-limit'] : null,
      });
    }
  }
  return { document, operations, ajv };
}

/** A short, safe description of validation errors for logs (never sent to clients with a stack). */
export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim()).join('; ');
}
