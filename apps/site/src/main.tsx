import { I18nProvider } from '@lingui/react';
import { activateLocale, brandTitle, i18n, TOKEN_STORAGE_KEY } from '@kankan/i18n';
import '@kankan/ui/global';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
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
  const { locale, phone, heldToken } = startUp({
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
  const site = phone ? null : createSite({ storage, heldToken });
  // The bundled faces' full rules, Inter's (@kankan/ui/latin-faces) and the Chinese face's unicode-range slices
  // (@kankan/ui/chinese-faces): a prerendered page brings its own cut of the characters it shows, so they wait until
  // it works and the browser is idle, for text that arrives later. Declared sooner, they cost bytes before the page
  // works: while a face of the cut is still loading, the browser asks for Inter's full files too, and the slices'
  // many rules compete with the page's code (not merely idle: a slow hydration has idle moments). Text drawn here
  // needs them at once, and waits for Inter's (its files are preloaded with the HTML, so a title is not first wrapped
  // in the fallback face; if they fail to load, the fallback face draws it).
  const loadFaces = () => [import('@kankan/ui/latin-faces'), import('@kankan/ui/chinese-faces')] as const;
  const latinFaces = prerendered ? null : loadFaces()[0].catch(() => null);
  // The start-up token check, then (drawn here) the page's data and its files beside the catalogue, not after it.
  void site?.checkTokenAtStart();
  if (site && !prerendered) preparePage(site, window.location.href);
  const catalogue = activateLocale(locale);
  // The server's page is drawn before its route's code is asked for (scripts/prerender.mjs says why).
  if (prerendered) await afterNextPaint();
  const page = prerendered ? preloadPage(window.location.pathname) : null;
  await Promise.all([catalogue, latinFaces, page]);
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
    // Hydrated as a transition: the page is on screen already, so React takes it over in slices, yielding to the
    // browser between them, instead of holding the main thread for the whole tree.
    if (prerendered) startTransition(() => void hydrateRoot(container, tree));
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
  if (prerendered) void pageWorks().then(() => whenIdle(() => void loadFaces()));
}

void start();
