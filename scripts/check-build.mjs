// Checks the library build the way a host would see it: every `exports` target exists, the
// output keeps one module per source file, and dependencies stay imports (not bundled copies).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const problems = [];

function targets(entry) {
  if (typeof entry === 'string') {
    return [entry];
  }
  return Object.values(entry).flatMap(targets);
}

for (const [name, entry] of Object.entries(pkg.exports)) {
  for (const target of targets(entry)) {
    if (target === './package.json') {
      continue;
    }
    if (!existsSync(path.join(root, target))) {
      problems.push(`exports["${name}"] points at ${target}, which the build did not write`);
    }
  }
}

function walk(directory) {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const files = walk(path.join(root, 'dist'));
const sources = walk(path.join(root, 'src', 'api')).filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file));
for (const source of sources) {
  const relative = path.relative(root, source).replace(/\.ts$/, '');
  if (!existsSync(path.join(root, 'dist', `${relative}.js`))) {
    problems.push(`${relative}.ts has no output module of its own (preserveModules)`);
  }
  if (!existsSync(path.join(root, 'dist', `${relative}.d.ts`))) {
    problems.push(`${relative}.ts has no declaration file`);
  }
}

// The custom elements' standalone bundle (dist/elements/standalone, vite.elements.config.ts) carries
// React and its dependencies on purpose: it is for pages with no build step. It is checked below.
const standalone = path.join(root, 'dist', 'elements', 'standalone');
const isStandalone = (file) => file.startsWith(standalone + path.sep);
for (const file of files.filter((name) => name.endsWith('.js') && !isStandalone(name))) {
  const code = readFileSync(file, 'utf8');
  if (/\bfunction createElement\b|react\.production/.test(code)) {
    problems.push(`${path.relative(root, file)} bundles React`);
  }
  // BatchUploader's Web Worker (dist/assets/batch-worker-*.js) runs in its own realm: it cannot
  // import the host's zod and papaparse, so it carries them. Nothing else may.
  const isWorker = /^batch-worker-[\w-]+\.js$/.test(path.basename(file));
  if (!isWorker && /\$ZodType\s*=|function \$constructor\b/.test(code)) {
    problems.push(`${path.relative(root, file)} bundles zod instead of importing it`);
  }
}

// Next.js hosts need the directive on every client module (provider, hooks, blocks).
const clientModules = files.filter((file) => /dist\/src\/(provider|queries|components|ui)\/.+\.js$/.test(file) || file.endsWith('dist/src/index.js'));
for (const file of clientModules) {
  const original = ['.tsx', '.ts']
    .map((extension) => path.join(root, path.relative(path.join(root, 'dist'), file).replace(/\.js$/, extension)))
    .find((candidate) => existsSync(candidate));
  if (original && /^\s*(?:\/\/[^\n]*\n\s*)*['"]use client['"]/.test(readFileSync(original, 'utf8')) && !/^['"]use client['"]/.test(readFileSync(file, 'utf8'))) {
    problems.push(`${path.relative(root, file)} lost its 'use client' directive`);
  }
}

// Message catalogues: each language is its own entry (`shipping-elements/locales/<language>`), and
// the main entry carries English only. The other languages would cost every host ~13 KB gzip.
const LANGUAGES = ['en', 'es', 'fr', 'de'];

// Import and re-export statements of the build's output (statement form only: a message such as
// "Ship from" or an `@example` comment must not count), and `import()` calls.
const STATIC_IMPORT =
  /^\s*(?:import|export)\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\}|[\w$]+(?:\s*,\s*(?:\{[^}]*\}|\*\s*as\s+[\w$]+))?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a built file imports or re-exports. */
function importSpecifiers(file) {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(STATIC_IMPORT), ...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[1] ?? match[2]);
}

/** Relative modules a built file imports or re-exports, statically or with `import()`. */
function relativeImports(file) {
  return importSpecifiers(file)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const target = path.resolve(path.dirname(file), specifier);
      return target.endsWith('.js') ? target : `${target}.js`;
    });
}

/** Every built module reachable from `entry`. */
function moduleGraph(entry) {
  const seen = new Set();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file) || !existsSync(file)) {
      continue;
    }
    seen.add(file);
    pending.push(...relativeImports(file));
  }
  return seen;
}

const dist = path.join(root, 'dist', 'src');
// A language's catalogue: its entry (`locales/<language>.js`) and its per-block files (`locales/<language>/`).
const isCatalogueOf = (language, file) =>
  file === path.join(dist, 'locales', `${language}.js`) || file.startsWith(path.join(dist, 'locales', language) + path.sep);
for (const language of LANGUAGES) {
  const entry = path.join(dist, 'locales', `${language}.js`);
  const subpath = `./locales/${language}`;
  if (!pkg.exports[subpath]) {
    problems.push(`package.json has no exports["${subpath}"] for the ${language} catalogue`);
  }
  if (!existsSync(entry) || !existsSync(entry.replace(/\.js$/, '.d.ts'))) {
    problems.push(`dist/src/locales/${language}.js or its declaration is missing (vite.config.ts lib entry)`);
    continue;
  }
  const graph = moduleGraph(entry);
  if (![...graph].some((file) => file !== entry && isCatalogueOf(language, file))) {
    problems.push(`dist/src/locales/${language}.js does not lead to its catalogue`);
  }
  for (const file of graph) {
    const other = LANGUAGES.find((candidate) => candidate !== language && isCatalogueOf(candidate, file));
    if (other) {
      problems.push(`dist/src/locales/${language}.js pulls in the ${other} catalogue`);
    }
    // Plain data: a catalogue entry imports no package (no React), so it is free of side effects.
    if (importSpecifiers(file).some((specifier) => !specifier.startsWith('.'))) {
      problems.push(`${path.relative(root, file)} imports a package, yet it belongs to the ${language} catalogue entry`);
    }
  }
}
const mainGraph = moduleGraph(path.join(dist, 'index.js'));
for (const language of LANGUAGES.filter((candidate) => candidate !== 'en')) {
  if ([...mainGraph].some((file) => isCatalogueOf(language, file))) {
    problems.push(`dist/src/index.js imports the ${language} catalogue; only English belongs in the main entry`);
  }
}

// The standalone bundle: its entry, each tag's block in a chunk of its own (loaded on first use,
// so the entry imports none of them statically), and the manifest made from the same table.
const standaloneEntry = path.join(standalone, 'shipping-elements.js');
if (!existsSync(standaloneEntry)) {
  problems.push('dist/elements/standalone/shipping-elements.js is missing (vite.elements.config.ts)');
} else {
  // What a page loads before any tag: the entry and the chunks it imports statically (its `core`,
  // vite.elements.config.ts), minified onto one line.
  const firstLoad = new Set();
  const pending = [standaloneEntry];
  while (pending.length > 0) {
    const file = pending.pop();
    if (firstLoad.has(file) || !existsSync(file)) {
      continue;
    }
    firstLoad.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/\bfrom\s*["'](\.{1,2}\/[^"']+)["']|\bimport\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      pending.push(path.resolve(path.dirname(file), match[1] ?? match[2]));
    }
  }
  const entryCode = [...firstLoad].map((file) => readFileSync(file, 'utf8')).join('\n');
  if (!/\bimport\(\s*["'`]\.\/(?:chunks\/)?LabelPurchase-/.test(entryCode)) {
    problems.push('dist/elements/standalone/shipping-elements.js does not load LabelPurchase as a chunk of its own');
  }
  if (/data-se-part="label-purchase|labelPurchase:\{title/.test(entryCode)) {
    problems.push('dist/elements/standalone/shipping-elements.js carries LabelPurchase itself');
  }
  // The other languages are chunks a session loads when its locale asks (src/elements/session.tsx).
  for (const language of LANGUAGES.filter((candidate) => candidate !== 'en')) {
    if (!new RegExp(`\\bimport\\(\\s*["'\`]\\./(?:chunks/)?${language}-`).test(entryCode)) {
      problems.push(`dist/elements/standalone/ does not load the ${language} catalogue on demand`);
    }
  }
  if (/Comprar una etiqueta de envío|Acheter une étiquette d’expédition|Versandetikett kaufen/.test(entryCode)) {
    problems.push('dist/elements/standalone/shipping-elements.js carries a catalogue other than English in its first load');
  }
}
const manifestFile = path.join(root, 'dist', 'custom-elements.json');
if (!existsSync(manifestFile)) {
  problems.push('dist/custom-elements.json is missing (scripts/elements-manifest.mjs)');
} else if (!readFileSync(manifestFile, 'utf8').includes('"shipping-label-purchase"')) {
  problems.push('dist/custom-elements.json does not list <shipping-label-purchase>');
}

if (problems.length > 0) {
  console.error(`Build check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Build check passed: ${files.filter((file) => file.endsWith('.js')).length} modules, every export target present.`);
