import { I18nProvider } from '@lingui/react';
import { activateLocale, brandTitle, i18n, TOKEN_STORAGE_KEY } from '@kankan/i18n';
import '@kankan/ui/global';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { browserStorage } from './app/browserStorage.ts';
import { createSite } from './app/createSite.ts';
import { afterNextPaint, documentParsed, pageWorks } from './app/pageTiming.ts';
import { preparePage } from './app/preparePage.ts';
import { startUp } from './app/startUp.ts';
import { preloadPage } from './routes/index.tsx';
import { whenIdle } from '@kankan/ui';

async function start(): Promise<void> {
  await documentParsed();
  const storage = browserStorage();
  const { locale, phone } = startUp({
    href: window.location.href,
    storage,
    history: window.history,
    userAgent: navigator.userAgent,
    browserLanguage: navigator.language,
  });
  const container = document.getElementById('root');
  if (!container) return;
  // The server's page (scripts/prerender.mjs) is a visitor's in one language: hydrated when the site starts in that
  // language without a session. A signed-in user's header differs, and on a phone, in the other language or on an
  // address without a prerendered page, the page renders here.
  const prerendered =
    !phone &&
    container.firstChild !== null &&
    document.documentElement.dataset.prerendered === locale &&
    !storage.getItem(TOKEN_STORAGE_KEY);
  // The Chinese face's unicode-range slices (@kankan/ui/chinese-faces): a prerendered page brings its own cut of the
  // characters it shows, so they wait until it works and the browser is idle (text that arrives later may need
  // them); text drawn here may need them at once. Not merely idle: a slow hydration has idle moments (and the idle
  // wait a time limit), and the faces' 190 kB of rules would then compete with the page's own code.
  const loadChineseFaces = () => void import('@kankan/ui/chinese-faces');
  if (!prerendered) loadChineseFaces();
  // Inter's full faces (@kankan/ui/latin-faces) likewise: declared on a prerendered page only once it works, since
  // while the page's own cut is loading the browser would ask for them too; text drawn here waits for them (their
  // files are preloaded with the HTML), so a title is not first wrapped in the fallback face; if they fail to load,
  // the page is drawn in the fallback face.
  const latinFaces = prerendered ? null : import('@kankan/ui/latin-faces').catch(() => null);
  const site = phone ? null : createSite({ storage });
  // The start-up token check, then (drawn here) the page's data and its files beside the catalogue, not after it.
  void site?.checkTokenAtStart();
  if (site && !prerendered) preparePage(site, window.location.href);
  const catalogue = activateLocale(locale);
  // The server's page is drawn before its route's code is asked for (scripts/prerender.mjs says why).
  if (prerendered) await afterNextPaint();
  await Promise.all([catalogue, latinFaces, prerendered ? preloadPage(window.location.pathname) : null]);
  if (!prerendered) {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
    // A prerendered page has its own title.
    document.title = brandTitle(locale);
  }

  const render = (content: ReactNode) => {
    const tree = (
      <StrictMode>
        <I18nProvider i18n={i18n}>{content}</I18nProvider>
      </StrictMode>
    );
    if (prerendered) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  };

  if (!site) {
    const { default: PhoneNotice } = await import('./app/PhoneNotice.tsx');
    render(<PhoneNotice />);
    return;
  }

  render(
    <BrowserRouter>
      <App site={site} />
    </BrowserRouter>,
  );
  if (prerendered)
    void pageWorks().then(() =>
      whenIdle(() => {
        void import('@kankan/ui/latin-faces');
        loadChineseFaces();
      }),
    );
}

void start();
