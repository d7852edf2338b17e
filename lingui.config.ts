import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalogue per language and area, so a page loads only the core catalogue and the catalogues its route names
 * (`activateLocale` and `loadCatalogue` in packages/i18n/src/instance.ts; routes name theirs in
 * apps/site/src/routes). Source messages are English; `zh` must be complete (checked by `npm run i18n:check`).
 * Stories and tests carry sample data, not product strings, so they are not extracted.
 *
 * core: what a page of any area shows (the shell: header, footer, menus, toasts, loading, dialogs, the route error
 * screen, the customer-message panel's own texts, the 404 page; all ui components' own strings).
 * errors: the server codes' and the client's messages (packages/i18n/src/messages/server.ts, client.ts): what a
 * failed or finished call says. The API client loads it with itself, so a page that only calls on demand does not.
 * validation: the form rules' messages (packages/i18n/src/messages/validation.ts), for the pages and on-demand parts
 * whose forms check what is typed.
 * Each other area: a few pages of one kind and the ui patterns and shared page files they use. A file used by several
 * areas is in each of their catalogues. `node scripts/budgets.mjs` checks on the build that every message a route's
 * first load uses is in the catalogues that route loads.
 */
const site = '<rootDir>/apps/site/src';
const ui = '<rootDir>/packages/ui/src';
const patterns = (...names: string[]) => names.map((name) => `${ui}/patterns/${name}`);
const pages = (folder: string, ...names: string[]) => names.map((name) => `${site}/pages/${folder}/${name}`);

/** Page files of the marketing area that other areas' pages use. */
const marketingBlocks = `${site}/pages/marketing/blocks.tsx`;
const productCatalogue = `${site}/pages/marketing/catalogue.ts`;
const productIllustrations = `${ui}/illustrations`;
const pagePatterns = patterns('FeatureGrid', 'PageHero', 'PageSection');
const specPatterns = patterns('SpecFigures', 'SpecTable');
/** The pages of the services folder and what they share. */
const servicesShared = pages('services', 'shared.ts');
/** The account area's screens (patterns-account, -scenes, -invoice, -dialogs, -commerce). */
const accountPatterns = patterns(
  'AccountNav',
  'accountForms.ts',
  'AddressForm',
  'AddressList',
  'CameraCard',
  'CameraList',
  'ExpiryImpactNote',
  'ChangePasswordForm',
  // The new-password fields the change-password form shares with the sign-in panel.
  'LoginPanel/NewPasswordFields.tsx',
  'FolderNameDialog',
  'ShareSceneDialog',
  'ArchivingForecast',
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
);

/** An order's page in my orders: it shows the checkout's order lines and timeline. */
const orderDetail = `${site}/pages/account/orders/OrderDetailScreen.tsx`;
/** The shop's product pages (/mall/kankanPro, …). */
const shopPages = `${site}/pages/marketing/Mall*Page.tsx`;
/** What the company and solution pages share. */
const companyShared = [marketingBlocks, productIllustrations, ...pagePatterns];

const errorMessages = '<rootDir>/packages/i18n/src/messages';
const errorMessageFiles = `${errorMessages}/**`;

const areas: Record<string, { include: string[]; exclude?: string[] }> = {
  core: {
    include: [
      '<rootDir>/packages/i18n/src',
      '<rootDir>/packages/api/src',
      `${ui}/components`,
      // The product pictures' names (the header's product menu shows them).
      productIllustrations,
      ...patterns(
        'SiteHeader',
        'SiteFooter',
        'MessageDialog',
        'MobileNotice',
        'DemoBanner',
        'CustomerMessagePanel',
        'serviceError.ts',
      ),
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
    exclude: [errorMessageFiles],
  },
  errors: { include: [`${errorMessages}/server.ts`, `${errorMessages}/client.ts`] },
  validation: { include: [`${errorMessages}/validation.ts`] },
  // The home page and the blocks it shows.
  home: {
    include: [
      ...pages('marketing', 'HomePage.tsx', 'ProductLineup.tsx'),
      marketingBlocks,
      productCatalogue,
      productIllustrations,
      ...pagePatterns,
      ...patterns('SpecFigures'),
    ],
  },
  // The other product pages.
  marketing: {
    include: [`${site}/pages/marketing`, productIllustrations, ...pagePatterns, ...specPatterns],
    exclude: [
      ...pages('marketing', 'HomePage.tsx', 'ProductLineup.tsx', 'ShopProduct.tsx', 'useBuy.ts', 'cartAction.ts'),
      shopPages,
    ],
  },
  // The shop's product pages.
  mall: {
    include: [
      ...pages('marketing', 'ShopProduct.tsx', 'useBuy.ts', 'cartAction.ts', 'auth.ts', 'ProductLineup.tsx'),
      shopPages,
      marketingBlocks,
      productCatalogue,
      productIllustrations,
      ...pagePatterns,
      ...specPatterns,
    ],
  },
  // The company pages, one each: about, core technology, AI interior design.
  about: { include: [...pages('company', 'AboutPage.tsx'), ...companyShared] },
  technology: { include: [...pages('company', 'TechnologyPage.tsx'), ...companyShared, ...specPatterns] },
  aiDesign: { include: [...pages('company', 'AiDesignPage.tsx'), ...companyShared] },
  // The five industry solution pages, one each, with their shared page.
  ...Object.fromEntries(
    ['House', 'Exhibition', 'Shop', 'Subject', 'Secury'].map((industry) => [
      `solution${industry}`,
      {
        include: [
          ...pages('company', 'SolutionPage.tsx', `${industry}SolutionPage.tsx`),
          productCatalogue,
          ...companyShared,
        ],
      },
    ]),
  ),
  // The heads of the prerendered pages (title, description): the build's prerendering loads it, the browser never.
  meta: { include: [`${site}/prerender`] },
  cases: {
    include: [
      ...pages(
        'support',
        'CasesPage.tsx',
        'CasesOverviewPage.tsx',
        'CasesAppPage.tsx',
        'caseRoutes.ts',
        'LoadProblem.tsx',
        'ScenePage.tsx',
        'PanoramaViewer.tsx',
      ),
      ...pagePatterns,
      ...patterns('CaseCard', 'CaseFilters', 'CaseIndustryTabs'),
    ],
  },
  news: {
    include: [
      ...pages('support', 'NewsPage.tsx', 'NewsArticlePage.tsx', 'newsRoutes.ts', 'LoadProblem.tsx'),
      ...pagePatterns,
      ...patterns('NewsArticle', 'NewsList'),
    ],
  },
  // The service pages (overview and one topic).
  service: {
    include: [
      ...pages('support', 'ServicePage.tsx', 'ServiceOverviewPage.tsx', 'serviceContent.tsx', 'serviceRoutes.ts'),
      ...pagePatterns,
    ],
  },
  // Video tutorials and downloads.
  videos: {
    include: [
      ...pages(
        'support',
        'VideoCoursePage.tsx',
        'VideosPage.tsx',
        'ServiceDownPage.tsx',
        'tutorials.ts',
        'tutorialMedia.ts',
      ),
      ...pagePatterns,
      ...patterns('VideoTutorialList'),
    ],
  },
  // Capacity and price pages.
  pricing: {
    include: [
      ...pages('services', 'PriceDetailPage.tsx', 'CapacityPage.tsx', 'MallCapacityPage.tsx'),
      ...servicesShared,
      marketingBlocks,
      productIllustrations,
      ...pagePatterns,
      ...patterns('PricingTable'),
    ],
  },
  member: {
    include: [
      ...pages('services', 'MallMemberPage.tsx'),
      ...servicesShared,
      ...pagePatterns,
      ...patterns('MembershipBenefits'),
    ],
  },
  // The distributor and agent pages.
  agent: {
    include: [
      ...pages('services', 'DistributorPage.tsx', 'AgentPage.tsx'),
      ...servicesShared,
      marketingBlocks,
      productIllustrations,
      ...pagePatterns,
      ...patterns('DistributorApplicationForm'),
    ],
  },
  dev: {
    include: [...pages('services', 'DevPage.tsx', 'devConfig.ts'), ...pagePatterns],
  },
  // The sign-in pages.
  login: {
    include: [`${site}/pages/login`, ...patterns('LoginPanel', 'AgreementDialog')],
  },
  // The account area's screens and the patterns they share with the shop's checkout.
  account: {
    include: [`${site}/pages/account`, ...accountPatterns],
    exclude: [orderDetail],
  },
  // The checkout (cart, confirmation, payment centre, payment result) and an order's page with its timeline: their
  // own texts, loaded beside the account catalogue (whose patterns they use), so the account screens do not carry them.
  shop: {
    include: [`${site}/pages/mall`, orderDetail, ...patterns('OrderTimeline')],
  },
};

const exclude = ['**/node_modules/**', '**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/locales/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: Object.entries(areas).map(([area, { include, exclude: own = [] }]) => ({
    path: `<rootDir>/packages/i18n/src/locales/{locale}/${area}`,
    include,
    exclude: [...exclude, ...own],
  })),
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
