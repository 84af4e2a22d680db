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
    // `/about/#/{article}` is a page (spec section 2) while `/about/article/...` are API calls.
    proxy: Object.fromEntries(
      [...API_PREFIXES.filter((prefix) => prefix !== '/about'), '/about/article'].map((prefix) => [
        prefix,
        apiTarget,
      ]),
    ),
  },
  build: {
    sourcemap: true,
    target: 'es2022',
  },
});
