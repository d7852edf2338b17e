/*
 * The whole design system as one extraction entry (lingui.config.ts): its catalogue, `library`, holds every message
 * of packages/ui, including components no page uses yet. Only Storybook loads it (`loadEveryCatalogue`); the site's
 * pages load their own catalogues, which hold the messages of the components they use.
 */
export * from './index.ts';
