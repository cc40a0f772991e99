import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';

const server = 'apps/server/src';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Only env.ts reads the environment: every setting is checked once, at start.
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/env.ts`, `${server}/**/*.test.ts`, `${server}/test/**`],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from env.ts' },
      ],
    },
  },
  {
    // The layers of the server and who may import whom (docs/ARCHITECTURE.md, Layout). A file's
    // layer is known from its place and name; the first pattern that matches decides.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/*/src/**', 'packages/shared/src/**'],
      'boundaries/elements': [
        { type: 'test', mode: 'full', pattern: [`${server}/test/**`, `${server}/**/*.test.ts`] },
        {
          type: 'wiring',
          mode: 'full',
          pattern: [
            `${server}/app.ts`,
            `${server}/main.ts`,
            `${server}/modules/index.ts`,
            `${server}/features/*/module.ts`,
          ],
        },
        { type: 'route', mode: 'full', pattern: `${server}/**/*-routes.ts` },
        { type: 'policy', mode: 'full', pattern: `${server}/features/*/*-policy.ts` },
        { type: 'query', mode: 'full', pattern: `${server}/features/*/*-{queries,query}.ts` },
        { type: 'presenter', mode: 'full', pattern: `${server}/features/*/*-presenter.ts` },
        {
          type: 'job',
          mode: 'full',
          pattern: [`${server}/jobs/**`, `${server}/features/*/*-{job,jobs}.ts`],
        },
        {
          type: 'realtime',
          mode: 'full',
          pattern: [`${server}/realtime/**`, `${server}/features/*/*-realtime.ts`],
        },
        // Everything else in a feature folder: commands (one verb a file) and their helpers.
        { type: 'command', mode: 'full', pattern: `${server}/features/*/*.ts` },
        // db, services, http, mail, errors, env: what every layer builds on.
        { type: 'core', mode: 'full', pattern: `${server}/**` },
        { type: 'shared', mode: 'full', pattern: 'packages/shared/src/**' },
        { type: 'web', mode: 'full', pattern: 'apps/web/src/**' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          message: '${file.type} may not import ${dependency.type} (docs/ARCHITECTURE.md, Layout)',
          rules: [
            // Only the wiring registers routes and lists modules.
            {
              from: ['command', 'job', 'realtime', 'policy', 'query', 'presenter', 'core'],
              disallow: ['route', 'wiring'],
            },
            { from: 'route', disallow: ['wiring'] },
            // Policies decide from what they read; they never act.
            { from: 'policy', disallow: ['command', 'job', 'realtime'] },
            { from: ['query', 'presenter'], disallow: ['command', 'job', 'realtime'] },
            { from: 'core', disallow: ['command', 'job', 'policy', 'query'] },
            {
              from: 'shared',
              disallow: [
                'test',
                'wiring',
                'route',
                'policy',
                'query',
                'presenter',
                'job',
                'realtime',
                'command',
                'core',
                'web',
              ],
            },
            {
              from: 'web',
              disallow: [
                'test',
                'wiring',
                'route',
                'policy',
                'query',
                'presenter',
                'job',
                'realtime',
                'command',
                'core',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // The shared package runs in the browser and on the server: no Node, no DOM, no app code.
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'packages/shared runs in the browser too' },
            { group: ['**/apps/**'], message: 'packages/shared imports no app code' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'process',
      ],
    },
  },
  {
    // One import style: a name of the shared package comes from the file that declares it.
    files: ['apps/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.mjs'],
    ignores: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@crewline/shared',
              message: 'Import from the declaring file: @crewline/shared/contracts/<file>, …',
            },
          ],
          patterns: [
            {
              group: ['@crewline/shared/**/index', '@crewline/shared/**/*.ts'],
              message:
                'Import from the declaring file, without .ts: @crewline/shared/contracts/<file>',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A switch over a union names every member: a new member nobody handles fails the check.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: { '@typescript-eslint/switch-exhaustiveness-check': 'error' },
  },
);
