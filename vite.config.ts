/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
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

/** The library build (`npm run build`): Storybook and the Vitest projects reuse this config without `build.lib`. */
const isLibraryBuild = (config: UserConfig, { command }: ConfigEnv) => command === 'build' && Boolean(config.build?.lib);

/**
 * Keeps each module's `'use client'` directive in the library output. Bundlers drop module-level
 * directives, and Next.js hosts need them to render the provider and blocks as client components.
 */
function preserveUseClient(): Plugin {
  const clientModules = new Set<string>();
  return {
    name: 'shipping-elements:preserve-use-client',
    enforce: 'pre',
    apply: isLibraryBuild,
    transform(code, id) {
      if (/^\s*(?:\/\/[^\n]*\n\s*)*['"]use client['"]/.test(code)) {
        clientModules.add(id);
      }
      return null;
    },
    renderChunk(code, chunk) {
      if (chunk.facadeModuleId && clientModules.has(chunk.facadeModuleId) && !/^['"]use client['"]/.test(code)) {
        return { code: `'use client';\n${code}`, map: null };
      }
      return null;
    },
  };
}

/**
 * Writes the kit's workers (BatchUploader's, the report preview's) as
 * `new Worker(new URL('<literal>', import.meta.url))`, the one form
 * every host bundler recognises. Vite's library build nests it (`new URL(new URL(…).href, '' +
 * import.meta.url)`), which webpack (Next.js) turns into a `file://` URL of the build machine:
 * the worker failed to start there and the batch block fell back to the main thread. Newlines are
 * kept so the source map still lines up. Fails the build if the pattern changes.
 *
 * Only the library build (`build.lib`) is published for host bundlers to read again. An app
 * build of this config (Storybook's static build keeps the plugins but drops `build`, so no
 * `lib`) is final: its worker URL is Vite's own app form (`new URL("/assets/…", import.meta.url)`
 * or nested by `base: './'`), already resolved, and nothing bundles it again.
 */
function canonicalWorkerUrl(): Plugin {
  const NESTED = /new URL\(\s*\/\* @vite-ignore \*\/\s*new URL\(("[^"]*(?:batch|report-preview)-worker[^"]*"), import\.meta\.url\)\.href,\s*"" \+ import\.meta\.url\s*\)/g;
  return {
    name: 'shipping-elements:canonical-worker-url',
    enforce: 'post',
    apply: isLibraryBuild,
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !/\bnew Worker\(/.test(chunk.code)) {
          continue;
        }
        const code = chunk.code.replace(NESTED, (match, url: string) => `new URL(${url}, import.meta.url)${'\n'.repeat(match.split('\n').length - 1)}`);
        if (code === chunk.code && !/new Worker\(new URL\("[^"]*(?:batch|report-preview)-worker[^"]*", import\.meta\.url\)/.test(code)) {
          this.error(`${chunk.fileName}: the worker URL is not in the form host bundlers recognise`);
        }
        chunk.code = code;
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), preserveUseClient(), canonicalWorkerUrl()],
  // Relative asset URLs: BatchUploader's worker is found next to the package's own files
  // (`new URL('../../../assets/batch-worker-….js', import.meta.url)`), wherever a host serves them.
  base: './',
  // The workers' maps likewise (see `sourcemapExcludeSources` below).
  worker: { rollupOptions: { output: { sourcemapExcludeSources: true } } },
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
        // The shopper's checkout (`shipping-elements/checkout`): CheckoutRates alone, no provider.
        'src/checkout': `${root}src/checkout.ts`,
        // The blocks as custom elements for bundlers (`shipping-elements/elements`), React a peer.
        'src/elements/index': `${root}src/elements/index.ts`,
        // One entry per message catalogue (`shipping-elements/locales/<language>`): the main entry
        // carries English only, and a host imports the other languages it shows.
        'src/locales/en': `${root}src/locales/en.ts`,
        'src/locales/es': `${root}src/locales/es.ts`,
        'src/locales/fr': `${root}src/locales/fr.ts`,
        'src/locales/de': `${root}src/locales/de.ts`,
        // The dev-server plugin (`shipping-elements/vite`, issue 42): an entry of its own, so that
        // no other entry imports Vite.
        'src/vite/index': `${root}src/vite/index.ts`,
        // The Next.js helpers (`shipping-elements/next`, issue 42): the sandbox behind a route handler,
        // an entry of its own so that `shipping-elements/server` never carries the sandbox.
        'src/next/index': `${root}src/next/index.ts`,
        'sandbox/index': `${root}sandbox/index.ts`,
        'sandbox/cli': `${root}sandbox/cli.ts`,
        // `shipping-sandbox trigger` and `shipping-elements init` (issue 42).
        'sandbox/trigger-cli': `${root}sandbox/trigger-cli.ts`,
        'src/cli/index': `${root}src/cli/index.ts`,
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
        // The maps keep every line's place in src/ (stack traces and breakpoints name the .ts/.tsx
        // file and line) without a second copy of the sources: the output beside them is that
        // source, unminified, one module per file, comments kept. With the copies the tarball was
        // 1.74 MB; without, 1.03 MB (issue 36: at most 1.1 MB, scripts/package-check.ts).
        sourcemapExcludeSources: true,
      },
    },
  },
  test: {
    restoreMocks: true,
    // A guard against hangs, not a speed check (speed lives in `npm run bench`): `npm test` runs
    // the e2e files beside every other project on two cores, and a sandbox over HTTP that answers
    // in a second alone can take several then.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/api/**/*.test.ts', 'src/lib/**/*.test.ts', 'src/server/**/*.test.ts', 'src/**/*.ssr.test.tsx', 'sandbox/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts', 'demo/*.test.ts'],
          setupFiles: ['test/setup-node.ts'],
          // The files share one module graph in a worker instead of importing the sandbox, the
          // client and React anew for each of some 90 files: 56 CPU-seconds instead of 142 on two
          // cores (issue 36's 15 minutes). What a file changes of the process is put back after it
          // (test/setup-node.ts); a file that needs modules fresh (React 18's SSR test) resets them.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/{provider,queries,components,ui,internal}/**/*.test.{ts,tsx}', 'src/*.test.{ts,tsx}'],
          exclude: ['**/*.ssr.test.tsx'],
          setupFiles: ['test/setup-dom.ts'],
          // The files share one jsdom and one module graph in a worker instead of building them
          // anew for each of some 80 files (about 100 s of `npm test`'s longest lane on two
          // cores). What a file could leave behind is reset per file in test/setup-dom.ts (the
          // storages, the sandbox, MSW's handlers); a module's own once-only state is reached
          // through `vi.resetModules()` in the test that needs it fresh.
          isolate: false,
          // The block tests walk whole flows (typing, the in-process sandbox, polling): 1–2 s each
          // alone, but several times that while every project shares two cores in CI, and twice
          // that again when the machine's host is busy (one clean-clone run took 13.3 minutes, the
          // next, same code, 19.3, and a LabelPurchase axe test went from 25 to 40 s). A timeout
          // guards against hangs; it is not a speed check (speed lives in `npm run bench`), so it
          // is one generous figure for every test of the project, none of their own.
          testTimeout: 120_000,
        },
      },
      {
        // Every story renders in Debian Chromium; play functions and axe (a11y: 'error') must pass.
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        test: {
          name: 'storybook',
          // The stories files share one frame and one module graph instead of each loading React,
          // the kit and its dependencies anew from Vite's dev server (measured alone on two cores:
          // 238 s and about 440 CPU-seconds, Chromium's 305 of them, down to 132 s and 190). Each
          // story still gets its own provider and QueryClient and a reset sandbox
          // (.storybook/preview.tsx); the storages were the frames' shared origin's before too.
          isolate: false,
          // Each block's main story again at 390 px, its primary action hovered and focused, light and dark (issue 36).
          setupFiles: ['test/storybook-states.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // The demo in Debian Chromium, driven by playwright-core as a merchant's user would.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          // The demo app built once for the run (demo/built-app.ts), not served module by module.
          globalSetup: ['e2e/global-setup.ts'],
          // Hang guards, as the dom project's: twice what the slowest file needed on a busy host.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // Two files at once: each has a demo, a sandbox and a Chromium of its own on free ports,
          // and waits on them more than it computes (Vitest's default is one worker on two cores).
          // The e2e lane was npm test's longest chain, one file after another (issue 36). The
          // lane's other projects take the same count: Vitest runs projects of one group together.
          maxWorkers: 2,
        },
      },
      {
        // The published Storybook: every story and docs page of storybook-static/ (built by
        // `npm run build-storybook`, which `npm test` runs first) opened in Debian Chromium.
        extends: true,
        test: {
          name: 'storybook-static',
          environment: 'node',
          include: ['e2e/storybook-static.test.ts'],
          // Pages at once: each is a browser context of its own on two cores shared with the other projects.
          maxConcurrency: 2,
          maxWorkers: 2,
        },
      },
      {
        // Type tests (`*.test-d.ts[x]`): tsc checks them against the public entries and nothing
        // runs. Type errors elsewhere belong to `npm run typecheck`, which already fails on them,
        // so they are not reported a second time here.
        extends: true,
        test: {
          name: 'types',
          typecheck: {
            enabled: true,
            only: true,
            include: ['**/*.test-d.{ts,tsx}'],
            tsconfig: './tsconfig.json',
            ignoreSourceErrors: true,
          },
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
          // The e2e lane's count (see the e2e project).
          maxWorkers: 2,
        },
      },
    ],
  },
});
