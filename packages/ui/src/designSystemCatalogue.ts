/*
 * The Lingui extraction entry of the whole design system (lingui.config.ts): its catalogue, named after this file,
 * holds every message of packages/ui, including components no page uses yet. Only Storybook loads it
 * (`loadEveryCatalogue`); the site's pages load their own catalogues, which hold the messages of the components they
 * use.
 */
export * from './index.ts';
