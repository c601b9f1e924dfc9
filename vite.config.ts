/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const root = fileURLToPath(new URL('.', import.meta.url));

// Everything the package depends on stays an import in the output: the host's bundler
// dedupes React, React Query and zod with its own copies.
const externals = [
  ...Object.keys(pkg.dependencies),
  ...Object.keys((pkg as { peerDependencies?: Record<string, string> }).peerDependencies ?? {}),
  'react',
  'react-dom',
];
const isExternal = (id: string) =>
  id.startsWith('node:') || externals.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    lib: {
      entry: {
        'src/index': `${root}src/index.ts`,
        'src/api/index': `${root}src/api/index.ts`,
        'src/server/index': `${root}src/server/index.ts`,
        'sandbox/index': `${root}sandbox/index.ts`,
        'sandbox/cli': `${root}sandbox/cli.ts`,
      },
      formats: ['es'],
    },
    // `rollupOptions` is the spelling both Vite 7 and 8 read (TOOLCHAIN pitfall 18).
    rollupOptions: {
      external: isExternal,
      output: {
        // One output module per source file, so a host that imports RatePicker gets RatePicker.
        preserveModules: true,
        preserveModulesRoot: root,
        entryFileNames: '[name].js',
      },
    },
  },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/api/**/*.test.ts', 'src/server/**/*.test.ts', 'sandbox/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // The same contract tests over real HTTP on loopback (test/sandbox-harness.ts).
        extends: true,
        test: {
          name: 'contract-http',
          environment: 'node',
          include: ['sandbox/contract/*.test.ts'],
          exclude: ['sandbox/contract/http.test.ts', 'sandbox/contract/*.dom.test.ts'],
          env: { SANDBOX_TRANSPORT: 'http' },
        },
      },
    ],
  },
});
