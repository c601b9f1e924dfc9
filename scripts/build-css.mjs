// Builds dist/styles.css from src/styles/index.css by inlining its @import lines, so hosts get one
// file with no JavaScript import of CSS (the package's sideEffects stay limited to *.css).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stylesDirectory = path.join(root, 'src', 'styles');

function inline(file, seen = new Set()) {
  if (seen.has(file)) {
    throw new Error(`Circular @import of ${file}`);
  }
  seen.add(file);
  return readFileSync(file, 'utf8').replace(/^@import\s+['"](.+)['"];\s*$/gm, (_, target) =>
    inline(path.resolve(path.dirname(file), target), seen),
  );
}

mkdirSync(path.join(root, 'dist'), { recursive: true });
writeFileSync(path.join(root, 'dist', 'styles.css'), inline(path.join(stylesDirectory, 'index.css')));
console.log('Wrote dist/styles.css');
