// @ts-check
import js from '@eslint/js';
import path from 'node:path';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** DESIGN.md section 2: the dependency direction, enforced. */
const noApps = {
  group: ['@atelier/api', '@atelier/web', '**/apps/**'],
  message: 'packages/* and machines/ never import from apps/*.',
};

const configs = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/routeTree.gen.ts',
      '**/test-results/**',
      '**/playwright-report/**',
      '.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    // Nest's DI reads the constructor parameter types at run time: type-only imports would erase
    // them, so injected classes must stay value imports in the API.
    files: ['apps/api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['packages/**/*.ts', 'machines/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApps] }] },
  },
  {
    // The package's own tests may use the test runner; what it ships imports only zod.
    files: ['packages/contracts/**/*.ts'],
    ignores: ['packages/contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApps,
            { regex: '^(?!zod$|\\.{1,2}/)', message: 'packages/contracts imports only zod.' },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApps,
            {
              group: ['react', 'react-dom', '@xstate/react', '@nestjs/*', 'typeorm'],
              message: 'machines/ import no React and no Nest.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@atelier/api', '**/apps/api/**'],
              message: 'The web app talks to the API over HTTP only.',
            },
          ],
        },
      ],
      // One module owns fetch (spec section 8 behaviour lives there).
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through src/api/client.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/features/**'], message: 'src/ui never imports from features.' }],
        },
      ],
    },
  },
);

// This file lives in .config/ (the top level holds only the customer's entries and dot-files):
// every pattern above is relative to the repository root.
const root = path.resolve(import.meta.dirname, '..');
export default configs.map((config) => ({ ...config, basePath: root }));
