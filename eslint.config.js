import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import tseslint from 'typescript-eslint'
import regexpPlugin from 'eslint-plugin-regexp'

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
    rules: { 'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false }] },
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
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', message: 'Import from react-router-dom.' }] },
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
