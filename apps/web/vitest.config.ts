import { defineConfig } from 'vitest/config';

/** Unit tests only; the browser tests in e2e/ run with Playwright (playwright.config.ts). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
