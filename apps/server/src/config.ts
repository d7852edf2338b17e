/**
 * How the server runs, read once from the environment. The demo (simulated payments, the mailbox of verification
 * codes, the camera-app stand-in, seeded data) has to be asked for with DEMO=1, which the root `npm start` sets:
 * a deployment that forgets a switch gets the safe production behaviour, never pages that pay orders or show codes.
 */

export interface ServerConfig {
  /** DEMO=1: registers the /dev pages, seeds an empty database, logs verification codes, shows the demo banner. */
  demo: boolean;
  /** Seed an empty database: on by default in the demo (SEED=0 skips it), off in production unless SEED=1. */
  seed: boolean;
  /**
   * TRUST_PROXY: the proxies in front of the server whose X-Forwarded-For / X-Forwarded-Proto are believed. Unset:
   * the socket address is the client and the connection decides HTTPS.
   */
  trustProxy: false | string[];
  /** Origins the site's Content-Security-Policy allows besides its own (CSP_CONNECT_SRC, CSP_MEDIA_SRC). */
  contentSecurity: { connect: string[]; media: string[] };
  /**
   * RATE_LIMITS=off (demo only): no per-address limit (codes per address, failed logins per address, public writes),
   * for the end-to-end tests, whose customers all come from one address. Per-account limits stay.
   */
  perAddressLimits: boolean;
}

/** RATE_LIMITS: `on` (default) or `off`; `off` is refused outside the demo, where the limits protect real users. */
function parseRateLimits(value: string | undefined, demo: boolean): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value !== 'off') throw new Error(`RATE_LIMITS=${value}: use on or off`);
  if (!demo) throw new Error('RATE_LIMITS=off is a test setting of the demo (DEMO=1); production keeps its limits');
  return false;
}

/**
 * TRUST_PROXY lists the proxies (addresses, CIDR ranges, or proxy-addr's names `loopback`, `linklocal`,
 * `uniquelocal`) whose forwarding headers are believed. A hop count or `true` is refused: either would let a client
 * that reaches the server directly name any address it likes and so escape the per-address limits.
 */
function parseTrustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  const entries = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && ['0', 'false'].includes(entries[0] ?? ''))) return false;
  for (const entry of entries) {
    if (/^\d+$/.test(entry) || entry === 'true') {
      throw new Error(
        `TRUST_PROXY=${entry}: list the proxies' addresses or ranges instead (e.g. TRUST_PROXY=10.0.0.0/8 or loopback)`,
      );
    }
  }
  return entries;
}

/** Space- or comma-separated http(s) origins; anything else is dropped so it cannot widen the policy. */
function origins(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter((part) => /^https?:\/\/[^\s;'"]+$/.test(part));
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const demo = env['DEMO'] === '1';
  const seed = demo ? env['SEED'] !== '0' : env['SEED'] === '1';
  return {
    demo,
    seed,
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    contentSecurity: { connect: origins(env['CSP_CONNECT_SRC']), media: origins(env['CSP_MEDIA_SRC']) },
    perAddressLimits: parseRateLimits(env['RATE_LIMITS'], demo),
  };
}
