import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Posting to any origin leaks template and order data to whatever page embeds us. */
const noWildcardPostMessage = {
  selector: "CallExpression[callee.property.name='postMessage'] > Literal.arguments[value='*']",
  message: "postMessage(..., '*') is forbidden: post to an exact target origin.",
};

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
);
