/** Session tokens: random, given to the client once, stored only as a SHA-256 hash with an expiry. */
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_DAYS = 7;

export function newToken(): string {
  return randomBytes(32).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionExpiry(now: Date, days = SESSION_DAYS): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}
