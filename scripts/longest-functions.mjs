// Lists the longest components and hooks of the kit and its sandbox, and fails when one is longer
// than the limit (150 lines): a block is a few small parts and one machine, each small enough to
// hold in your head (CONTRIBUTING.md). Run by `npm test`; alone: `npm run longest`.
// A component is a function whose name starts with a capital letter, a hook one named `useX`;
// tests, stories and type declarations are not counted.
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
      return entry.name === 'node_modules' || entry.name === 'contract' ? [] : sourceFiles(file);
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
  for (const file of folders.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node) => {
      if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
        const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const name = nameOf(node);
        found.push({ lines: last - first + 1, name, file: path.relative(root, file), react: /^([A-Z]|use[A-Z])/.test(name) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort((a, b) => b.lines - a.lines);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const functions = measureFunctions();
  const react = functions.filter((entry) => entry.react);
  const over = react.filter((entry) => entry.lines > LIMIT);
  console.log(`Longest components and hooks (limit ${LIMIT} lines):`);
  for (const entry of react.slice(0, Math.max(5, over.length))) {
    console.log(`  ${String(entry.lines).padStart(4)}  ${entry.name}  ${entry.file}${entry.lines > LIMIT ? '  OVER THE LIMIT' : ''}`);
  }
  const other = functions.find((entry) => !entry.react);
  if (other) {
    console.log(`Longest other function: ${other.lines} lines (${other.name} in ${other.file})`);
  }
  if (over.length > 0) {
    console.error(`${over.length} component(s) or hook(s) over ${LIMIT} lines: split them into parts (CONTRIBUTING.md).`);
    process.exitCode = 1;
  }
}
