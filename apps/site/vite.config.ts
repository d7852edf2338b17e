import { defineConfig } from 'vite';
import { sharedOptimizeDeps, sharedPlugins } from '../../vite.plugins.ts';

export default defineConfig({
  plugins: sharedPlugins(),
  optimizeDeps: { include: sharedOptimizeDeps },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:4000' } },
  preview: { port: 4173 },
});
