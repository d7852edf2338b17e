/**
 * Serving the built site: files by content negotiation with long caching for hashed assets, pages in the visitor's
 * language (a prerendered page when the build made one, else index.html), revalidated with an ETag.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { detectLocale, isSitePath, isSupportedLocale, type SupportedLocale } from '@kankan/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import mime from 'mime';
import Negotiator from 'negotiator';
import { failure, RouterCode } from './envelope.ts';
import {
  contentSecurityPolicy,
  DEMO_MARKER,
  isEmbeddablePath,
  type ContentSecurityOptions,
} from './security/headers.ts';

/** Vite names every file under /assets by its content, so a name never changes meaning. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files (robots.txt, favicons, downloads) are checked again on every use. */
const REVALIDATE = 'no-cache';
/** Name of the cookie the site writes beside its saved language choice. */
export const LANG_COOKIE = 'lang';
const NONCE_PATTERN = /^[A-Za-z0-9+/]{22}==$/;
/** Client routes are words, digits, dashes and slashes; anything else never names a prerendered page. */
const PAGE_PATH = /^\/[A-Za-z0-9_/-]*$/;

export interface SiteOptions {
  siteDir: string;
  demo: boolean;
  contentSecurity: ContentSecurityOptions;
}

interface Template {
  html: string;
  /** Hash of the page as built, the first part of its ETag (the nonce is the second). */
  hash: string;
}

function template(source: string, demo: boolean): Template {
  // The demo marks every page so the site shows its banner; a meta tag, not a script, so the policy stays strict.
  const html = demo ? source.replace('<head>', `<head>\n    ${DEMO_MARKER}`) : source;
  return { html, hash: createHash('sha256').update(html).digest('base64url').slice(0, 22) };
}

/** Every prerendered page of the build, keyed by `<lang><path>` (`zh` for the home page, `en/pricedetail`). */
function readPrerendered(siteDir: string, demo: boolean): Map<string, Template> {
  const pages = new Map<string, Template>();
  const base = path.join(siteDir, 'prerender');
  if (!fs.existsSync(base)) return pages;
  for (const entry of fs.readdirSync(base, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const relative = path.relative(base, entry.parentPath).split(path.sep).join('/');
    const [lang, ...rest] = relative.split('/');
    if (!isSupportedLocale(lang)) continue;
    pages.set(
      rest.length > 0 ? `${lang}/${rest.join('/')}` : lang,
      template(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'), demo),
    );
  }
  return pages;
}

/** A hashed asset as the server keeps it: its bytes and those of its compressed copies, read once at start. */
interface Asset {
  type: string;
  etag: string;
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Every file under /assets with its .br and .gz copies, read into memory when the server starts: the build names
 * them by content, so they never change while it runs, and answering from memory spares each of a page's many
 * scripts and style sheets the file-system round trips (stat, open, read) of serving it from disk.
 */
function readAssets(siteDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const base = path.join(siteDir, 'assets');
  if (!fs.existsSync(base)) return assets;
  for (const entry of fs.readdirSync(base, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const plain = fs.readFileSync(file);
    const sibling = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
    const br = sibling('.br');
    const gzip = sibling('.gz');
    const name = path.relative(base, file).split(path.sep).join('/');
    assets.set(name, {
      type: mime.getType(entry.name) ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 22)}"`,
      plain,
      ...(br ? { br } : {}),
      ...(gzip ? { gzip } : {}),
    });
  }
  return assets;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/**
 * The language of a page request (spec 1): `?lang=` first, then the saved choice the site sends as a cookie, then
 * the browser's first language (zh… is Chinese, any other English).
 */
export function pageLocale(request: Pick<FastifyRequest, 'query' | 'headers'>): SupportedLocale {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.['lang'];
  if (isSupportedLocale(asked)) return asked;
  const accept = request.headers['accept-language'];
  const browser = accept ? new Negotiator({ headers: { 'accept-language': accept } }).languages()[0] : undefined;
  return detectLocale({ saved: cookieValue(request.headers.cookie, LANG_COOKIE), browser });
}

function pagePath(url: string): string | null {
  const [pathname = '/', query = ''] = url.split('?');
  if (!PAGE_PATH.test(pathname) || pathname.includes('//')) return null;
  // A prerendered page shows its defaults; an address that carries state of its own (filters, page, a token) is
  // drawn in the browser from it, or hydrating would keep the defaults' markup. Only the language may be asked for.
  if ([...new URLSearchParams(query).keys()].some((key) => key !== 'lang')) return null;
  return pathname.replace(/\/+$/, '');
}

/** A path asking for a file (a dot in its last segment, or anything under /assets or /downloads), not a page. */
function asksForFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  // The shell's own name is an old address of the home page.
  if (pathname === '/index.html') return false;
  if (pathname.startsWith('/assets/') || pathname.startsWith('/downloads/')) return true;
  return (pathname.split('/').pop() ?? '').includes('.');
}

/** The encodings a request takes, Brotli first whatever order the header lists them in. */
function acceptedEncodings(request: FastifyRequest): string[] {
  return new Negotiator({ headers: { 'accept-encoding': request.headers['accept-encoding'] ?? '' } }).encodings([
    'br',
    'gzip',
  ]);
}

function compressed(request: FastifyRequest, html: string): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
  // Brotli whenever the client takes it (smaller than gzip).
  const accepted = acceptedEncodings(request);
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
  // Pages carry a fresh nonce, so they are compressed as they are sent, at a level fast enough for that.
  if (encoding === 'br') {
    return {
      encoding,
      body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  }
  if (encoding === 'gzip') return { encoding, body: gzipSync(html, { level: 6 }) };
  return { body: html };
}

/**
 * Registers the built site. Pages are answered with `Cache-Control: no-cache` and a weak ETag made of the page's
 * hash and the nonce it was sent with: a revalidation of an unchanged page answers 304 with the policy of the nonce
 * the cached copy carries, so the cached page and its policy always agree (docs/decisions.md).
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<boolean> {
  const { siteDir, demo, contentSecurity } = options;
  const indexFile = path.join(siteDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const index = template(fs.readFileSync(indexFile, 'utf8'), demo);
  const prerendered = readPrerendered(siteDir, demo);

  const sendPage = (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    const locale = pageLocale(request);
    const route = status === 200 ? pagePath(request.url) : null;
    const page = (route !== null ? prerendered.get(`${locale}${route}`) : undefined) ?? index;
    // The scene viewer is the one page other sites may frame (the share dialog's embed code).
    const embeddable = status === 200 && isEmbeddablePath(request.url);
    reply
      .header('vary', 'Accept-Encoding, Cookie, Accept-Language')
      .header('cache-control', status === 200 ? REVALIDATE : 'no-store');

    const [etagHash, etagNonce] = (
      /^W\/"([^".]+)\.([^"]+)"$/.exec(String(request.headers['if-none-match'] ?? '')) ?? []
    ).slice(1);
    if (status === 200 && etagHash === page.hash && etagNonce !== undefined && NONCE_PATTERN.test(etagNonce)) {
      return reply
        .code(304)
        .header('etag', `W/"${page.hash}.${etagNonce}"`)
        .header('content-security-policy', contentSecurityPolicy(contentSecurity, etagNonce, embeddable))
        .send();
    }
    const nonce = randomBytes(16).toString('base64');
    const html = page.html.replace('<head>', `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`);
    const { body, encoding } = compressed(request, html);
    if (status === 200) reply.header('etag', `W/"${page.hash}.${nonce}"`);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', contentSecurityPolicy(contentSecurity, nonce, embeddable))
      .send(body);
  };

  const assets = readAssets(siteDir);
  app.get('/assets/*', (request, reply) => {
    const asset = assets.get((request.params as { '*': string })['*']);
    if (!asset) return reply.callNotFound();
    const accepted = acceptedEncodings(request);
    const [encoding, body] =
      asset.br && accepted.includes('br')
        ? (['br', asset.br] as const)
        : asset.gzip && accepted.includes('gzip')
          ? (['gzip', asset.gzip] as const)
          : ([undefined, asset.plain] as const);
    // One tag per copy: a cache holding the Brotli copy must not be told it holds the plain one.
    const etag = encoding ? `${asset.etag.slice(0, -1)}-${encoding}"` : asset.etag;
    reply.header('cache-control', IMMUTABLE).header('vary', 'Accept-Encoding').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type(asset.type).send(body);
  });

  // index.html, the prerendered pages and the assets only ever as prepared above; the .br/.gz siblings are chosen
  // by negotiation, never asked for by name.
  await app.register(fastifyStatic, {
    root: siteDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    globIgnore: ['index.html', 'prerender/**', 'assets/**', '**/*.br', '**/*.gz'],
    allowedPath: (pathName) =>
      pathName !== '/index.html' && !pathName.startsWith('/prerender/') && !pathName.startsWith('/assets/'),
    setHeaders: (reply) => {
      reply.header('cache-control', REVALIDATE);
    },
  });
  app.get('/', (request, reply) => sendPage(request, reply));
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).type('application/json').send(failure(RouterCode.illegalRequest, 'illegal request'));
    }
    // A file that is not there is a plain 404: a script or download must never receive the site's page.
    if (asksForFile(request.url)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // /dev/… is the demo's: outside it (or for a path it does not have) the site's not-found page, with a 404.
    if (request.url.startsWith('/dev/')) return sendPage(request, reply, 404);
    // An address the site has no page for gets the site's not-found page with a 404, so that search engines and
    // links checkers see it as missing (the site's router draws the page from the address).
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname !== '/index.html' && !isSitePath(pathname)) return sendPage(request, reply, 404);
    return sendPage(request, reply);
  });
  return true;
}
