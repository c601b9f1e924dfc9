// The demo app built once and served as files, for the e2e runs. Vite's dev server hands a
// browser some 400 modules one by one (the kit's dist/ and the demo's sources), and every e2e test
// opens a fresh browser context with an empty cache: on CI's two cores those loads were a large
// part of the e2e lane. A build is one bundle per entry and takes seconds. It is a development
// build (React's development checks and the kit's development warnings stay on, as in
// `npm run demo`), unminified.
import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const demoRoot = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(demoRoot, '..');

/** Builds the demo app (from the kit's dist/, as `npm run demo` serves it) into `outDir`. */
export function buildDemoApp(outDir: string): Promise<void> {
  const vite = path.join(repository, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--config', path.join(demoRoot, 'vite.config.ts'), '--outDir', outDir, '--emptyOutDir', '--minify', 'false', '--logLevel', 'warn'];
  return new Promise((resolve, reject) => {
    // NODE_ENV decides React's build; Vite's --mode alone would still give production React.
    const child = spawn(process.execPath, args, { cwd: demoRoot, env: { ...process.env, NODE_ENV: 'development' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`The demo app's build failed (exit ${code}):\n${output.slice(-4000)}`))));
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.csv': 'text/csv; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Answers GET and HEAD for the files of a built app in `directory`, and `index.html` for any other
 * path (the app routes in its hash). A path never leaves the folder.
 */
export function serveBuiltApp(directory: string): (request: Request) => Promise<Response> {
  const root = path.resolve(directory);
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url).pathname);
    } catch {
      return new Response('Bad request', { status: 400 });
    }
    const file = path.resolve(root, `.${pathname}`);
    const inside = file.startsWith(`${root}${path.sep}`);
    const served = inside && (await isFile(file)) ? file : path.join(root, 'index.html');
    const body = await readFile(served);
    const type = TYPES[path.extname(served)] ?? 'application/octet-stream';
    // Hashed assets never change; the page itself is read anew.
    const cache = served.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    return new Response(request.method === 'HEAD' ? null : body, { headers: { 'Content-Type': type, 'Cache-Control': cache } });
  };
}
