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

// Classic zod's method chains keep its whole API, the JSON-schema code and the English locale in
// every bundle that imports it; zod/mini's functions tree-shake to what the schemas use (the api
// entry went from ~40 KB to ~21 KB gzip). Code under src/ ships to browsers, so it uses zod/mini
// only. The sandbox, tests outside src/, scripts and benches may use classic zod.
const ZOD_MINI_MESSAGE = "Code under src/ ships to browsers: use `import * as z from 'zod/mini'` (functional API: z.optional(x), x.check(z.minLength(1))).";
const noClassicZod = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'zod', message: ZOD_MINI_MESSAGE },
        { name: 'zod/v4', message: ZOD_MINI_MESSAGE },
        { name: 'zod/v3', message: ZOD_MINI_MESSAGE },
      ],
    },
  ],
};

// The kit's stack is its users' choice (issue 12): dialogs on Radix Dialog through ui/Dialog,
// forms on react-hook-form, long lists on @tanstack/react-virtual. These rules stop code under src/
// from growing hand-written replacements of them again.
const DIALOG_MESSAGE = 'Dialogs use ui/Dialog (Radix Dialog): no native <dialog>, showModal() or hand-made role="dialog".';
const noHandWrittenDialogs = {
  'no-restricted-syntax': [
    'error',
    { selector: "JSXOpeningElement[name.name='dialog']", message: DIALOG_MESSAGE },
    { selector: "CallExpression:matches([callee.name='createElement'], [callee.property.name='createElement'])[arguments.0.value='dialog']", message: DIALOG_MESSAGE },
    { selector: "MemberExpression[property.name='showModal']", message: DIALOG_MESSAGE },
    { selector: "JSXAttribute[name.name='role'][value.value=/^(alert)?dialog$/]", message: DIALOG_MESSAGE },
  ],
};
// docs/security.md: user data renders as text. No code under src/ hands React a string to parse
// as HTML, whether as a JSX attribute or as a props object's key (createElement, a spread); outside
// tests, nothing writes markup through the DOM's own sinks either.
const RAW_HTML_MESSAGE = 'Text from the API or the user renders as text: no dangerouslySetInnerHTML or DOM HTML sink under src/ (docs/security.md).';
const noRawHtml = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: RAW_HTML_MESSAGE },
  { selector: "Property[key.name='dangerouslySetInnerHTML'], Property[key.value='dangerouslySetInnerHTML']", message: RAW_HTML_MESSAGE },
  { selector: "MemberExpression[property.name='dangerouslySetInnerHTML']", message: RAW_HTML_MESSAGE },
];
// The DOM's own HTML sinks, outside tests (a test may read or set markup it rendered itself).
const noHtmlSinks = [
  { selector: "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]", message: RAW_HTML_MESSAGE },
  { selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]", message: RAW_HTML_MESSAGE },
  { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]", message: RAW_HTML_MESSAGE },
];
const noHandWrittenStack = {
  'no-restricted-imports': [
    'error',
    {
      ...noClassicZod['no-restricted-imports'][1],
      patterns: [
        { group: ['**/internal/use-form', '**/internal/use-form.*'], message: 'Forms use react-hook-form (with @hookform/resolvers/zod), not a hand-written form hook.' },
        { group: ['**/internal/use-windowed-list', '**/internal/use-windowed-list.*'], message: 'Long lists use @tanstack/react-virtual, not a hand-written windowing hook.' },
      ],
    },
  ],
};
export default defineConfig([
  // hosts/: merchants' apps with their own tsconfig and node_modules (installed by the package
  // step from the tarball); their own strict `tsc` checks them, not this config. fixtures/ likewise:
  // new apps in their creators' style, which init's package check sets up (issue 42).
  globalIgnores(['dist', 'coverage', 'storybook-static', 'node_modules', 'public', 'bench/.tmp', 'e2e-artifacts', 'hosts', 'fixtures']),
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
  // The Rules of Hooks everywhere; the React Compiler's rules (static components, purity, refs…)
  // where components and hooks that run in a page are written, not in the tests, the sandbox, the
  // scripts or e2e drivers: the compiler analyses every file it is given, and those files were
  // half of the lint step's time on two cores (issue 36's 15 minutes) for no component of theirs.
  { files: ['**/*.{ts,tsx}'], plugins: reactHooks.configs.flat.recommended.plugins, rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' } },
  {
    files: ['src/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'bench/**/*.tsx', 'hosts/**/*.{ts,tsx}', 'fixtures/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'demo/server.ts', 'src/cli/**', 'src/server/**'],
    ...reactHooks.configs.flat.recommended,
  },
  { files: ['src/components/**', 'src/ui/**', 'src/provider/**', 'src/queries/**'], rules: noNetworkInUi },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { ...noHandWrittenStack, 'no-restricted-syntax': [...noHandWrittenDialogs['no-restricted-syntax'], ...noRawHtml] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': [...noHandWrittenDialogs['no-restricted-syntax'], ...noRawHtml, ...noHtmlSinks] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'stories/**', '.storybook/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  { files: ['scripts/**', 'bench/**', 'sandbox/cli.ts', 'sandbox/trigger-cli.ts', 'src/cli/**', 'demo/server.ts', 'e2e/**'], rules: { 'no-console': 'off' } },
  { files: ['**/*.{js,mjs}'], extends: [tseslint.configs.disableTypeChecked] },
]);
