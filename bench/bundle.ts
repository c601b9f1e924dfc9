// Bundle cost a host pays: each entry is bundled the way a host's bundler would (Vite/rolldown,
// minified, tree-shaken) from the built package, then gzipped.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const workDirectory = path.join(root, 'bench', '.tmp', 'bundle');

/**
 * What a figure leaves out of the bundle, as a host's bundler would when the host has it already:
 * - `all-in`: React, React DOM and React Query external (the kit's peers); everything else the
 *   kit uses bundled (react-hook-form, @hookform/resolvers, Radix Dialog, @tanstack/react-virtual,
 *   zod/mini). The budgets count this one.
 * - `host-has-forms-and-dialogs`: also react-hook-form, @hookform/resolvers and every @radix-ui
 *   package external: the marginal cost for a host that already ships them.
 * - `bundled`: nothing external, React included, for scale.
 * - `kit-only`: every package external: the kit's own code alone.
 */
export type BundleExternals = 'all-in' | 'host-has-forms-and-dialogs' | 'bundled' | 'kit-only';

export interface BundleFigure {
  name: string;
  description: string;
  externals: BundleExternals;
  /** True unless `externals` is `bundled`. */
  reactExternal: boolean;
  /** The code a page loads with the entry: the entry's chunk and the chunks it imports statically. */
  minifiedBytes: number;
  gzipBytes: number;
  /** Source modules that contribute code to the bundle as loaded with the entry, for "pulls in no X" checks. */
  modules: string[];
  /**
   * The chunks loaded only by a dynamic `import()` (LabelHistory's pdf-lib, on the first merged
   * reprint), gzipped together: not in `gzipBytes`, since a page that never asks for them never
   * loads them. 0 when there are none.
   */
  lazyGzipBytes: number;
  /** Source modules of those lazy chunks. */
  lazyModules: string[];
  /** The largest contributors: module and rendered bytes (after tree-shaking, before minifying). */
  largest: { module: string; bytes: number }[];
}

export interface BundleCase {
  name: string;
  description: string;
  /** Module source of the host entry. */
  code: string;
  /**
   * What stays external when measured "external": React and React Query (the kit's peers, the
   * default), or React alone (for React Query's own figure).
   */
  peers?: 'react+query' | 'react';
}

const REACT_EXTERNALS = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
const PEER_EXTERNALS = [...REACT_EXTERNALS, '@tanstack/react-query'];
/** Packages a host with its own forms and dialogs already ships (a prefix ending in `/` is a scope). */
const FORM_AND_DIALOG_EXTERNALS = ['react-hook-form', '@hookform/resolvers', '@radix-ui/'];

function externalsOf(bundleCase: BundleCase, externals: BundleExternals): (id: string) => boolean {
  if (externals === 'bundled') {
    return () => false;
  }
  if (externals === 'kit-only') {
    // Bare imports are packages; the kit itself is reached through the `shipping-elements` alias.
    return (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0') && !id.startsWith('shipping-elements');
  }
  const names = [...(bundleCase.peers === 'react' ? REACT_EXTERNALS : PEER_EXTERNALS), ...(externals === 'all-in' ? [] : FORM_AND_DIALOG_EXTERNALS)];
  return (id) => names.some((name) => (name.endsWith('/') ? id.startsWith(name) : id === name || id.startsWith(`${name}/`)));
}

function files(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/**
 * BatchUploader's Web Worker is its own file in the package (`dist/assets/batch-worker-….js`),
 * which a host's app bundler emits as a separate asset and the browser loads on the first file
 * read. Vite's library mode, which these figures use, would inline it as a base64 data URL and
 * count it in every entry that reaches BatchUploader (kit:whole, kit:BatchUploader); this plugin
 * hides the URL from that inlining, and the worker is measured on its own (`worker:batch-parse`).
 * ReportDownloader's preview worker likewise (`dist/assets/report-preview-worker-….js`,
 * `worker:report-preview`, loaded on the first preview).
 */
const WORKERS_AS_THEIR_OWN_FILES = {
  name: 'workers-as-their-own-files',
  enforce: 'pre' as const,
  transform(code: string, id: string) {
    // Every module of the kit, not a list of names: a renamed module must not inline its worker silently.
    // Vite's module ids use `/` on every system.
    if (!id.includes('/dist/src/')) {
      return null;
    }
    const hidden = code.replace(/new URL\((["'`])([^"'`]*(?:batch|report-preview)-worker[^"'`]*)\1,\s*import\.meta\.url\)/g, 'new URL(String($1$2$1), import.meta.url)');
    return hidden === code ? null : { code: hidden, map: null };
  },
};

/** The worker files of the built package (`dist/assets/*worker*.js`), each measured alone. */
export function workerCases(): BundleCase[] {
  const assets = path.join(root, 'dist', 'assets');
  const workers = [
    { file: /^batch-worker-.*\.js$/, name: 'worker:batch-parse', description: "BatchUploader's Web Worker (papaparse + zod/mini validation), its own file, loaded on the first file read; not in the kit's figures" },
    { file: /^report-preview-worker-.*\.js$/, name: 'worker:report-preview', description: "ReportDownloader's preview Web Worker (papaparse, DecompressionStream, exact sums), its own file, loaded on the first preview; not in the kit's figures" },
  ];
  return readdirSync(assets).flatMap((name) =>
    workers
      .filter((worker) => worker.file.test(name))
      .map((worker) => ({
        name: worker.name,
        description: worker.description,
        // The file itself is the entry (an import of it would be dropped: it exports nothing).
        code: readFileSync(path.join(assets, name), 'utf8'),
      })),
  );
}

/** What `measureBundle` reads of an output chunk in `generateBundle`. */
interface OutputChunkShape {
  type: string;
  fileName: string;
  isEntry?: boolean;
  /** Files this chunk imports statically. */
  imports?: string[];
  modules?: Record<string, { renderedLength: number }>;
}

/** Bundles one host entry and measures it: what loads with the entry, and apart what loads lazily. */
export async function measureBundle(bundleCase: BundleCase, externals: BundleExternals): Promise<BundleFigure> {
  const directory = path.join(workDirectory, `${bundleCase.name.replace(/[^a-z0-9]+/gi, '-')}-${externals}`);
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const entry = path.join(directory, 'entry.js');
  writeFileSync(entry, bundleCase.code);
  const modules = new Set<string>();
  const lazyModules = new Set<string>();
  const sizes = new Map<string, number>();
  // Output files loaded with the entry (the entry's chunk and its static imports, transitively).
  const initialFiles = new Set<string>();
  await build({
    configFile: false,
    logLevel: 'silent',
    root: directory,
    plugins: [WORKERS_AS_THEIR_OWN_FILES],
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: { alias: { 'shipping-elements': path.join(root, 'dist', 'src') } },
    build: {
      outDir: path.join(directory, 'out'),
      emptyOutDir: true,
      minify: true,
      write: true,
      reportCompressedSize: false,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rollupOptions: {
        external: externalsOf(bundleCase, externals),
        plugins: [
          {
            // Modules that contribute code to the output (tree-shaken ones do not count).
            name: 'record-modules',
            generateBundle(_options: unknown, bundle: Record<string, OutputChunkShape>) {
              const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
              const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
              const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
              for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
                if (!initialFiles.has(file)) {
                  initialFiles.add(file);
                  pending.push(...(byFile.get(file)?.imports ?? []));
                }
              }
              for (const chunk of chunks) {
                for (const [id, module] of Object.entries(chunk.modules ?? {})) {
                  if (module.renderedLength > 0) {
                    (initialFiles.has(chunk.fileName) ? modules : lazyModules).add(path.relative(root, id));
                    sizes.set(path.relative(root, id), module.renderedLength);
                  }
                }
              }
            },
          },
        ],
      },
    },
  });
  const out = path.join(directory, 'out');
  const output = files(out).filter((file) => file.endsWith('.js'));
  const initial = output.filter((file) => initialFiles.has(path.relative(out, file).split(path.sep).join('/')));
  const code = Buffer.concat(initial.map((file) => readFileSync(file)));
  const lazyCode = Buffer.concat(output.filter((file) => !initial.includes(file)).map((file) => readFileSync(file)));
  // A worker inlined as a data URL would count its whole file in this entry's figure.
  if (/data:(?:text|application)\/javascript[^,]*;base64,/.test(Buffer.concat([code, lazyCode]).toString('latin1'))) {
    throw new Error(`${bundleCase.name} (${externals}): a Web Worker was inlined as a data URL; the kit's workers are their own files and are measured apart.`);
  }
  return {
    name: bundleCase.name,
    description: bundleCase.description,
    externals,
    reactExternal: externals !== 'bundled',
    minifiedBytes: code.length,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    modules: [...modules].sort(),
    lazyGzipBytes: lazyCode.length === 0 ? 0 : gzipSync(lazyCode, { level: 9 }).length,
    lazyModules: [...lazyModules].sort(),
    largest: [...sizes.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([module, bytes]) => ({ module, bytes })),
  };
}

/** The entries a host might import. Components join as they exist in dist. */
export function bundleCases(): BundleCase[] {
  const index = readFileSync(path.join(root, 'dist', 'src', 'index.d.ts'), 'utf8');
  const has = (name: string) => new RegExp(`\\b${name}\\b`).test(index);
  const cases: BundleCase[] = [
    {
      name: 'kit:ShippingElementsProvider',
      description: 'the provider alone',
      code: `import { ShippingElementsProvider } from 'shipping-elements/index.js';\nexport { ShippingElementsProvider };\n`,
    },
    {
      name: 'kit:whole',
      description: 'every export of shipping-elements',
      code: `import * as kit from 'shipping-elements/index.js';\nexport { kit };\n`,
    },
    {
      name: 'api:whole',
      description: 'every export of shipping-elements/api',
      code: `import * as api from 'shipping-elements/api/index.js';\nexport { api };\n`,
    },
    {
      name: 'locale:de',
      description: "one catalogue a host adds: import { de } from 'shipping-elements/locales/de'",
      code: `import { de } from 'shipping-elements/locales/de.js';\nexport { de };\n`,
    },
    {
      name: 'api:client+token',
      description: 'createApiClient and createTokenSource alone',
      code: `import { createApiClient, createTokenSource } from 'shipping-elements/api/index.js';\nexport { createApiClient, createTokenSource };\n`,
    },
  ];
  // The shopper's checkout (issue 40): its own entry, no provider.
  if (existsSync(path.join(root, 'dist', 'src', 'checkout.js'))) {
    cases.push({
      name: 'kit:CheckoutRates',
      description: "CheckoutRates alone, from shipping-elements/checkout (no provider, no React Query, no form library)",
      code: `import { CheckoutRates, checkoutRatesRoute } from 'shipping-elements/checkout.js';\nexport { CheckoutRates, checkoutRatesRoute };\n`,
    });
  }
  for (const component of ['RatePicker', 'AddressForm', 'LabelPurchase', 'BatchUploader', 'PickupScheduler', 'ReportDownloader', 'OrdersInbox', 'TrackingStatus', 'LabelHistory', 'ServiceGroups', 'CarrierAccounts', 'AccountOnboarding', 'AccountStatusBanner']) {
    if (has(component)) {
      cases.push({
        name: `kit:${component}`,
        description: `${component} alone (with the provider it needs)`,
        code: `import { ${component}, ShippingElementsProvider } from 'shipping-elements/index.js';\nexport { ${component}, ShippingElementsProvider };\n`,
      });
    }
  }
  cases.push(tenBlocksCase());
  return cases;
}

/**
 * The main entry's runtime exports that came after issue 38 set its 160 KB for the kit's ten
 * blocks: the four blocks added since (ServiceGroups, CarrierAccounts, AccountOnboarding,
 * AccountStatusBanner) and their hooks.
 */
const AFTER_ISSUE_38 = [
  'ServiceGroups',
  'serviceGroupKeys',
  'useCreateServiceGroup',
  'useDeleteServiceGroup',
  'useServiceGroups',
  'useUpdateServiceGroup',
  'CarrierAccounts',
  'completeCarrierSignin',
  'CARRIER_CONNECTIONS',
  'carrierAccountKeys',
  'useCarrierAccount',
  'useCarrierAccounts',
  'AccountOnboarding',
  'managedAccountKeys',
  'useManagedAccounts',
  'liveRateKeys',
  'useLiveRates',
  'useDefaultParcelTemplate',
  'useSetDefaultParcelTemplate',
  'useClearDefaultParcelTemplate',
  'userParcelTemplateKeys',
  'useUserParcelTemplates',
  'useCreateUserParcelTemplate',
  'useUpdateUserParcelTemplate',
  'useDeleteUserParcelTemplate',
  'AccountStatusBanner',
  'useAccountReadiness',
];

/**
 * `kit:ten-blocks`: every runtime export of the main entry but {@link AFTER_ISSUE_38}, the kit as
 * it was when issue 38 set 160 KB for the whole kit. A name the entry gains joins it; a listed name
 * the entry no longer exports throws, so the set never changes unseen.
 */
function tenBlocksCase(): BundleCase {
  const index = readFileSync(path.join(root, 'dist', 'src', 'index.js'), 'utf8');
  const exported = (/^export \{([^}]*)\};?$/m.exec(index)?.[1] ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  const gone = AFTER_ISSUE_38.filter((name) => !exported.includes(name));
  if (gone.length > 0) {
    throw new Error(`kit:ten-blocks: dist/src/index.js no longer exports ${gone.join(', ')}; update AFTER_ISSUE_38 in bench/bundle.ts.`);
  }
  const names = exported.filter((name) => !AFTER_ISSUE_38.includes(name));
  return {
    name: 'kit:ten-blocks',
    description: "the ten blocks issue 38's 160 KB was set for (every export of shipping-elements but the four blocks added since and their hooks)",
    code: `export { ${names.join(', ')} } from 'shipping-elements/index.js';\n`,
  };
}

/** The kit's own dependencies alone, so the kit's share is visible; zod classic for scale. */
export const DEPENDENCY_CASES: BundleCase[] = [
  {
    name: 'dep:@tanstack/react-query',
    description: 'useQuery, useMutation, useInfiniteQuery, QueryClient (React external)',
    code: `export { useQuery, useMutation, useInfiniteQuery, QueryClient } from '@tanstack/react-query';\n`,
    peers: 'react',
  },
  {
    name: 'dep:zod/mini',
    description: "import * as z from 'zod/mini': object, string, enum, union (the kit's import)",
    code: `import * as z from 'zod/mini';\nexport const schema = z.object({ a: z.string(), b: z.enum(['x']), c: z.union([z.string(), z.number()]) });\n`,
  },
  {
    name: 'dep:react-hook-form+resolvers',
    description: 'useForm, Controller, useFieldArray and zodResolver: the forms',
    code: `export { useForm, Controller, useFieldArray } from 'react-hook-form';\nexport { zodResolver } from '@hookform/resolvers/zod';\n`,
  },
  {
    name: 'dep:@radix-ui/react-dialog',
    description: 'every part of Radix Dialog: the dialogs',
    code: `export * from '@radix-ui/react-dialog';\n`,
  },
  {
    name: 'dep:@tanstack/react-virtual',
    description: 'useVirtualizer and defaultRangeExtractor: the long lists',
    code: `export { useVirtualizer, defaultRangeExtractor } from '@tanstack/react-virtual';\n`,
  },
  {
    name: 'dep:papaparse',
    description: "Papa.parse: CSV (BatchUploader's; never in RatePicker)",
    code: `import Papa from 'papaparse';\nexport const parse = Papa.parse;\n`,
  },
  {
    name: 'dep:zod (classic, not used)',
    description: "import * as z from 'zod': the same schema, for scale",
    code: `import * as z from 'zod';\nexport const schema = z.object({ a: z.string(), b: z.enum(['x']), c: z.union([z.string(), z.number()]) });\n`,
  },
];

/** React and React DOM alone, measured bundled: what "with React" adds to a host's figures. */
export const REACT_CASE: BundleCase = {
  name: 'react:react+react-dom',
  description: 'React and React DOM client, for scale',
  code: `export { createElement } from 'react';\nexport { createRoot } from 'react-dom/client';\n`,
};

/** Module paths that must never reach a RatePicker-only bundle. */
const FORBIDDEN_IN_RATE_PICKER: [string, RegExp][] = [
  ['papaparse', /(^|\/)node_modules\/papaparse\//],
  ['a CSV parser', /papaparse|csv/i],
  // Blocks bring their own English (useShippingElements(name, { namespace })): the later blocks'
  // text must never reach RatePicker. (AddressForm's and LabelPurchase's join this list once the
  // provider stops carrying them for those blocks.)
  ['the text of another block', /locales\/en\/(batch-uploader|pickup-scheduler|report-downloader|address-form|label-purchase)/],
  ['PDF code', /pdf/i],
  ['zod locale data', /zod\/.*locales/],
  ['the sandbox', /(^|\/)sandbox\//],
];

/** Which forbidden kinds of code a RatePicker bundle pulls in (`offenders`: the modules). */
export function forbiddenInRatePicker(figure: BundleFigure): { what: string; clean: boolean; offenders: string[] }[] {
  return FORBIDDEN_IN_RATE_PICKER.map(([what, pattern]) => {
    const offenders = figure.modules.filter((module) => pattern.test(module) && !module.includes('RatePicker'));
    return { what, clean: offenders.length === 0, offenders };
  });
}
