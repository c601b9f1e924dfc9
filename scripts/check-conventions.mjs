// The block convention of CONTRIBUTING.md ("The convention, checked"), checked on the files of
// src/components/ by `npm test` beside the length gate. Each rule reads the source text; a rule
// names the file and what to rename. Run: `node scripts/check-conventions.mjs`.
//
// 1. Machine events: one naming style, camelCase and in the past tense ("what happened":
//    `rateChosen`, `purchased`, `createFailed`), never kebab-case or an order (`submit`).
// 2. One way to end the reducer: the `switch (event.type)` of every `*-machine.ts` ends with
//    `event satisfies never` (a new event the reducer forgets fails the type check).
// 3. Controllers: the controller hook's result type is `<Block>Controller`, never `*Flow`.
// 4. Step-heading focus only through BlockFrame's `focusKey`: no block focuses a heading or a
//    title itself (`headingRef.current?.focus()`).
// 5. No flow state in a part's `useState`: which dialog or row is open, a retry's attempt count
//    are the machine's (its state and events), not a part's.
// 6. One wording of a form error: a field's generic error (required, not valid, too long, refused
//    by the API…) is the catalogue's `formErrors` (src/locales/en/shared.ts); no block's namespace
//    defines its own (a key of `formErrors` whose sentence names the `{field}`, or a copy of one
//    of its sentences).
// 7. Every unit has owners: a file of the shared units (src/components/shared/) is used by two
//    blocks or more (directly or through other unit files); a part only one block uses lives in
//    that block.
// 8. No unit speaks with a block's name: a unit's file name, its `data-se-part` / `part` names
//    and CSS variables, the text namespaces it reads, its consumer name and its exports (other than
//    the public API's names, src/index.ts) never name a block (`batch-uploader-*`,
//    `messages.labelPurchase`, `'LabelPurchase'`); the unit's own name does (`batch-review-*`).
//
// A known breach waits in PENDING with the issue that removes it; an entry that no longer
// breaks its rule fails the run too, so the list only shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const COMPONENTS = path.join(ROOT, 'src/components');
const LOCALES = path.join(ROOT, 'src/locales/en');
const INDEX = path.join(ROOT, 'src/index.ts');
/** The folder of the shared units, inside src/components/. */
const UNITS = 'shared';

/** Past participles that do not end in -ed. */
const IRREGULAR = new Set(['sent', 'chosen', 'taken', 'kept', 'done', 'lost', 'shown', 'made', 'begun', 'read', 'set', 'put', 'run', 'found', 'given', 'left', 'held', 'went']);

/**
 * Known breaches, each with the issue that removes it: `${rule} ${file}: ${name}`. None since
 * issue 38 moved the last step headings and flow state where the convention puts them and named
 * the address fields for what they are (`address-values.ts`, the `addressFields` namespace).
 */
export const PENDING = [];

function walk(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? walk(full) : /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The `type: '…'` names of a machine's event union (`export type …Event = …;`). */
export function eventNames(source) {
  const union = /export type \w+Event\s*=([\s\S]*?);\s*\n(?:\n|\/|export|const|function)/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/type:\s*'([^']+)'/g)].map((match) => match[1]);
}

/**
 * Whether an event's name says what happened, in camelCase: one of its words is in the past
 * (`rateChosen`, `startedOver`, `wentBack`), not an order (`submit`, `startOver`).
 */
export function isPastTenseCamelCase(name) {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) {
    return false;
  }
  const words = (name.match(/[A-Z]?[a-z0-9]+/g) ?? [name]).map((word) => word.toLowerCase());
  return words.some((word) => word.endsWith('ed') || IRREGULAR.has(word));
}

/** The breaches of one file's text, as `rule file: name` lines. */
export function breachesOf(file, source) {
  const found = [];
  const name = path.basename(file);
  if (name.endsWith('-machine.ts')) {
    for (const event of eventNames(source)) {
      if (!isPastTenseCamelCase(event)) {
        found.push(`event-name ${file}: ${event}`);
      }
    }
    if (/switch \(event\.type\)/.test(source) && !/event satisfies never/.test(source)) {
      found.push(`reducer-end ${file}: switch without \`event satisfies never\``);
    }
  }
  for (const match of source.matchAll(/(?:type|interface)\s+([A-Z]\w*Flow)\b/g)) {
    found.push(`controller-name ${file}: ${match[1]}`);
  }
  for (const match of source.matchAll(/(\w*(?:heading|title)\w*)\.current\??\.focus\(/gi)) {
    found.push(`heading-focus ${file}: ${match[1]}`);
  }
  const isPart = /\.tsx$/.test(name) && !file.startsWith('src/ui/');
  if (isPart) {
    for (const match of source.matchAll(/const \[(\w+), set\w+\] = React\.useState\b/g)) {
      if (/^(attempt\w*|\w*Row|\w*Dialog\w*|step|dialog)$/.test(match[1])) {
        found.push(`flow-state ${file}: ${match[1]}`);
      }
    }
  }
  return found;
}

/** The `key: 'sentence'` lines of a catalogue's text (a plural's `one`/`other` under their key's line). */
function messageLines(source) {
  return [...source.matchAll(/^\s*(\w+):\s*(?:\{\s*one:\s*)?(['"])((?:\\.|(?!\2).)*)\2/gm)].map((match) => ({ key: match[1], text: match[3] }));
}

/** The English `formErrors` of the shared catalogue: its keys and sentences. */
export function formErrorsOf(sharedSource) {
  const block = /\n {2}formErrors: \{([\s\S]*?)\n {2}\},/.exec(sharedSource)?.[1] ?? '';
  return messageLines(block);
}

/** A block's namespace (`src/locales/en/<namespace>.ts`) that words a form error its own way. */
export function formErrorBreachesOf(file, source, formErrors) {
  const keys = new Set(formErrors.map((entry) => entry.key));
  const sentences = new Set(formErrors.map((entry) => entry.text));
  return messageLines(source)
    .filter(({ key, text }) => (keys.has(key) && text.includes('{field}')) || sentences.has(text))
    .map(({ key }) => `form-error ${file}: ${key}`);
}

/** Every breach of the blocks' English namespaces (the other languages mirror their keys). */
function localeBreaches(folder) {
  const formErrors = formErrorsOf(readFileSync(path.join(folder, 'shared.ts'), 'utf8'));
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && name !== 'shared.ts' && name !== 'catalogue.ts')
    .flatMap((name) => {
      const file = path.join(folder, name);
      return formErrorBreachesOf(path.relative(ROOT, file).split(path.sep).join('/'), readFileSync(file, 'utf8'), formErrors);
    });
}

/** `LabelPurchase` as its kebab-case (`label-purchase`) and camelCase (`labelPurchase`) names. */
function namesOf(block) {
  return { pascal: block, kebab: block.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase(), camel: block[0].toLowerCase() + block.slice(1) };
}

/** A source text without its comments (string and template literals kept). */
export function withoutComments(source) {
  return source.replace(/("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (match, literal) => literal ?? '');
}

/**
 * Where a unit's file speaks with a block's name (rule 8), as `unit-name file: what` lines:
 * `file` is the file's path from the repository; `source` its text; `blocks` the blocks' names;
 * `publicNames` the names src/index.ts exports, which keep their names.
 */
export function unitNameBreachesOf(file, source, blocks, publicNames = new Set()) {
  const found = [];
  const code = withoutComments(source);
  const unitPath = file.slice(file.indexOf(`/${UNITS}/`) + UNITS.length + 2);
  for (const block of blocks) {
    const { pascal, kebab, camel } = namesOf(block);
    if (unitPath.includes(kebab) || unitPath.includes(pascal)) {
      found.push(`unit-name ${file}: its name (${kebab})`);
    }
    const named = new Set();
    for (const match of code.matchAll(new RegExp(`['"\`](?:--se-)?(${kebab}(?:-[a-z0-9-]*)?)['"\`]|--se-(${kebab}-[a-z0-9-]*)`, 'g'))) {
      named.add(`part ${match[1] ?? match[2]}`);
    }
    for (const match of code.matchAll(new RegExp(`\\bmessages\\.(${camel})\\b|Messages\\['(${camel})'\\]|\\b(${camel})\\s*[,}]|locales/\\w+/(${kebab})'`, 'g'))) {
      named.add(`text ${match[4] === undefined ? (match[1] ?? match[2] ?? match[3]) : camel}`);
    }
    for (const match of code.matchAll(new RegExp(`['"\`]${pascal}['"\`]`, 'g'))) {
      named.add(`consumer ${match[0]}`);
    }
    for (const match of code.matchAll(new RegExp(`export\\s+(?:declare\\s+)?(?:const|let|function|type|interface|class|enum)\\s+(\\w*${pascal}\\w*)`, 'g'))) {
      if (!publicNames.has(match[1])) {
        named.add(`export ${match[1]}`);
      }
    }
    found.push(...[...named].map((what) => `unit-name ${file}: ${what}`));
  }
  return found;
}

/** The relative imports (`from './x'`, `import('./x')`) of a source, resolved to files that exist in `files`. */
function importsOf(file, source, files) {
  const targets = [];
  for (const match of withoutComments(source).matchAll(/(?:from\s*|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = path.resolve(path.dirname(file), match[1]);
    const target = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => files.has(candidate));
    if (target !== undefined) {
      targets.push(target);
    }
  }
  return targets;
}

/** Rules 7 and 8 on the units' folder: the blocks that use each unit file, and the block names in it. */
function unitBreaches(folder, index) {
  const units = path.join(folder, UNITS);
  const blocks = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== UNITS).map((entry) => entry.name);
  const files = new Set(walk(folder));
  const importers = new Map();
  for (const file of files) {
    for (const target of importsOf(file, readFileSync(file, 'utf8'), files)) {
      importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }
  const blockOf = (file) => path.relative(folder, file).split(path.sep)[0];
  const usersOf = (file, seen = new Set([file])) =>
    (importers.get(file) ?? []).flatMap((importer) => {
      if (blockOf(importer) !== UNITS) {
        return [blockOf(importer)];
      }
      if (seen.has(importer)) {
        return [];
      }
      seen.add(importer);
      return usersOf(importer, seen);
    });
  const exported = readFileSync(index, 'utf8').matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g);
  const publicNames = new Set([...exported].flatMap((match) => match[1].split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop() ?? '')));
  return [...files]
    .filter((file) => file.startsWith(units + path.sep))
    .flatMap((file) => {
      const name = path.relative(ROOT, file).split(path.sep).join('/');
      const users = [...new Set(usersOf(file))].sort();
      const owners = users.length < 2 ? [`unit-owner ${name}: used by ${users.length === 0 ? 'no block' : `${users[0]} only`}`] : [];
      return [...owners, ...unitNameBreachesOf(name, readFileSync(file, 'utf8'), blocks, publicNames)];
    });
}

/** Every breach of src/components and the English catalogue, and the PENDING entries that no longer breach (stale). */
export function checkConventions(folder = COMPONENTS, pending = PENDING, locales = LOCALES, index = INDEX) {
  const found = [
    ...walk(folder).flatMap((file) => breachesOf(path.relative(ROOT, file).split(path.sep).join('/'), readFileSync(file, 'utf8'))),
    ...localeBreaches(locales),
    ...unitBreaches(folder, index),
  ];
  return {
    failing: found.filter((breach) => !pending.includes(breach)),
    stale: pending.filter((entry) => !found.includes(entry)),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { failing, stale } = checkConventions();
  for (const breach of failing) {
    console.error(`Convention (CONTRIBUTING.md "The convention, checked"): ${breach}`);
  }
  for (const entry of stale) {
    console.error(`No longer a breach: remove it from PENDING in scripts/check-conventions.mjs: ${entry}`);
  }
  console.log(`Conventions: ${failing.length + stale.length === 0 ? 'every block follows them' : `${failing.length} breaches, ${stale.length} stale entries`} (${PENDING.length} pending).`);
  process.exitCode = failing.length + stale.length === 0 ? 0 : 1;
}
