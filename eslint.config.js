import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import tseslint from 'typescript-eslint'
import regexpPlugin from 'eslint-plugin-regexp'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'

// One folder a domain: a feature imports only itself and the shared layers (api, components,
// config, hooks, lib), never the app. The routes (src/app/routes) compose the features.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const SHARED_LAYERS = ['api', 'components', 'config', 'hooks', 'lib']

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'data',
      'coverage',
      'playwright-report',
      'test-results',
      'bench/results',
      'server/db/migrations',
      '*.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['scripts/*.mjs', 'public/*.js', 'server/waveform/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    // A pattern that backtracks super-linearly lets one long input freeze the server (issue 14:
    // the old e-mail pattern took 47 s on 300 kB). Every pattern must run in linear time.
    plugins: { regexp: regexpPlugin },
    rules: { 'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }] },
  },
  {
    // Unanchored patterns over input a client sends: no quadratic scan from every start position.
    files: ['contract/**/*.ts', 'server/**/*.ts', 'src/**/*.{ts,tsx}'],
    rules: {
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/components/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Import direction of ARCHITECTURE.md: contract imports nothing of ours; src and server never
    // import each other; features never import other features.
    files: ['contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/*', '../src/*', '../server/*'] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/*', '**/src/*'] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/server/*'],
          // The routing package the user named; react-router-dom re-exports react-router.
          paths: [{ name: 'react-router', message: 'Import from react-router-dom.' }],
        },
      ],
    },
  },
  {
    // The embeddable player (src/embed/, docs/decisions/017-embed-player.md) stays plain DOM code
    // under 50 kB: no framework, no HTTP client, nothing of the SPA's screens, no zod.
    files: ['src/embed/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // '@contract' and '@contract/embed' bring zod; '@contract/embed-paths' is without it.
          paths: [
            'react',
            'axios',
            'zod',
            'lucide-react',
            '@/api/client',
            '@/api/music',
            '@contract',
            '@contract/embed',
          ].map((name) => ({ name, message: 'The embeddable player stays plain and small.' })),
          patterns: [
            '**/server/*',
            'react-*',
            'react/*',
            'i18next*',
            '@tanstack/*',
            '@/app/*',
            '@/components/*',
            '@/features/*',
            '@/hooks/*',
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', message: 'Import from react-router-dom.' }] },
      ],
    },
  },
  {
    // Enforced, not just agreed: no import cycles, no feature importing another feature, and the
    // shared layers never importing a feature (they would pull it into every page that uses them).
    files: ['contract/**/*.ts', 'server/**/*.ts', 'src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript files of the tree are modules to follow (the default is JavaScript only).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: the route (src/app/routes) composes them, or what both need moves to a shared layer.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'A feature never imports the app: the app composes the features.',
            },
            ...SHARED_LAYERS.map((layer) => ({
              target: `./src/${layer}`,
              from: ['./src/features', './src/app'],
              message: 'Shared layers never import features or the app.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/*.mjs', 'public/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Served as is, without a build: the browser's globals only.
    files: ['public/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
)
