// The theming parts of each block, read from the kit's own source when Storybook builds, so the docs
// page lists every `data-se-part` hook the block renders and cannot drift from the code: the
// literal names in `data-se-part="…"` / `data-se-part={…}` and in the `part="…"` prop of the kit's
// ui parts, and whether styles.css styles the part. A block's parts include those of the files of
// components/shared/ it imports (directly or through other shared files), which it renders too.

const SOURCES = import.meta.glob<string>(['../../src/components/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });
const RELATIVE_IMPORT = /from '(\.{1,2}\/[^']+)'/g;
const SHARED = '/components/shared/';
/** A root on ui/BlockFrame renders its title as `<part>-title`. */
const BLOCK_FRAME = /<BlockFrame\b[^>]*?\bpart="([a-z][a-z0-9-]*)"/g;
const STYLES = import.meta.glob<string>('../../src/styles/*.css', { query: '?raw', import: 'default', eager: true });

/** `data-se-part="x"`, `data-se-part={cond ? 'x' : 'y'}`, `part="x"` (quoted names inside braces too). */
const PART_ATTRIBUTE = /\b(?:data-se-part|part)=(?:"([a-z][a-z0-9-]*)"|\{([^{}]*)\})/g;
const QUOTED_NAME = /['"`]([a-z][a-z0-9-]*)['"`]/g;
const STYLED_PART = /data-se-part[~|^$*]?=\s*['"]?([a-z][a-z0-9-]*)/g;

/** One theming hook of a block. */
export interface ThemingPart {
  name: string;
  /** Source files (under `src/components/<Block>/`, or `shared/…` for a shared part it renders) that render it. */
  files: string[];
  /** Whether the kit's styles.css has a rule for it. */
  styled: boolean;
}

const styledParts = new Set(Object.values(STYLES).flatMap((css) => [...css.matchAll(STYLED_PART)].map((match) => match[1] ?? '')));

/** The source file a relative import names (`../shared/batch-review/ReviewStep` from a block's file). */
function resolveImport(from: string, specifier: string): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') {
      parts.pop();
    } else if (segment !== '.') {
      parts.push(segment);
    }
  }
  const base = parts.join('/');
  return [`${base}.tsx`, `${base}.ts`, `${base}/index.ts`].find((candidate) => candidate in SOURCES);
}

/** The block's own source files, and the shared files they import (transitively, within shared/). */
function filesOf(block: string): string[] {
  const own = Object.keys(SOURCES).filter((file) => /\/components\/([^/]+)\/[^/]+$/.exec(file)?.[1] === block);
  const seen = new Set(own);
  const queue = [...own];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const match of (SOURCES[file] ?? '').matchAll(RELATIVE_IMPORT)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target && target.includes(SHARED) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen].filter((file) => file.endsWith('.tsx'));
}

/** The hooks the block in `src/components/<block>/` renders, by name. */
export function themingParts(block: string): ThemingPart[] {
  const parts = new Map<string, Set<string>>();
  for (const file of filesOf(block)) {
    const code = SOURCES[file] ?? '';
    const name = file.includes(SHARED) ? file.slice(file.indexOf(SHARED) + '/components/'.length) : file.slice(file.lastIndexOf('/') + 1);
    const names = [
      ...[...code.matchAll(PART_ATTRIBUTE)].flatMap((match) => (match[1] ? [match[1]] : [...(match[2] ?? '').matchAll(QUOTED_NAME)].map((quoted) => quoted[1] ?? ''))),
      ...[...code.matchAll(BLOCK_FRAME)].map((match) => `${match[1] ?? ''}-title`),
    ];
    for (const part of names.filter(Boolean)) {
      parts.set(part, (parts.get(part) ?? new Set()).add(name));
    }
  }
  return [...parts]
    .map(([name, files]) => ({ name, files: [...files].sort(), styled: styledParts.has(name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
