import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalogue per language, `packages/i18n/src/locales/<locale>/messages.po`: every message of the site and of the
 * workspace packages it shows (`activateLocale` loads it). Source messages are English; `zh` must be complete
 * (`npm run i18n:check`). Stories and tests are left out: their text is sample data.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/packages/i18n/src/locales/{locale}/messages',
      include: [
        '<rootDir>/apps/site/src',
        '<rootDir>/packages/ui/src',
        '<rootDir>/packages/i18n/src',
        '<rootDir>/packages/api/src',
        '<rootDir>/packages/domain/src',
      ],
      exclude: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
