import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

/**
 * Import direction (docs/ARCHITECTURE.md): web -> shared, server -> shared, never web -> server,
 * and shared imports neither. Inside the apps, the boundaries below. All of them are
 * `no-restricted-imports` patterns; a later block for the same files replaces the rule's options,
 * so each block lists every pattern that applies to its files. Dynamic `import()` is not checked.
 */
const noServer = {
  group: ['@wf/server', '@wf/server/*', '**/apps/server/**'],
  message: 'web and shared must not import the server',
};
const noWeb = {
  group: ['@wf/web', '@wf/web/*', '**/apps/web/**'],
  message: 'server and shared must not import the web app',
};
/** The same by a relative path (apps/web/... climbing into apps/server), which the group above misses. */
const noServerRelative = { regex: '^(?:\\.\\./)+server/', message: 'web and shared must not import the server' };
const serverOnly = { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify'], message: 'server-only package' };

/** `../` taken `n` times (a relative import leaving `n` folders). */
const up = (n) => `(?:\\.\\./){${n}}`;
/** A unit of `root` (a web feature, a server module) other than through its `index.ts`, seen from `root`. */
const notIndex = '[^./][^/]*/(?!index\\.ts$)';
/** The template apps' reserved home `root/apps/<app>`: each app is a unit of its own, like a feature. */
const notAppIndex = 'apps/(?![^/]+/index\\.ts$)';
/**
 * From a file `depth` folders inside one of `root`'s units (`root/<unit>/`, or `root/apps/<app>/` when
 * `inApp`): another unit other than through its `index.ts`, by `../` or by naming `root`.
 */
const siblingInternals = (depth, root, message, inApp = false) => {
  const toRoot = up(inApp ? depth + 1 : depth);
  return [
    ...(inApp ? [{ regex: `^${up(depth)}${notIndex}`, message }] : []),
    { regex: `^${toRoot}(?!apps/)${notIndex}`, message },
    { regex: `^${toRoot}${notAppIndex}`, message },
    { regex: `^(?:\\.\\./)+${root}/(?!apps/)${notIndex}`, message },
    { regex: `^(?:\\.\\./)+${root}/${notAppIndex}`, message },
  ];
};
/**
 * One block per folder depth (1 = files directly in a unit's folder, up to 3), for the units of
 * `base` and, separately, for the template apps of `base/apps`.
 */
const perDepth = (base, ext, block) => [
  ...[1, 2, 3].map((depth) => ({
    files: [`${base}/${'*/'.repeat(depth)}*.${ext}`],
    ignores: [`${base}/apps/**`],
    ...block(depth, false),
  })),
  ...[1, 2, 3].map((depth) => ({ files: [`${base}/apps/${'*/'.repeat(depth)}*.${ext}`], ...block(depth, true) })),
];
const restrict = (...patterns) => ({ rules: { 'no-restricted-imports': ['error', { patterns }] } });

/** A section file found by folder listing (contracts/<name>/<file>) that the web's entry or any page imports: no zod, no schemas. */
const zodFreeSectionFile = (file, why, imports, sibling = '') => ({
  files: [`packages/shared/src/contracts/*/${file}`, `packages/shared/src/contracts/apps/*/${file}`],
  ...restrict(
    noServer,
    noWeb,
    { group: ['react', 'fastify', 'drizzle-orm', 'drizzle-orm/*'], message: 'shared holds contracts and pure rules only' },
    { group: ['zod', 'zod/*'], message: `a ${file} is zod-free: ${why}` },
    {
      regex: sibling ? `^\\./(?!${sibling.replace('.', '\\.')}$)` : '^\\./',
      message: `a ${file} imports only ${imports} (not its folder's schemas or endpoints)`,
    },
  ),
});

const webFeatureBoundaries = perDepth('apps/web/src/features', '{ts,tsx}', (depth, inApp) =>
  restrict(
    noServer,
    noServerRelative,
    serverOnly,
    { regex: '^(?:\\.\\./)+app/', message: 'features do not import apps/web/src/app (the app imports the features)' },
    ...siblingInternals(
      depth,
      'features',
      'import another feature only through its index.ts (features/<f>/index.ts, features/apps/<app>/index.ts)',
      inApp,
    ),
  ),
);
const serverModuleBoundaries = perDepth('apps/server/src/modules', 'ts', (depth, inApp) =>
  restrict(
    noWeb,
    ...siblingInternals(
      depth,
      'modules',
      'import another module only through its index.ts; cross-module effects in a transaction go through hooks.ts',
      inApp,
    ),
  ),
);

const typeChecked = ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules (each file's own tsconfig through the project service) for the apps and shared.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: typeChecked })),
  {
    files: typeChecked,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // onSubmit={handleSubmit(...)} and async onClick handlers are how React forms work; the other
      // checks (arguments, returns, spreads, conditionals) stay on.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // react-router loaders throw redirect(), a Response.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // Left off: route handlers that are async without awaiting (require-await), vitest and
      // MUI method references (unbound-method), and style-only findings (no-unnecessary-type-assertion,
      // no-base-to-string, no-redundant-type-constituents). The no-unsafe-* rules are on for non-test
      // code and off for tests below (decision 040).
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-redundant-type-constituents': 'off',
    },
  },
  // Tests read JSON answers as `any` (res.json()); server tests move to the typed
  // ctx.call(role, endpoint, input).answer() (decision 040). Non-test code keeps the no-unsafe-* rules.
  {
    files: ['**/*.test.{ts,tsx}', 'apps/server/src/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Shared and the server through the one Node program `npm run typecheck` checks (tsconfig.node.json):
  // through each folder's own tsconfig (the project service), shared's files were read and typed once
  // for shared and again inside the server's program.
  {
    files: ['packages/shared/**/*.ts', 'apps/server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: false, project: './tsconfig.node.json', tsconfigRootDir: import.meta.dirname } },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['packages/shared/**/*.{ts,tsx}'],
    ...restrict(noServer, noWeb, {
      group: ['react', 'fastify', 'drizzle-orm', 'drizzle-orm/*'],
      message: 'shared holds contracts and pure rules only',
    }),
  },
  // A section's menu entries travel in the staff entry bundle (apps/web lib/staff-menu.ts): no zod,
  // no endpoint definitions or schemas beside them; roles are a named role set (role-sets.ts).
  zodFreeSectionFile(
    'menu.ts',
    'the staff entry carries it',
    'role-sets.ts and shell/navigation.ts, section-menu.ts and its own pages.ts',
    'pages.ts',
  ),
  // A section's pages.ts (page paths, audit words and links) is imported by other sections' pages and
  // the app shell (contracts/common/section-pages.ts).
  zodFreeSectionFile('pages.ts', 'any page imports its paths', 'common/section-pages.ts and common/page-path.ts'),
  { files: ['apps/server/**/*.ts'], ...restrict(noWeb) },
  {
    files: ['apps/server/src/db/**/*.ts'],
    ...restrict(noWeb, { regex: '^(?:\\.\\./)+http/', message: 'db/ must not import http/ (http builds on db)' }),
  },
  {
    files: ['apps/server/src/http/**/*.ts'],
    ...restrict(noWeb, {
      regex: '^(?:\\.\\./)+modules/',
      message: 'http/ must not import modules/ (modules build on http)',
    }),
  },
  ...serverModuleBoundaries,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': ['error', { patterns: [noServer, noServerRelative, serverOnly] }],
    },
  },
  ...webFeatureBoundaries,
  // Every user-facing string goes through the one i18n setup (docs/decisions/009): no literal text
  // in JSX (children and the attributes a person reads). Tests are exempt.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['label', 'title', 'placeholder', 'aria-label', 'alt', 'helperText', 'tooltip', 'aria-description', 'emptyText', 'subtitle', 'heading', 'message', 'description', 'hint'],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·—–]+', '[A-Z_-]+'] },
        },
      ],
    },
  },
);
