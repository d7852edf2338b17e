import type { StorybookConfig } from '@storybook/react-vite';
import { storyFontAliases } from '../vite.plugins.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/site/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) => {
    const alias = viteConfig.resolve?.alias;
    const existing = Array.isArray(alias)
      ? alias
      : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }));
    return {
      ...viteConfig,
      resolve: { ...viteConfig.resolve, alias: [...storyFontAliases, ...existing] },
      build: {
        ...viteConfig.build,
        // Storybook's preview and docs bundles are large by design and never reach a customer; the Lingui macro's
        // Babel pass is most of the build's time, which the timing notice would repeat on every build.
        chunkSizeWarningLimit: 1500,
        rolldownOptions: {
          ...viteConfig.build?.rolldownOptions,
          checks: { ...viteConfig.build?.rolldownOptions?.checks, bundlerTimings: false },
        },
      },
    };
  },
};

export default config;
