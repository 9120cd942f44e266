import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importBoundaries from './eslint-rules/import-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', '**/.react-router/**', '**/data/**', 'apps/server/src/db/migrations/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Features do not reach into the server; the web app imports shared, never apps/server.
    files: ['apps/web/**/*.{ts,tsx}', 'packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@tradelink/server*'] }] },
  },
  {
    // Decision 015: app (routes/, shell/, root) -> features (each other only through api/, public/) ->
    // components/ and lib/ -> packages/shared, which imports nothing from the apps.
    files: ['apps/web/app/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { tradelink: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'tradelink/import-boundaries': 'error' },
  },
);
