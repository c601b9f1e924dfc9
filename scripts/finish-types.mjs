// Finishes the declaration files as hosts type-check them.
// 1. Adds the `.js` extension to the relative imports of the emitted declarations (dist/**/*.d.ts).
// The sources import without extensions (moduleResolution "bundler"), and tsc copies the specifiers
// as written; a host on `moduleResolution: "node16"`/"nodenext" (a Node server importing
// `shipping-elements/server`, say) cannot resolve `./token-handler`, only `./token-handler.js`.
// The JavaScript output already has its extensions (Vite writes them).
// 2. Writes a declaration for the CSS entry (`import 'shipping-elements/styles.css'`): TypeScript 6
// checks side-effect imports (`noUncheckedSideEffectImports`), so a host without a `*.css`
// declaration of its own (Next.js has none for global CSS) would fail to compile the import.
// 3. Removes the declarations no public entry reaches: a host can import only the entries of
// package.json's `exports`, so a declaration that none of their declarations imports, directly or
// through another, is never read by a compiler. Most of the kit's internal modules (machines,
// parts, the sandbox's routes) are such files; they were a fifth of the published package. The
// API layer's declarations are kept whole (scripts/check-build.mjs checks each one exists).
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '..', 'dist');

function walk(directory) {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

// `from './x'`, `import('./x')` and `import './x'` with a relative specifier and no extension.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*?)\2/g;
const unresolved = [];
let rewritten = 0;
for (const file of walk(dist).filter((name) => name.endsWith('.d.ts'))) {
  const code = readFileSync(file, 'utf8');
  // Code lines only: a TSDoc `@example` may show an import of the sources.
  const next = code.split('\n').map((line) => (/^\s*(\*|\/\/|\/\*)/.test(line) ? line : line.replace(SPECIFIER, (match, prefix, quote, specifier) => {
    if (/\.(js|mjs|cjs|json|css)$/.test(specifier)) {
      return match;
    }
    const target = path.resolve(path.dirname(file), specifier);
    if (existsSync(`${target}.d.ts`)) {
      rewritten += 1;
      return `${prefix}${quote}${specifier}.js${quote}`;
    }
    if (existsSync(path.join(target, 'index.d.ts'))) {
      rewritten += 1;
      return `${prefix}${quote}${specifier}/index.js${quote}`;
    }
    unresolved.push(`${path.relative(dist, file)}: ${specifier}`);
    return match;
  }))).join('\n');
  if (next !== code) {
    writeFileSync(file, next);
  }
}
writeFileSync(path.join(dist, 'styles.css.d.ts'), '// The default theme: a side-effect import with no exports.\nexport {};\n');
if (unresolved.length > 0) {
  console.error(`Declaration imports that point at no declaration file:\n- ${unresolved.join('\n- ')}`);
  process.exit(1);
}

/** The declaration files the `types` of package.json's `exports` reach, following relative imports. */
function reachableDeclarations() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8'));
  const stack = Object.values(manifest.exports).flatMap((target) => (typeof target === 'object' && target.types ? [path.resolve(dist, '..', target.types)] : []));
  const reached = new Set();
  while (stack.length > 0) {
    const file = stack.pop();
    if (reached.has(file) || !existsSync(file)) {
      continue;
    }
    reached.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      stack.push(path.resolve(path.dirname(file), match[3]).replace(/\.js$/, '.d.ts'));
    }
  }
  return reached;
}

const reached = reachableDeclarations();
const apiLayer = path.join(dist, 'src', 'api') + path.sep;
const unreached = walk(dist).filter((file) => file.endsWith('.d.ts') && !reached.has(file) && !file.startsWith(apiLayer) && !file.endsWith('styles.css.d.ts'));
for (const file of unreached) {
  rmSync(file);
}
console.log(`Declaration files: ${rewritten} relative imports now end in .js (node16/nodenext hosts); styles.css.d.ts written; ${unreached.length} declarations no public entry reaches removed, ${reached.size} kept.`);
