import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { defineConfig } from 'vite';
import { sharedOptimizeDeps, sharedPlugins } from '../../vite.plugins.ts';

export default defineConfig({
  // react-aria ships its built-in strings (clear buttons, breadcrumbs, toasts…) in 34 languages; the site speaks two.
  plugins: [...sharedPlugins(), optimizeLocales.vite({ locales: ['en-US', 'zh-CN'] })],
  optimizeDeps: { include: sharedOptimizeDeps },
  // The manifest maps each source module to its chunk: scripts/budgets.mjs reads it to size every route.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:4000' } },
  preview: { port: 4173 },
});
