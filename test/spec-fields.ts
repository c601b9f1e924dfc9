// Reads the resource field lists of the API spec (docs/spec/shipping-api.md, §2) as data, so that
// contract tests take their truth from the spec text and not from the client's own schemas.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The JSON types a spec type word allows (`null` is judged by the caller). */
export type WireType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'any';

/** One field of a resource as the spec lists it. */
export interface SpecField {
  name: string;
  type: WireType;
  /** The values the spec lists for the field (status enums and the like), when it lists them. */
  values?: readonly string[];
  /** The notes cell of a table row as written (required-ness and the like), when it has one. */
  notes?: string;
}

export const SPEC_PATH = path.resolve(import.meta.dirname, '..', 'docs', 'spec', 'shipping-api.md');

/** Maps a spec type cell (`string`, `date-time`, `array of Parcel`, `Address`, `string (URL)`) to a JSON type. */
export function wireType(cell: string): WireType {
  const word = cell.trim().toLowerCase();
  if (word === '') {
    return 'any';
  }
  if (word.startsWith('array')) {
    return 'array';
  }
  if (word.startsWith('string') || word === 'date-time' || word === 'timestamp') {
    return 'string';
  }
  if (word === 'integer' || word.startsWith('int')) {
    return 'integer';
  }
  if (word === 'number' || word.startsWith('decimal')) {
    return 'number';
  }
  if (word === 'boolean') {
    return 'boolean';
  }
  // `object`, or another resource named by its title (`Address`, `Customs Declaration`).
  return 'object';
}

/** The enum values of a notes cell: `WAITING, QUEUED, SUCCESS` or `each one of BESTVALUE, CHEAPEST`. */
function enumValues(notes: string): string[] | undefined {
  const list = notes.replace(/^each one of /i, '').trim();
  return /^[A-Z][A-Z_]*(, [A-Z][A-Z_]*)+$/.test(list) ? list.split(', ') : undefined;
}

// Spec §1 rule 8: the fields every object carries, whose tables say only "common".
const COMMON_TYPES: Readonly<Record<string, WireType>> = {
  object_id: 'string',
  object_owner: 'string',
  object_created: 'string',
  object_updated: 'string',
  test: 'boolean',
};

/** Fields written as prose: "`transaction` (string, id …), `status` (QUEUED, PENDING, …), plus …". */
function proseFields(block: string): SpecField[] {
  const fields: SpecField[] = [];
  for (const match of block.matchAll(/`([a-z][a-z0-9_]*)`(?: \(([^)]*)\))?/g)) {
    const [, name = '', inside = ''] = match;
    const first = inside.split(/[;,]/)[0]?.trim() ?? '';
    const values = /^[A-Z][A-Z_]*(, [A-Z][A-Z_]*)+$/.test(inside.trim()) ? inside.trim().split(', ') : undefined;
    const type: WireType = values ? 'string' : /^(string|integer|number|boolean|array|object)\b/.test(first) ? wireType(first) : 'any';
    if (!fields.some((field) => field.name === name)) {
      fields.push({ name, type: COMMON_TYPES[name] ?? type, ...(values ? { values } : {}) });
    }
  }
  return fields;
}

/** Removes `{…}` groups (nested ones too) and `(…)` groups from a line. */
function withoutGroups(line: string): string {
  let depth = 0;
  let out = '';
  for (const character of line) {
    if (character === '{' || character === '(') {
      depth += 1;
    } else if (character === '}' || character === ')') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      out += character;
    }
  }
  return out;
}

/** Fields written as a bullet list without backticks: "- certify (boolean), certify_signer, …". */
function bulletFields(block: string): SpecField[] {
  const fields: SpecField[] = [];
  for (const line of block.split('\n').filter((text) => text.startsWith('- '))) {
    const types = new Map<string, string>();
    for (const match of line.matchAll(/\b([a-z][a-z0-9_]*) \((boolean|string|integer|number|array|object)\b/g)) {
      types.set(match[1] ?? '', match[2] ?? '');
    }
    for (const part of withoutGroups(line.slice(2)).split(/[,.]/)) {
      const name = /^\s*([a-z][a-z0-9_]*)\s*:?\s*$/.exec(part)?.[1];
      if (name && name !== 'common' && !fields.some((field) => field.name === name)) {
        const declared = types.get(name);
        fields.push({ name, type: COMMON_TYPES[name] ?? (declared ? wireType(declared) : 'any') });
      }
    }
  }
  return fields;
}

/** Splits `a, b, c` (a field cell) into names, dropping backticks. */
function names(cell: string): string[] {
  return cell
    .split(',')
    .map((name) => name.replace(/`/g, '').trim())
    .filter((name) => /^[a-z][a-z0-9_]*$/.test(name));
}

/**
 * Every resource of spec §2 with its table fields, keyed by its heading (`Address`, `Transaction`).
 * Only resources with a field table are read: their tables say the type of each field.
 */
export function readSpecResources(text = readFileSync(SPEC_PATH, 'utf8')): Map<string, SpecField[]> {
  const section = text.slice(text.indexOf('## 2. Resources and their fields'), text.indexOf('## 3. States and transitions'));
  const resources = new Map<string, SpecField[]>();
  for (const block of section.split(/^### /m).slice(1)) {
    const title = block.slice(0, block.indexOf('\n')).trim();
    const fields: SpecField[] = [];
    for (const line of block.split('\n')) {
      const cells = line.split('|').slice(1, -1);
      if (cells.length < 2 || /^\s*-+\s*$/.test(cells[0] ?? '') || cells[0]?.trim() === 'Field') {
        continue;
      }
      const [fieldCell = '', typeCell = '', ...rest] = cells;
      const notes = rest.at(-1)?.trim() ?? '';
      const values = enumValues(notes);
      for (const name of names(fieldCell)) {
        const type = typeCell.trim() === '' ? (COMMON_TYPES[name] ?? 'any') : wireType(typeCell);
        fields.push({ name, type, ...(values ? { values } : {}), ...(notes ? { notes } : {}) });
      }
    }
    // A resource without a table lists its fields in prose (Refund, Manifest, Carrier account, …).
    const body = block.slice(block.indexOf('\n'));
    resources.set(title, fields.length > 0 ? fields : body.includes('`') ? proseFields(body) : bulletFields(body));
  }
  return resources;
}

/** The spec's list of values for a state table row (`| Batch | VALIDATING (…), VALID (…) | … |`). */
export function readSpecStates(resource: string, text = readFileSync(SPEC_PATH, 'utf8')): string[] {
  const row = text.split('\n').find((line) => line.startsWith(`| ${resource} |`));
  return row ? [...(row.split('|')[2] ?? '').matchAll(/\b([A-Z][A-Z_]{2,})\b/g)].map((match) => match[1] ?? '') : [];
}
