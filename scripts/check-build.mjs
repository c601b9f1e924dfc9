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

for (const file of files.filter((name) => name.endsWith('.js'))) {
  const code = readFileSync(file, 'utf8');
  if (/\bfunction createElement\b|react\.production/.test(code)) {
    problems.push(`${path.relative(root, file)} bundles React`);
  }
  if (/\$ZodType\s*=|function \$constructor\b/.test(code)) {
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

if (problems.length > 0) {
  console.error(`Build check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Build check passed: ${files.filter((file) => file.endsWith('.js')).length} modules, every export target present.`);
