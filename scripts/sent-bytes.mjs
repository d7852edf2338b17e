// What a public page sends before it is usable, as a customer's browser receives it: Chromium opens the page on the
// served build (scripts/served-site.mjs) in the language its visitor asks for and adds up the bytes on the wire
// (compressed as the server sent them) of the HTML, style sheets, scripts and fonts it asked for until it works (its
// load event, or the site's hydration mark if later: a prerendered page asks for its route's code once it has been
// drawn), and of every font its text uses unless a style sheet asked for after that declared it. What the page
// fetches after it works, when idle (parts of screens it may open next, the Chinese face's slices for text that
// arrives from the API), is reported apart as `later`. Images and API answers are not counted: the budgets are about
// what the page needs to show and work.
import { chromium } from 'playwright';

/** The User Timing mark the site sets once a page works (apps/site/src/app/pageTiming.ts). */
const HYDRATED_MARK = 'kankan:hydrated';

/** Resource types counted, by Playwright's name for them. */
const COUNTED = { document: 'html', stylesheet: 'css', script: 'js', font: 'fonts' };

export async function measureSentBytes(origin, pages, { executablePath = '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({
    executablePath,
    args: ['--disable-background-networking', '--no-first-run'],
  });
  const results = [];
  // Two pages at a time: most of a page's time is waiting (its load, the network going quiet), and each page has a
  // context of its own, so what one asks for never counts for the other.
  let next = 0;
  const measureNext = async () => {
    while (next < pages.length) {
      const index = next;
      next += 1;
      results[index] = await measureOne(browser, origin, pages[index]);
    }
  };
  try {
    await Promise.all([measureNext(), measureNext()]);
  } finally {
    await browser.close();
  }
  return results;
}

async function measureOne(browser, origin, { path, language }) {
  const context = await browser.newContext({ locale: language, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const sizes = [];
  let loadedAt = Infinity;
  page.on('load', () => {
    loadedAt = Date.now();
  });
  /** When each style sheet was asked for, by address. */
  const sheetAskedAt = new Map();
  page.on('request', (request) => {
    const kind = COUNTED[request.resourceType()];
    if (!kind) return;
    const askedAt = Date.now();
    if (kind === 'css') sheetAskedAt.set(request.url(), askedAt);
    // A font's Referer is the style sheet whose @font-face asked for it (the document for the page's own rules
    // and preloads).
    const from = kind === 'fonts' ? request.headers()['referer'] : undefined;
    sizes.push(
      request
        .response()
        .then((response) => (response ? request.sizes() : { responseBodySize: 0, responseHeadersSize: 0 }))
        .then(({ responseBodySize, responseHeadersSize }) => ({
          kind,
          askedAt,
          from,
          bytes: responseBodySize + responseHeadersSize,
        }))
        // A request still open when the page is closed (an idle load that started after the network went quiet)
        // is not counted, and must not fail the measurement.
        .catch(() => null),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.evaluate(() => globalThis.document.fonts.ready);
  // The mark's time as wall-clock time, like the requests' and the load event's.
  const hydrated = await page.waitForFunction((name) => {
    const [mark] = globalThis.performance.getEntriesByName(name);
    return mark ? globalThis.performance.timeOrigin + mark.startTime : null;
  }, HYDRATED_MARK);
  const works = Math.max(loadedAt, await hydrated.jsonValue());
  await page.waitForLoadState('networkidle');
  const received = (await Promise.all(sizes)).filter((entry) => entry !== null);
  const row = { path, language, html: 0, css: 0, js: 0, fonts: 0, later: 0, requests: 0 };
  for (const { kind, bytes, askedAt, from } of received) {
    // Fonts are asked for once text is laid out, whenever that is, and count unless a style sheet asked for after
    // the page works declared them (the Chinese face's slices, @kankan/ui/chinese-faces, for text shown later);
    // the rest counts if asked for before the page works.
    const later = kind === 'fonts' ? (sheetAskedAt.get(from) ?? -Infinity) > works : askedAt > works;
    if (later) {
      row.later += bytes;
    } else {
      row[kind] += bytes;
      row.requests += 1;
    }
  }
  row.total = row.html + row.css + row.js + row.fonts;
  await context.close();
  return row;
}
