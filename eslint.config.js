import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'build', 'bench', 'node_modules', 'test-results', 'playwright-report', '.screenshots'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // styled-components is ESM-only: in plain Node its default export is the CommonJS module object,
      // so `styled.div` throws "reading 'withConfig'" during server rendering. The named export works everywhere.
      'no-restricted-imports': ['error', { paths: [{ name: 'styled-components', importNames: ['default'], message: "Import { styled } by name: the default import breaks server rendering in plain Node." }] }],
    },
  },
  {
    // The kit is a library: it imports its own parts statically (an app decides what loads late; a chunk
    // that fails after a redeploy must not break it) and takes the app's link component instead of a router.
    files: ['packages/react/src/**/*.{ts,tsx}'],
    ignores: ['packages/react/src/**/*.test.{ts,tsx}', 'packages/react/src/test/**'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ImportExpression', message: 'The kit imports its parts statically: leave code splitting to the app.' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'styled-components', importNames: ['default'], message: "Import { styled } by name: the default import breaks server rendering in plain Node." },
            { name: 'react-router-dom', message: 'The kit is router-agnostic: render KitLink, which uses the link component the app gives MotionKitProvider.' },
            { name: 'react-router', message: 'The kit is router-agnostic: render KitLink, which uses the link component the app gives MotionKitProvider.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js', 'tests/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    extends: [js.configs.recommended],
  },
);
