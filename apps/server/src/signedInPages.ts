/**
 * Account screens drawn on the server for a signed-in account login. The build's server entry
 * (apps/site/dist-prerender/entry-prerender.js, `renderSignedIn`) renders the screen with the session's answers; this
 * module puts the markup into the site's page with the style sheets its classes need and the answers it was drawn
 * with, so the first page of scenes is on screen with the HTML and the browser hydrates it (apps/site's main.tsx).
 * Without a build entry, for a camera login, an ended session, an error or a slow render, the page is the usual
 * index.html and the browser draws it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SupportedLocale } from '@kankan/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from './context.ts';
import { escapeHtml } from './html.ts';

/** What the server entry renders (apps/site/src/entry-prerender.tsx, `SignedInPage`). */
interface SignedInPage {
  body: string;
  state: unknown;
  htmlLang: string;
  title: string;
}

type FetchFunction = (input: Request, init?: RequestInit) => Promise<Response>;

/** The style functions of the entry (apps/site/src/prerender/pageStyles.ts), shared with the build's prerendering. */
interface PageStyles {
  createInlineStyleMover(): { move(body: string): string; rules(): string };
  linkedSheets(html: string): string[];
  sheetsUsed(body: string, sheets: SheetClasses, linked: readonly string[]): string[];
}

interface SignedInEntry extends PageStyles {
  SIGNED_IN_PATHS: readonly string[];
  prepareSignedIn(): Promise<void>;
  renderSignedIn(request: {
    pathname: string;
    search: string;
    locale: SupportedLocale;
    token: string;
    fetch: FetchFunction;
  }): Promise<SignedInPage | null>;
}

/** The build's style sheets in link order, each with the class names it defines (scripts/prerender.mjs writes it). */
type SheetClasses = [file: string, classes: string[]][];

export interface SignedInRenderer {
  /** Whether the address is drawn on the server for a session. */
  handles(pathname: string): boolean;
  /**
   * The page for the session of `token` (its index.html with the screen's markup), or null when the browser should
   * draw it: no session, a camera login, a failed or slow render.
   */
  render(request: {
    pathname: string;
    search: string;
    locale: SupportedLocale;
    token: string;
    template: string;
    nonce: string;
  }): Promise<string | null>;
}

/** Longer than this and the browser draws the page itself (it would be no faster). */
const RENDER_LIMIT_MS = 2000;

/**
 * Puts a rendered screen into the site's page (index.html): the style sheets its classes use, and its inline styles
 * (blocked by the page's policy) as rules of a `<style>` under the page's nonce.
 */
function composePage(
  template: string,
  page: SignedInPage,
  {
    locale,
    nonce,
    sheets,
    styles,
  }: { locale: SupportedLocale; nonce: string; sheets: SheetClasses; styles: PageStyles },
): string {
  const inline = styles.createInlineStyleMover();
  const body = inline.move(page.body);
  const rules = inline.rules();
  const links = styles
    .sheetsUsed(body, sheets, styles.linkedSheets(template))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const style = rules ? [`<style nonce="${nonce}">${rules}</style>`] : [];
  // JSON in a data block is never run; `<` is escaped so no text of it can close the element.
  const state = `<script type="application/json" id="signed-in-state">${JSON.stringify(page.state).replace(/</g, '\\u003c')}</script>`;
  return (
    template
      // data-signed-in tells the browser the markup is a session's, in this language (main.tsx hydrates it then).
      .replace(/<html lang="[^"]*">/, () => `<html lang="${page.htmlLang}" data-signed-in="${locale}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', () => `  ${[...links, ...style, state].join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
  );
}

/** An API call of the server entry answered by the server's own routes, in process. */
function injectedFetch(app: FastifyInstance): FetchFunction {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload = Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(payload.length > 0 ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

/**
 * Loads the build's server entry beside `siteDir` (apps/site/dist-prerender); null when the build has none (a
 * development server, a build without the prerender step).
 */
export async function loadSignedInRenderer(
  app: FastifyInstance,
  siteDir: string,
  sessionOfToken: (token: string) => Promise<Session | null>,
): Promise<SignedInRenderer | null> {
  const folder = path.join(siteDir, '..', 'dist-prerender');
  const entryFile = path.join(folder, 'entry-prerender.js');
  const sheetsFile = path.join(folder, 'sheet-classes.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(sheetsFile)) return null;
  // React's production build, as the browser's (the development one renders the same markup, several times slower).
  process.env['NODE_ENV'] ??= 'production';
  let entry: SignedInEntry;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as SignedInEntry;
  } catch (error) {
    app.log.warn({ err: error }, 'the build has no usable server entry: account screens are drawn in the browser');
    return null;
  }
  const sheets = JSON.parse(fs.readFileSync(sheetsFile, 'utf8')) as SheetClasses;
  const paths = new Set(entry.SIGNED_IN_PATHS);
  const fetch = injectedFetch(app);
  // One render at a time: the entry's language is global to it. The screens' code first.
  let queue: Promise<unknown> = entry.prepareSignedIn().catch((error: unknown) => {
    app.log.warn({ err: error }, 'account screens not prepared for drawing on the server');
  });

  return {
    handles: (pathname) => paths.has(pathname),
    async render({ pathname, search, locale, token, template, nonce }) {
      const session = await sessionOfToken(token);
      // A camera login has its own scene list and menu; the browser draws those.
      if (!session || session.deviceLogin) return null;
      const rendering = queue.then(() => entry.renderSignedIn({ pathname, search, locale, token, fetch }));
      queue = rendering.catch(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_LIMIT_MS);
      });
      try {
        const page = await Promise.race([rendering, late]);
        return page ? composePage(template, page, { locale, nonce, sheets, styles: entry }) : null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
