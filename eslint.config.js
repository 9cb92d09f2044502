// ESLint (flat config): the recommended JavaScript and TypeScript rules, React's rules of hooks,
// and import-x/no-cycle, so a runtime import cycle (two modules each needing the other at load
// time) fails `npm run lint`. Formatting is Prettier's job, not ESLint's. .astro files are checked
// by `astro check` and Prettier.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', '.netlify/', '.astro/', 'node_modules/', 'public/', 'test-results/', 'playwright-report/', 'bench-results/', '.ci/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The islands set state in an effect only for what the server render cannot know: that
      // hydration has happened, or what the browser supports. That is this rule's documented
      // exception, so it is off rather than worked around with refs.
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Test helpers named use* (useFakeGemini: start a fake server for this file) are not React hooks.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
