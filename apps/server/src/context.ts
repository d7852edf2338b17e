import type { Db } from './db/database.ts';
import type { ContentLocale } from './locale.ts';

export interface Session {
  userId: number;
  tokenHash: string;
  deviceLogin: boolean;
  cameraId: number | null;
}

/** Outside-world effects a handler may use, injected so tests can observe them. */
export interface Services {
  /** Where verification codes go: in the demo the server log and the mailbox page; never the API. */
  deliverCode: (account: string, code: string, purpose: string) => void;
  /** The current time; tests move it. */
  now: () => Date;
  /** Public origin of this server, for QR codes that encode local pages. */
  publicOrigin: string;
  /** The demo: QR codes point at the simulated camera app and payment pages under /dev. */
  demo: boolean;
  /** Limits per client address apply (false only with the demo's RATE_LIMITS=off test setting). */
  perAddressLimits?: boolean;
}

export interface RequestContext {
  db: Db;
  services: Services;
  operationId: string;
  body: unknown;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  /** The raw token header (present even on the skip-list calls that do not require it). */
  token: string | null;
  session: Session | null;
  /** The language of `Accept-Language` (zh or en), or null: lists of news and cases keep to it when it is given. */
  locale: ContentLocale | null;
  ip: string;
  /** Uploaded file of a multipart request, if any. */
  file: { filename: string; mimetype: string; data: Buffer } | null;
}

/** A handler returns the `data` of a successful answer or throws ApiFailure. */
export type Handler = (ctx: RequestContext) => Promise<unknown>;
export type Handlers = Record<string, Handler>;
