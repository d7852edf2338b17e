import { I18nProvider } from '@lingui/react';
import { activateLocale, detectLocale, i18n } from '@kankan/i18n';
import '@kankan/ui/global';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

async function start(): Promise<void> {
  const locale = detectLocale({ saved: window.localStorage.getItem('lang'), browser: navigator.language });
  await activateLocale(locale);
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
