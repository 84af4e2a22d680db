import { API_PREFIXES } from '@atelier/contracts';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In `vite` dev, API calls go to a locally running apps/api (the same origin in production). */
const apiTarget = process.env.ATELIER_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // The router plugin must come before react(): it generates the route tree and splits each
  // route's component into its own chunk (autoCodeSplitting), keeping the home page's first load small.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  server: {
    // `/about/#/{article}` is a page (spec section 2) while `/about/article/...` are API calls;
    // uploaded avatars and the development mail page are served by the API too.
    proxy: Object.fromEntries(
      [
        ...API_PREFIXES.filter((prefix) => prefix !== '/about'),
        '/about/article',
        '/uploads',
        '/dev/mail',
      ].map((prefix) => [prefix, apiTarget]),
    ),
  },
  build: {
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the first page load needs in one chunk: left alone, Rolldown cuts the modules
        // that lazy routes share with the entry into a dozen small chunks, and each one compresses
        // on its own (about 7 KB gzip more over the wire for the same code).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
