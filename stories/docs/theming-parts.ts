// The theming parts of each block, read from the kit's own source when Storybook builds, so the docs
// page lists every `data-se-part` hook the block renders and cannot drift from the code: the
// literal names in `data-se-part="…"` / `data-se-part={…}` and in the `part="…"` prop of the kit's
// ui parts, and whether styles.css styles the part.

const SOURCES = import.meta.glob<string>(['../../src/components/*/*.tsx', '!**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });
const STYLES = import.meta.glob<string>('../../src/styles/*.css', { query: '?raw', import: 'default', eager: true });

/** `data-se-part="x"`, `data-se-part={cond ? 'x' : 'y'}`, `part="x"` (quoted names inside braces too). */
const PART_ATTRIBUTE = /\b(?:data-se-part|part)=(?:"([a-z][a-z0-9-]*)"|\{([^{}]*)\})/g;
const QUOTED_NAME = /['"`]([a-z][a-z0-9-]*)['"`]/g;
const STYLED_PART = /data-se-part[~|^$*]?=\s*['"]?([a-z][a-z0-9-]*)/g;
/** The root of a block: `<BlockFrame … part="x"`, which also renders the title part `x-title`. */
const FRAME_PART = /<BlockFrame\b[^>]*?\bpart="([a-z][a-z0-9-]*)"/gs;

/** One theming hook of a block. */
export interface ThemingPart {
  name: string;
  /** Source files (under `src/components/<Block>/`) that render it. */
  files: string[];
  /** Whether the kit's styles.css has a rule for it. */
  styled: boolean;
}

const styledParts = new Set(Object.values(STYLES).flatMap((css) => [...css.matchAll(STYLED_PART)].map((match) => match[1] ?? '')));

/** The hooks the block in `src/components/<block>/` renders, by name. */
export function themingParts(block: string): ThemingPart[] {
  const parts = new Map<string, Set<string>>();
  for (const [file, code] of Object.entries(SOURCES)) {
    const [, directory, name] = /\/components\/([^/]+)\/([^/]+)$/.exec(file) ?? [];
    if (directory !== block || !name) {
      continue;
    }
    for (const frame of code.matchAll(FRAME_PART)) {
      const title = `${frame[1] ?? ''}-title`;
      parts.set(title, (parts.get(title) ?? new Set()).add(name));
    }
    for (const match of code.matchAll(PART_ATTRIBUTE)) {
      const names = match[1] ? [match[1]] : [...(match[2] ?? '').matchAll(QUOTED_NAME)].map((quoted) => quoted[1] ?? '');
      for (const part of names.filter(Boolean)) {
        parts.set(part, (parts.get(part) ?? new Set()).add(name));
      }
    }
  }
  return [...parts]
    .map(([name, files]) => ({ name, files: [...files].sort(), styled: styledParts.has(name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
