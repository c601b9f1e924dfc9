// ESLint flat config: @eslint/js + typescript-eslint (type-aware) + the project's layer rules.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './scripts/eslint-layers.js';

const noNetworkInUi = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Components never call fetch: go through a hook in src/queries (DESIGN §2).' },
    { name: 'XMLHttpRequest', message: 'Components never make requests: go through a hook in src/queries.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: 'Components never call fetch: go through a hook in src/queries.' },
    { object: 'globalThis', property: 'fetch', message: 'Components never call fetch: go through a hook in src/queries.' },
  ],
};

export default defineConfig([
  globalIgnores(['dist', 'coverage', 'storybook-static', 'node_modules', 'public', 'bench/.tmp', 'e2e-artifacts']),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { layers: layersPlugin },
    rules: {
      curly: ['error', 'all'],
      'layers/imports': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['src/components/**', 'src/ui/**', 'src/provider/**', 'src/queries/**'], rules: noNetworkInUi },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'stories/**', '.storybook/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  { files: ['scripts/**', 'bench/**', 'sandbox/cli.ts', 'demo/server.ts', 'e2e/**'], rules: { 'no-console': 'off' } },
  { files: ['**/*.{js,mjs}'], extends: [tseslint.configs.disableTypeChecked] },
]);
