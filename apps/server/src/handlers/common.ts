/** Helpers shared by the handlers: sessions and roles, paging, dates, numbers, and the contract's types. */
import type { components } from '@kankan/api/schema';
import type { RequestContext, Session } from '../context.ts';
import { ApiFailure } from '../envelope.ts';

export type Schemas = components['schemas'];

/** Codes this server answers with when a resource is missing or belongs to another account (one per area). */
export const NotYours = {
  /** Addresses, invoices and other account records. */
  record: 3003,
  /** Cameras: the camera is not bound to the user. */
  camera: 6012,
  /** Memberships: the membership subscription does not exist. */
  membership: 3030,
  /** Orders: the order does not exist. */
  order: 8001,
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The session of a call that requires one (the router has already answered 3004 without it). */
export function sessionOf(ctx: RequestContext): Session {
  if (!ctx.session) throw new ApiFailure(3004);
  return ctx.session;
}

/** The session of an account-only call: a device (camera-account) login answers 3016. */
export function accountSessionOf(ctx: RequestContext): Session {
  const session = sessionOf(ctx);
  if (session.deviceLogin) throw new ApiFailure(3016);
  return session;
}

export function bodyOf<T>(ctx: RequestContext): T {
  return (ctx.body ?? {}) as T;
}

export interface Paging {
  pageNum: number;
  pageSize: number;
  offset: number;
}

export function paging(body: { pageNum?: number | undefined; pageSize?: number | undefined }): Paging {
  const pageNum = body.pageNum ?? 1;
  const pageSize = body.pageSize ?? 10;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

export function pageInfo(p: Paging, total: number): Schemas['PageInfo'] {
  return { pageNum: p.pageNum, pageSize: p.pageSize, total, pages: Math.ceil(total / p.pageSize) };
}

/** RFC 3339 text of a database time. */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function isoOrNull(value: Date | string | null | undefined): string | null {
  return value == null ? null : iso(value);
}

/** A number from a `bigint`/`numeric` column (drivers give strings or numbers). */
export function num(value: string | number | bigint | null | undefined): number {
  return value == null ? 0 : Number(value);
}

export function addDaysMs(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export const GB = 1024 ** 3;
