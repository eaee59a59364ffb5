import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import direction (docs/ARCHITECTURE.md): web -> shared, server -> shared, never web -> server,
 * and shared imports neither. Features do not import each other.
 */
const noServer = { group: ['@wf/server', '@wf/server/*', '**/apps/server/**'], message: 'web and shared must not import the server' };
const noWeb = { group: ['@wf/web', '@wf/web/*', '**/apps/web/**'], message: 'server and shared must not import the web app' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['packages/shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noWeb, { group: ['react', 'fastify', 'drizzle-orm', 'drizzle-orm/*'], message: 'shared holds contracts and pure rules only' }] }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWeb] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': ['error', { patterns: [noServer, { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify'], message: 'server-only package' }] }],
    },
  },
);
