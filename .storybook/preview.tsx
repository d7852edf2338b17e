import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n, isLocale, type Locale } from '@kankan/i18n';
import '@kankan/ui/global';
import '@kankan/ui/chinese-faces';
import '@kankan/ui/latin-faces';
import { startStory, StoryFrame } from '@kankan/ui/storybook';
import type { Decorator, Preview } from '@storybook/react-vite';

function localeOf(globals: Record<string, unknown>): Locale {
  const value = globals['locale'];
  return isLocale(value) ? value : 'zh';
}

/** Re-renders the story in the toolbar's language; the key remounts it so nothing keeps the old strings. */
const withLocale: Decorator = (Story, context) => {
  const locale = localeOf(context.globals);
  return (
    <I18nProvider i18n={i18n} key={locale}>
      <StoryFrame layout={context.parameters['layout'] === 'fullscreen' ? 'fullscreen' : 'padded'}>
        <Story />
      </StoryFrame>
    </I18nProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh', viewport: { value: 'desktop', isRotated: false } },
  loaders: [
    async ({ globals }) => {
      const locale = localeOf(globals);
      await activateLocale(locale);
      document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
      return {};
    },
  ],
  beforeEach: startStory,
  decorators: [withLocale],
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        page: { name: 'Page 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        small: { name: 'Laptop 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
      },
    },
    // Only violations are collected: axe then skips gathering every node that passed or needs review.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
