import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { i18nCatalogues, precompress, prerender, routePreloads } from './build-plugins.ts';
import { chunkGroups } from './chunk-groups.ts';

export default defineConfig({
  plugins: [react(), i18nCatalogues(), routePreloads(), precompress(), prerender()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports has <link rel="modulepreload">: no polyfill on each page.
    modulePreload: { polyfill: false },
    // The staff app, and the public pages without it (app/route-preloads.ts).
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        public: resolve(import.meta.dirname, 'public-page.html'),
      },
      output: { codeSplitting: { groups: chunkGroups(import.meta.dirname) } },
    },
  },
});
