import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** Posting to any origin leaks template and order data to whatever page embeds us. */
const noWildcardPostMessage = {
  selector: "CallExpression[callee.property.name='postMessage'] > Literal.arguments[value='*']",
  message: "postMessage(..., '*') is forbidden: post to an exact target origin.",
};

/**
 * The layers: schema ← shared ← runtime / editor / server. A layer imports only the layers on its
 * left; the three apps never import each other (they meet in schema and shared). Tests may cross
 * (the choice-space test drives the runtime's functions against the real server).
 */
const LAYERS = [
  { target: './schema', from: ['./shared', './runtime', './editor', './server'] },
  { target: './shared', from: ['./runtime', './editor', './server'] },
  { target: './runtime', from: ['./editor', './server'] },
  { target: './editor', from: ['./runtime', './server'] },
  { target: './server', from: ['./runtime', './editor'] },
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'schema/generated/', 'test-results/', 'test-results-*/', 'playwright-report/', '.data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-restricted-syntax': ['error', noWildcardPostMessage],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['schema/**/*.ts', 'shared/**/*.ts', 'runtime/**/*.{ts,tsx}', 'editor/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: LAYERS.map(({ target, from }) => ({ target, from, message: `${target.slice(2)} may import only the layers before it: schema ← shared ← runtime / editor / server.` })) },
      ],
    },
  },
);
