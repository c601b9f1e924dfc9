// What a plain page downloads from the custom elements' standalone bundle
// (dist/elements/standalone, `npm run build`), gzipped file by file as a server sends them:
// the entry and the chunks it imports (React, the provider, the API client), then a tag's block and
// everything it imports statically or loads on use. Read by test/bundle-budgets.test.ts (issue 41).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.[^"']+)["']/g;
// The minifier writes a dynamic import's path as a template literal (import(`./chunks/…`)).
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.[^"'`]+)["'`]\s*\)/g;

/** The standalone bundle's folder in the build. */
export const STANDALONE = path.resolve(import.meta.dirname, '..', 'dist', 'elements', 'standalone');
export const STANDALONE_ENTRY = path.join(STANDALONE, 'shipping-elements.js');

function imports(file: string, pattern: RegExp): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(pattern)].map((match) => path.resolve(path.dirname(file), match[1]!));
}

/**
 * Every file `start` reaches: statically, and with `import()` too when `onUse` is set. Files in
 * `loaded` (the page's entry files, whose `import()`s are every tag's block) are not walked again.
 */
export function reachedFrom(start: string, { onUse, loaded = new Set() }: { onUse: boolean; loaded?: ReadonlySet<string> }): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || loaded.has(file) || !existsSync(file)) {
      continue;
    }
    seen.add(file);
    pending.push(...imports(file, STATIC_IMPORT), ...(onUse ? imports(file, DYNAMIC_IMPORT) : []));
  }
  return seen;
}

/**
 * The chunk of a tag's block, which the entry (or the kit's core chunk it imports) loads with
 * `import()` on the tag's first use.
 */
export function blockChunk(block: string): string {
  const loaded = [...reachedFrom(STANDALONE_ENTRY, { onUse: false })].flatMap((file) => imports(file, DYNAMIC_IMPORT));
  const chunk = loaded.find((file) => path.basename(file).startsWith(`${block}-`));
  if (!chunk) {
    throw new Error(`The standalone entry loads no chunk of ${block}`);
  }
  return chunk;
}

/** Gzipped bytes of the files, each on its own (as a server compresses each response). */
export function gzipBytes(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

/** The whole standalone folder, gzipped file by file (what it adds to the tarball, about). */
export function standaloneGzipBytes(): number {
  const walk = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(directory, entry.name)) : [path.join(directory, entry.name)]));
  return gzipBytes(walk(STANDALONE));
}

/**
 * A plain page with `<shipping-label-purchase>`, up to the label: the entry and its imports, then
 * LabelPurchase's chunk with every step and dialog it loads on use (the label's own result step
 * included), and `tags` more tags' blocks with theirs.
 */
export function pageFiles(blocks: readonly string[]): Set<string> {
  const entry = reachedFrom(STANDALONE_ENTRY, { onUse: false });
  const files = new Set(entry);
  for (const block of blocks) {
    for (const file of reachedFrom(blockChunk(block), { onUse: true, loaded: entry })) {
      files.add(file);
    }
  }
  return files;
}
