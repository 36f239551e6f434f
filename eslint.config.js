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
    files: ['scripts/**/*.mjs', '*.js', 'tests/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    extends: [js.configs.recommended],
  },
);
