import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalogue per language and area, so a page loads only the core catalogue and its own area's
 * (`activateLocale` and `loadCatalogue` in packages/i18n/src/instance.ts). Source messages are English; `zh` must be
 * complete (checked by `npm run i18n:check`). Stories and tests carry sample data, not product strings, so they
 * are not extracted.
 *
 * core: everything a page of any area shows (the shell: header, footer, toasts, loading, dialogs, error screens,
 * the customer-message panel, the 404 page; all ui components; server, client and validation messages).
 * Each area: its pages (apps/site/src/pages/<folder>) and the ui patterns and shared page files they use. A file
 * used by several areas is in each of their catalogues. `node scripts/budgets.mjs` checks on the build that every
 * message a route's first load uses is in the catalogues that route loads.
 */
const site = '<rootDir>/apps/site/src';
const ui = '<rootDir>/packages/ui/src';
const patterns = (...names: string[]) => names.map((name) => `${ui}/patterns/${name}`);

/** Page files of the marketing area that other areas' pages use. */
const marketingBlocks = `${site}/pages/marketing/blocks.tsx`;
const productCatalogue = `${site}/pages/marketing/catalogue.ts`;
const productIllustrations = `${ui}/illustrations`;
const pagePatterns = patterns('FeatureGrid', 'PageHero', 'PageSection');
const specPatterns = patterns('SpecFigures', 'SpecTable');

const areas = {
  core: [
    '<rootDir>/packages/i18n/src',
    '<rootDir>/packages/api/src',
    `${ui}/components`,
    ...patterns('SiteHeader', 'SiteFooter', 'MessageDialog', 'MobileNotice', 'CustomerMessagePanel', 'serviceError.ts'),
    `${site}/App.tsx`,
    `${site}/main.tsx`,
    `${site}/app`,
    `${site}/layout`,
    `${site}/routes`,
    `${site}/rules`,
    `${site}/session`,
    `${site}/pages/notFound`,
    `${site}/pages/services/CustomerMessage.tsx`,
  ],
  // Server, client and validation messages (packages/i18n/src/messages): pages that can show them load this one.
  errors: ['<rootDir>/packages/i18n/src/messages'],
  marketing: [`${site}/pages/marketing`, productIllustrations, ...pagePatterns, ...specPatterns],
  company: [
    `${site}/pages/company`,
    marketingBlocks,
    productCatalogue,
    productIllustrations,
    ...pagePatterns,
    ...specPatterns,
  ],
  support: [
    `${site}/pages/support`,
    ...pagePatterns,
    ...patterns('CaseCard', 'CaseFilters', 'CaseIndustryTabs', 'NewsArticle', 'NewsList', 'VideoTutorialList'),
  ],
  services: [
    `${site}/pages/services`,
    marketingBlocks,
    productIllustrations,
    ...pagePatterns,
    ...patterns('DistributorApplicationForm', 'MembershipBenefits', 'PricingTable'),
  ],
  account: [
    `${site}/pages/account`,
    `${site}/pages/login`,
    `${site}/pages/mall`,
    ...patterns(
      // sign-in and the account area's navigation
      'AccountNav',
      'LoginPanel',
      // account screens (patterns-account, -scenes, -invoice, -dialogs, -commerce)
      'accountForms.ts',
      'AddressForm',
      'AddressList',
      'CameraCard',
      'CameraList',
      'ChangePasswordForm',
      'FolderNameDialog',
      'MembershipCard',
      'ProfileForm',
      'FolderTree',
      'SceneList',
      'SceneSearchBar',
      'AgreementDialog',
      'InvoiceDetailDialog',
      'InvoiceList',
      'InvoiceRequestDialog',
      'InvoiceTitlesForm',
      'AccountDeletionDialog',
      'AddCameraDialog',
      'InviteCollaboratorDialog',
      'PaymentDialog',
      'PointsTopUpDialog',
      'StoragePlanDialog',
      'CartTable',
      'ConsumptionRecords',
      'OrderTable',
      'PaymentResult',
    ),
  ],
};

const exclude = ['**/node_modules/**', '**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/locales/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: Object.entries(areas).map(([area, include]) => ({
    path: `<rootDir>/packages/i18n/src/locales/{locale}/${area}`,
    include,
    // The customer-message panel shows on every page: core, not the services area.
    exclude: area === 'services' ? [...exclude, `${site}/pages/services/CustomerMessage.tsx`] : exclude,
  })),
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
