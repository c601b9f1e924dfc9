// Local ESLint plugin that enforces the one-way layers of DESIGN §2 / STYLE §13.1.
// Each layer lists the layers it may import at runtime, the layers it may import types from,
// and the packages it may import. Anything else is reported with the rule that forbids it.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

// A package name allows its subpaths too: 'zod' admits 'zod/mini'. Which zod build code under
// src/ may use (zod/mini only) is guarded by no-restricted-imports in eslint.config.js.
/** @type {Record<string, { layers: string[]; typeLayers?: string[]; packages: (string | RegExp)[] }>} */
export const LAYERS = {
  // React-free helpers every layer may import (decimals, postcodes, zoned time, country formats,
  // e-mail and CSV-cell rules): pure functions and data, no packages.
  'src/lib': { layers: ['src/lib'], typeLayers: ['src/provider', 'src/api'], packages: [] },
  'src/api': { layers: ['src/api', 'src/lib'], packages: ['zod'] },
  // The API's rules of a shipment (postcodes, borders, the customs schema): pure, no client, no
  // network. The sandbox checks a batch shipment with them and the blocks check a batch row with
  // them before it is sent (issue 25), so both layers may import this one module at run time.
  'src/api/shipment-rules': { layers: ['src/api', 'src/lib'], packages: ['zod'] },
  'src/queries': {
    layers: ['src/queries', 'src/api', 'src/provider', 'src/internal', 'src/lib'],
    packages: ['react', '@tanstack/react-query', 'zod'],
  },
  'src/provider': {
    layers: ['src/provider', 'src/api', 'src/internal', 'src/locales', 'src/lib'],
    packages: ['react', 'react-dom', '@tanstack/react-query'],
  },
  'src/components': {
    layers: ['src/components', 'src/queries', 'src/provider', 'src/ui', 'src/internal', 'src/locales', 'src/lib', 'src/api/shipment-rules'],
    typeLayers: ['src/api'],
    // The named stack: forms on react-hook-form, long lists on TanStack Virtual, CSV on papaparse
    // (BatchUploader and the report preview only); PDF merging on pdf-lib (LabelHistory's merged reprint,
    // imported lazily).
    packages: ['react', 'react-dom', 'zod', 'react-hook-form', '@hookform/resolvers', '@tanstack/react-virtual', 'papaparse', 'pdf-lib'],
  },
  'src/ui': {
    layers: ['src/ui', 'src/provider', 'src/internal', 'src/lib'],
    // asKnownError narrows error kinds; ui imports nothing else of the API layer at run time.
    typeLayers: ['src/api'],
    // Every dialog is Radix Dialog; form controls may take react-hook-form's types and hooks.
    packages: ['react', 'react-dom', '@radix-ui/react-dialog', 'react-hook-form', '@hookform/resolvers', 'zod', '@tanstack/react-virtual'],
  },
  // Message catalogues: plain data, typed by the provider's `Messages`.
  'src/locales': { layers: ['src/locales'], typeLayers: ['src/provider'], packages: [] },
  'src/internal': { layers: ['src/internal', 'src/lib'], typeLayers: ['src/api'], packages: ['react'] },
  // The blocks as custom elements (shipping-elements/elements): the provider in a root of its own,
  // each element a root of its own joining its context, the blocks loaded through their index.
  'src/elements': {
    layers: ['src/elements', 'src/components', 'src/provider', 'src/locales', 'src/lib'],
    packages: ['react', 'react-dom'],
  },
  'src/server': { layers: ['src/server', 'src/api', 'src/lib'], packages: ['zod', /^node:/] },
  // The sandbox shares the kit's API types, schemas and pure helpers (src/api, src/lib: decimals,
  // zoned time) so both agree; its server reuses the Node adapter of src/server. Node built-ins:
  // only the HTTP server (serve.ts) and the CLI's argument parser (cli.ts); tests are not checked.
  // The Vite plugin (`shipping-elements/vite`): the token route of src/server in the dev server,
  // and the sandbox in its process when no key is set. Vite is its optional peer (issue 42).
  // `npx shipping-elements init` (issue 42): a Node program that writes an app's files.
  'src/cli': { layers: ['src/cli'], packages: [/^node:/] },
  'src/vite': { layers: ['src/vite', 'src/server', 'sandbox'], packages: ['vite', /^node:/] },
  // `shipping-elements/next` (issue 42): the sandbox in a Next.js server's process behind a route
  // handler (loaded only in development with no key), the token route's API, the page's baseUrl.
  'src/next': { layers: ['src/next', 'src/server', 'src/api', 'sandbox'], packages: [] },
  sandbox: { layers: ['sandbox', 'src/api', 'src/api/shipment-rules', 'src/server', 'src/lib'], packages: ['zod', 'node:http', 'node:util'] },
};

function layerOf(file) {
  // Without its extension, so a module that is a layer of its own (src/api/shipment-rules) is
  // found whether the import names it with one or not.
  const relative = path.relative(ROOT, file).split(path.sep).join('/').replace(/\.[cm]?[jt]sx?$/, '');
  return Object.keys(LAYERS)
    .filter((layer) => relative === layer || relative.startsWith(`${layer}/`))
    .sort((a, b) => b.length - a.length)[0];
}

function packageName(source) {
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const COMPONENTS = path.join(ROOT, 'src/components');

/** The other block whose private file `target` is, when `file` (in a block) imports it. */
function privateBlockFile(file, target) {
  const blockOf = (p) => {
    const relative = path.relative(COMPONENTS, p).split(path.sep);
    return relative.length > 1 && relative[0] !== '..' ? relative[0] : undefined;
  };
  const from = blockOf(file);
  const to = blockOf(target);
  if (!from || !to || from === to || to === 'shared') {
    return undefined;
  }
  const inside = path.relative(path.join(COMPONENTS, to), target);
  return inside === 'index' || inside === 'index.ts' ? undefined : to;
}

const isTestFile = (file) => /\.(test|test-d|stories)\.[cm]?[jt]sx?$/.test(file);

/** @type {import('eslint').Rule.RuleModule} */
const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the layers of DESIGN §2 one-directional.' },
    schema: [],
    messages: {
      layer: "The '{{from}}' layer may not import '{{source}}' ({{target}}): see DESIGN §2.",
      typeOnly: "The '{{from}}' layer may import only types from '{{target}}'; use `import type`.",
      package: "The '{{from}}' layer may not import the package '{{source}}': see DESIGN §2.",
      privateFile:
        "A block imports another block only through its index ('{{block}}/index'), and shares parts through src/components/shared: '{{source}}' is a private file of {{block}} (CONTRIBUTING.md).",
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from || isTestFile(file)) {
      return {};
    }
    const rules = LAYERS[from];

    function check(node, source, typeOnly) {
      if (typeof source !== 'string') {
        return;
      }
      if (source.startsWith('.')) {
        const resolved = path.resolve(path.dirname(file), source);
        const target = layerOf(resolved);
        const otherBlock = privateBlockFile(file, resolved);
        if (otherBlock) {
          context.report({ node, messageId: 'privateFile', data: { source, block: otherBlock } });
          return;
        }
        if (!target) {
          context.report({ node, messageId: 'layer', data: { from, source, target: 'outside every layer' } });
        } else if (rules.layers.includes(target)) {
          return;
        } else if (rules.typeLayers?.includes(target)) {
          if (!typeOnly) {
            context.report({ node, messageId: 'typeOnly', data: { from, target } });
          }
        } else {
          context.report({ node, messageId: 'layer', data: { from, source, target } });
        }
        return;
      }
      const name = packageName(source);
      const allowed = rules.packages.some((rule) => (typeof rule === 'string' ? rule === name : rule.test(source)));
      if (!allowed) {
        context.report({ node, messageId: 'package', data: { from, source } });
      }
    }

    const allSpecifiersAreTypes = (node) =>
      node.specifiers.length > 0 &&
      node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type');

    return {
      ImportDeclaration(node) {
        check(node, node.source.value, node.importKind === 'type' || allSpecifiersAreTypes(node));
      },
      ExportNamedDeclaration(node) {
        if (node.source) {
          check(node, node.source.value, node.exportKind === 'type' || allSpecifiersAreTypes(node));
        }
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') {
          check(node, node.source.value, false);
        }
      },
    };
  },
};

export const layersPlugin = { rules: { imports: importsRule } };
