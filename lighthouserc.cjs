// Lighthouse CI on the served build (`npx lhci autorun`, after `npm run build`): the real server in production mode on
// a fresh seeded database held in memory, Lighthouse's desktop preset in Debian's Chromium, each page in both
// languages (`?lang=`). The gate runs once per page and asserts the categories made of binary audits (accessibility,
// best practices, SEO), which give the same answer on a busy machine; the timed figures are the benchmark's
// (scripts/bench.mjs reads this file and collects five runs of every category).
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;

/** One page of each kind: the home page, a product price page, a data list, an article list, the sign-in form. */
const PAGES = ['/', '/pricedetail', '/cases/all', '/news', '/login/login'];
const LANGUAGES = ['zh', 'en'];

const server = [
  `PORT=${port} HOST=127.0.0.1 DATA_DIR=memory:// SEED=1 DEMO=`,
  'node node_modules/tsx/dist/cli.mjs apps/server/src/main.ts',
].join(' ');

module.exports = {
  ci: {
    collect: {
      url: PAGES.flatMap((page) => LANGUAGES.map((lang) => `${origin}${page}?lang=${lang}`)),
      startServerCommand: server,
      // The server's line once it listens (apps/server/src/main.ts).
      startServerReadyPattern: 'Site and API:',
      startServerReadyTimeout: 120_000,
      numberOfRuns: 1,
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      settings: {
        preset: 'desktop',
        onlyCategories: ['accessibility', 'best-practices', 'seo'],
        // The network is closed: Chromium is kept from reaching anything on its own.
        chromeFlags:
          '--no-sandbox --headless=new --disable-background-networking --disable-component-update --no-first-run',
      },
    },
    assert: {
      assertions: {
        'categories:accessibility': ['error', { minScore: 1 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
      },
    },
    // The reports stay on this machine, in a folder git ignores.
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
