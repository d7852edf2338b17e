/**
 * Helpers for rules that must hold when requests arrive together, in several server processes at once: advisory
 * locks for limits that have no row to lock, and recognising the unique-index violation a lost race ends in.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Takes transaction-scoped advisory locks on `keys` (sorted, so two callers never wait on each other in a cycle).
 * Held until the transaction ends; another transaction asking for one of them waits.
 */
export async function lockKeys(trx: Kysely<Database>, ...keys: string[]): Promise<void> {
  if (!trx.isTransaction) throw new Error('lockKeys needs a transaction');
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

/** Whether `error` is PostgreSQL's unique_violation (23505), optionally on the constraint or index `name`. */
export function isUniqueViolation(error: unknown, name?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (name === undefined || constraint === name);
}
