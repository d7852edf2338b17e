import { I18nProvider } from '@lingui/react';
import { activateLocale, brandTitle, i18n } from '@kankan/i18n';
import '@kankan/ui/global';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { browserStorage } from './app/browserStorage.ts';
import { createSite } from './app/createSite.ts';
import { startUp } from './app/startUp.ts';

async function start(): Promise<void> {
  const storage = browserStorage();
  const { locale, phone } = startUp({
    href: window.location.href,
    storage,
    history: window.history,
    userAgent: navigator.userAgent,
    browserLanguage: navigator.language,
  });
  await activateLocale(locale);
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  document.title = brandTitle(locale);

  const container = document.getElementById('root');
  if (!container) return;
  const render = (content: ReactNode) =>
    createRoot(container).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>{content}</I18nProvider>
      </StrictMode>,
    );

  if (phone) {
    const { default: PhoneNotice } = await import('./app/PhoneNotice.tsx');
    render(<PhoneNotice />);
    return;
  }

  const site = createSite({ storage });
  void site.checkTokenAtStart();
  render(
    <BrowserRouter>
      <App site={site} />
    </BrowserRouter>,
  );
}

void start();
