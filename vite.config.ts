/** Root Vite config: read by Storybook's Vite builder. The site has its own config built on the same plugin list. */
import { defineConfig } from 'vite';
import { sharedOptimizeDeps, sharedPlugins } from './vite.plugins.ts';

export default defineConfig({
  plugins: sharedPlugins(),
  optimizeDeps: { include: sharedOptimizeDeps },
});
