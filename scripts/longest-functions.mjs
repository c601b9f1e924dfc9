// Lists the longest functions of the kit and its sandbox, and fails when one is longer than the
// limit (150 lines): a block is a few small parts and one machine, and a factory (the client, the
// token source, the sandbox) a few named steps, each small enough to hold in your head
// (CONTRIBUTING.md). Run by `npm test`; alone: `npm run longest`.
// Every function counts: components, hooks, factories, callbacks, methods and accessors, and a
// function nested in another counts on its own (its lines count in the outer one too); tests,
// stories, benchmarks and type declarations are not counted.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const LIMIT = 150;
const root = path.resolve(import.meta.dirname, '..');
const SKIPPED_FILE = /\.(test|test-d|stories|bench)\.tsx?$|\.d\.ts$/;

function sourceFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : sourceFiles(file);
    }
    return /\.tsx?$/.test(entry.name) && !SKIPPED_FILE.test(entry.name) ? [file] : [];
  });
}

/** The name a function is known by: its own, or the variable or forwardRef/memo call it is given to. */
function nameOf(node) {
  if (node.name) {
    return node.name.getText();
  }
  let parent = node.parent;
  while (parent && ts.isCallExpression(parent)) {
    parent = parent.parent;
  }
  return parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) ? parent.name.getText() : '(anonymous)';
}

/** Every function of the given folders with its length in lines, longest first. */
export function measureFunctions(folders = ['src', 'sandbox']) {
  const found = [];
  for (const file of folders.flatMap((folder) => sourceFiles(path.resolve(root, folder)))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node) => {
      if (
        ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
         ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isConstructorDeclaration(node) ||
        ts.isGetAccessorDeclaration(node) ||
        ts.isSetAccessorDeclaration(node)
      ) {
        const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const name = nameOf(node);
        found.push({ lines: last - first + 1, name: node.kind === ts.SyntaxKind.Constructor ? 'constructor' : name, file: path.relative(root, file) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort((a, b) => b.lines - a.lines);
}

// Functions known to be over the limit, each to be split by its issue; an entry that is no longer
// over the limit (or no longer exists) fails the run too, so the list only shrinks. Empty since
// issue 38: every function of src/ and sandbox/ is within the limit.
/** @type {Array<{ name: string; file: string }>} */
export const ALLOWED_OVER_LIMIT = [];

const isEntry = (allowed, entry) => allowed.name === entry.name && allowed.file === entry.file.split(path.sep).join('/');

/**
 * The verdict on measured functions: those over the limit and not allowed (`failing`), and the
 * allowed ones no longer over it (`stale`). The gate passes when both are empty.
 */
export function lengthVerdict(functions, allowed = ALLOWED_OVER_LIMIT) {
  const over = functions.filter((entry) => entry.lines > LIMIT);
  return {
    failing: over.filter((entry) => !allowed.some((item) => isEntry(item, entry))),
    stale: allowed.filter((item) => !over.some((entry) => isEntry(item, entry))),
  };
}

const isAllowed = (entry) => ALLOWED_OVER_LIMIT.some((allowed) => isEntry(allowed, entry));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const functions = measureFunctions();
  const over = functions.filter((entry) => entry.lines > LIMIT);
  const { failing, stale } = lengthVerdict(functions);
  console.log(`Longest functions (limit ${LIMIT} lines):`);
  for (const entry of functions.slice(0, Math.max(5, over.length))) {
    const mark = entry.lines <= LIMIT ? '' : isAllowed(entry) ? '  over the limit, allowed until split (issue 38)' : '  OVER THE LIMIT';
    console.log(`  ${String(entry.lines).padStart(4)}  ${entry.name}  ${entry.file}${mark}`);
  }
  if (failing.length > 0) {
    console.error(`${failing.length} function(s) over ${LIMIT} lines: split them into named steps or parts (CONTRIBUTING.md).`);
    process.exitCode = 1;
  }
  if (stale.length > 0) {
    console.error(`Allowed over the limit but no longer over it: ${stale.map((entry) => entry.name).join(', ')}; remove them from ALLOWED_OVER_LIMIT.`);
    process.exitCode = 1;
  }
}
