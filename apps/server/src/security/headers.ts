/**
 * The security headers of every answer (pages, assets, /api); scripts, style sheets and fonts get a short policy that
 * allows nothing (SUBRESOURCE_POLICY). The site is built without inline script (Vite emits module files), so scripts
 * come only from this origin with no hash or nonce. Styles come from this origin too, except the small <style>
 * elements react-aria adds at run time (touch-action on pressable elements, overscroll containment under a modal on
 * iOS): each page gets a fresh nonce in the `csp-nonce` meta tag react-aria reads, and only elements carrying it
 * apply (site.ts, docs/decisions.md). Pages that bring their own policy (the demo's) keep it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The meta tag the demo adds to the site's index.html; the site's root layout shows the demo banner when present. */
export const DEMO_MARKER = '<meta name="kankan-demo" content="on" />';

export interface ContentSecurityOptions {
  /** Origins the site may call besides its own (CSP_CONNECT_SRC: the developer tool's API base). */
  connect?: readonly string[];
  /** Origins of media besides its own (CSP_MEDIA_SRC: the tutorial videos' host, VITE_TUTORIAL_MEDIA_URL). */
  media?: readonly string[];
}

/**
 * The scene viewer is the one page other sites may frame: the share dialog's embed code puts `/show/{sceneNum}` in
 * an iframe on the owner's own pages. Every other page stays unframeable (clickjacking on the account area).
 */
export function isEmbeddablePath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return /^\/show\/[^/]+\/?$/.test(pathname);
}

export function contentSecurityPolicy(
  { connect = [], media = [] }: ContentSecurityOptions = {},
  styleNonce?: string,
  embeddable = false,
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    // QR codes and the favicon are data: URLs; a picked avatar is previewed from a blob: URL.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...connect].join(' '),
    ['media-src', "'self'", ...media].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    embeddable ? 'frame-ancestors *' : "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of a script, style sheet or font: none of them is ever a document, so nothing may load from it even if
 * one is opened as a page. Much shorter than a page's, which matters: a page asks for some forty of them.
 */
export const SUBRESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";
const SUBRESOURCE_TYPES = /^(text\/css|text\/javascript|application\/javascript|font\/)/;

/** An onSend hook that adds the headers; HSTS only on HTTPS (with TRUST_PROXY, as the proxy reports it). */
export function securityHeaders(options: ContentSecurityOptions = {}) {
  const policy = contentSecurityPolicy(options);
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header('content-security-policy', SUBRESOURCE_TYPES.test(type) ? SUBRESOURCE_POLICY : policy);
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // The legacy header has no "any site" value: the embeddable page relies on frame-ancestors alone.
    if (!isEmbeddablePath(request.url)) reply.header('x-frame-options', 'DENY');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  };
}
