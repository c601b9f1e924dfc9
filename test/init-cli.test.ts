// `npx shipping-elements init` on apps in temporary folders (issue 42): what it detects, what it
// writes and appends, that it overwrites nothing, that a second run and --dry-run write nothing,
// and that an unknown project is refused with its sentence. And `shipping-sandbox trigger`: one
// signed event that the kit's own webhook handler accepts.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { triggerWebhookEvent } from '../sandbox/trigger';
import { UNSUPPORTED, detectApp } from '../src/cli/detect';
import { patchViteConfig, runInit } from '../src/cli/init';
import { createWebhookHandler } from '../src/server/webhook-handler';
import { toNodeListener } from '../src/server/node-adapter';

const VITE_CONFIG = `import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
})
`;

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'shipping-elements-init-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(directory, file)), { recursive: true });
  writeFileSync(path.join(directory, file), content);
}
const read = (file: string) => readFileSync(path.join(directory, file), 'utf8');

function viteApp({ typescript = true, src = true } = {}) {
  write('package.json', JSON.stringify({ name: 'shop', dependencies: { react: '19.3.1', 'react-dom': '19.3.1' }, devDependencies: { vite: '8.3.8', ...(typescript ? { typescript: '6.0.3' } : {}) } }));
  write(typescript ? 'vite.config.ts' : 'vite.config.js', VITE_CONFIG);
  if (src) {write('src/main.tsx', '');}
}

function nextApp({ router = 'app', src = false }: { router?: 'app' | 'pages'; src?: boolean } = {}) {
  write('package.json', JSON.stringify({ name: 'shop', dependencies: { next: '14.2.35', react: '18.3.1', 'react-dom': '18.3.1' } }));
  write('tsconfig.json', '{}');
  write(`${src ? 'src/' : ''}${router}/${router === 'app' ? 'layout.tsx' : 'index.tsx'}`, '');
}

/** Every file under the folder with its content, to compare before and after. */
function snapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) {walk(full);}
      else {files[path.relative(directory, full)] = readFileSync(full, 'utf8');}
    }
  };
  walk(directory);
  return files;
}

async function init(options: { dryRun?: boolean } = {}): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runInit(directory, { install: false, log: (line) => lines.push(line), ...options });
  return { code, lines };
}

describe('shipping-elements init: detection', () => {
  it('tells Vite + React from Next.js, TypeScript from JavaScript, src/ from none, and the package manager by lockfile', () => {
    viteApp();
    expect(detectApp(directory)).toMatchObject({ framework: 'vite', typescript: true, codeDir: 'src', packageManager: 'npm', viteConfig: 'vite.config.ts' });
    rmSync(directory, { recursive: true });
    mkdirSync(directory);
    viteApp({ typescript: false, src: false });
    write('pnpm-lock.yaml', '');
    expect(detectApp(directory)).toMatchObject({ framework: 'vite', typescript: false, codeDir: '', packageManager: 'pnpm', viteConfig: 'vite.config.js' });
    rmSync(directory, { recursive: true });
    mkdirSync(directory);
    nextApp({ src: true });
    expect(detectApp(directory)).toMatchObject({ framework: 'next', typescript: true, codeDir: 'src' });
  });

  it('refuses a project it does not know with its sentence, and writes nothing', async () => {
    write('package.json', JSON.stringify({ name: 'api', dependencies: { express: '5.0.0' } }));
    const before = snapshot();
    const { code, lines } = await init();
    expect(code).toBe(1);
    expect(lines).toEqual([UNSUPPORTED]);
    expect(snapshot()).toEqual(before);
  });

  it('refuses a folder without package.json', async () => {
    const { code, lines } = await init();
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^There is no package\.json here/);
    expect(readdirSync(directory)).toEqual([]);
  });
});

describe('shipping-elements init: a Vite app', () => {
  it('writes the page, adds the plugin to the plain config, appends the env entries, prints the install command and the next step', async () => {
    viteApp();
    const { code, lines } = await init();
    expect(code).toBe(0);
    expect(read('shipping.html')).toContain('src="/src/shipping-elements.tsx"');
    const page = read('src/shipping-elements.tsx');
    expect(page).toContain("import 'shipping-elements/styles.css';");
    expect(page).toContain('<LabelPurchase key={orderId} orderId={orderId}');
    expect(page).toContain('<OrdersInbox');
    expect(page).toContain('import.meta.env.VITE_SHIPPING_API_URL');
    expect(read('vite.config.ts')).toBe(VITE_CONFIG.replace("from '@vitejs/plugin-react'", "from '@vitejs/plugin-react'\nimport { shippingElements } from 'shipping-elements/vite'").replace('plugins: [react()]', 'plugins: [react(), shippingElements()]'));
    expect(read('.env.local')).toBe('# Shipping Elements (npx shipping-elements init). No key: the sandbox, test labels only.\nSHIPPING_API_KEY=\nSHIPPING_API_URL=\nSHIPPING_WEBHOOK_SECRET=\n');
    expect(lines).toContain('Not installed (--no-install). Run: npm install shipping-elements @tanstack/react-query');
    expect(lines.at(-1)).toMatch(/^Next: npm run dev, then open http:\/\/localhost:5173\/shipping\.html/);
  });

  it('a second run writes nothing and says so; --dry-run lists and writes nothing', async () => {
    viteApp();
    const dry = snapshot();
    const planned = await init({ dryRun: true });
    expect(planned.code).toBe(0);
    expect(planned.lines).toContain('would write   shipping.html');
    expect(planned.lines).toContain('Dry run: nothing written, nothing installed.');
    expect(snapshot()).toEqual(dry);

    await init();
    // The kit is installed now (as the install would have done).
    write('node_modules/shipping-elements/package.json', '{}');
    write('node_modules/@tanstack/react-query/package.json', '{}');
    const once = snapshot();
    const again = await init();
    expect(again.code).toBe(0);
    expect(again.lines).toContain('Nothing to do: this app is already set up.');
    expect(snapshot()).toEqual(once);
  });

  it('never overwrites: a different file at a path is reported with what to add, an env entry set keeps its value, an unusual config is left with the two lines', async () => {
    viteApp({ typescript: false });
    write('vite.config.js', "import react from '@vitejs/plugin-react'\nexport default { plugins: [react({ babel: {} })] }\n");
    write('src/shipping-elements.jsx', '// mine\n');
    write('.env.local', 'SHIPPING_API_KEY=svc_live_mine\nOTHER=1');
    const { code, lines } = await init();
    expect(code).toBe(0);
    expect(read('src/shipping-elements.jsx')).toBe('// mine\n');
    expect(read('vite.config.js')).toBe("import react from '@vitejs/plugin-react'\nexport default { plugins: [react({ babel: {} })] }\n");
    expect(read('.env.local')).toBe('SHIPPING_API_KEY=svc_live_mine\nOTHER=1\n# Shipping Elements (npx shipping-elements init). No key: the sandbox, test labels only.\nSHIPPING_API_URL=\nSHIPPING_WEBHOOK_SECRET=\n');
    expect(lines).toContain("By hand: vite.config.js is not the plain config of a new app, so it was not changed. Add these two lines:\n  import { shippingElements } from 'shipping-elements/vite';\n  plugins: [react(), shippingElements()]");
    expect(lines.some((line) => line.startsWith('By hand: src/shipping-elements.jsx exists and was left as it is.'))).toBe(true);
    // JavaScript: no types in what it wrote.
    expect(read('shipping.html')).toContain('src="/src/shipping-elements.jsx"');
  });

  it('patches only a config whose plugins are exactly [react()]', () => {
    expect(patchViteConfig("import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], }\n")).toBe(
      "import react from '@vitejs/plugin-react';\nimport { shippingElements } from 'shipping-elements/vite';\nexport default { plugins: [react(), shippingElements()], }\n",
    );
    expect(patchViteConfig("import react from '@vitejs/plugin-react';\nexport default { plugins: [react(), other()] }\n")).toBeUndefined();
  });
});

describe('shipping-elements init: a Next.js app', () => {
  it('App Router: the token route, the webhook route, the page and its client component, the env entries', async () => {
    nextApp();
    const { code, lines } = await init();
    expect(code).toBe(0);
    expect(read('app/api/shipping-token/route.ts')).toContain('createTokenHandler({\n    ...shippingApiConnection(),');
    // The sandbox in the dev server's process, on the app's origin: no second process to start.
    expect(read('app/api/shipping-sandbox/[...path]/route.ts')).toContain('const handler = createSandboxRouteHandler();');
    expect(read('app/api/shipping-webhook/route.ts')).toContain('createWebhookHandler({');
    expect(read('app/shipping/page.tsx')).toContain('<ShippingPage apiUrl={shippingApiUrl(await headers())} />');
    expect(read('app/shipping/shipping-page.tsx')).toMatch(/^'use client';/);
    expect(read('app/layout.tsx')).toBe('');
    expect(read('.env.local')).toContain('SHIPPING_WEBHOOK_SECRET=\n');
    expect(lines).toContain('write   app/api/shipping-sandbox/[...path]/route.ts');
    expect(lines.at(-1)).toMatch(/^Next: npm run dev, then open http:\/\/localhost:3000\/shipping /);
  });

  it('the sandbox route as every file: listed by --dry-run, written only where absent, a person\'s route left with what to add, nothing on a second run', async () => {
    nextApp();
    const before = snapshot();
    const planned = await init({ dryRun: true });
    expect(planned.lines).toContain('would write   app/api/shipping-sandbox/[...path]/route.ts');
    expect(snapshot()).toEqual(before);

    write('app/api/shipping-sandbox/[...path]/route.ts', '// mine\n');
    const { lines } = await init();
    expect(read('app/api/shipping-sandbox/[...path]/route.ts')).toBe('// mine\n');
    expect(lines.some((line) => line.startsWith('By hand: app/api/shipping-sandbox/[...path]/route.ts exists and was left as it is. Add to it: export { handler as GET'))).toBe(true);
    write('node_modules/shipping-elements/package.json', '{}');
    write('node_modules/@tanstack/react-query/package.json', '{}');
    const once = snapshot();
    const again = await init();
    expect(again.lines).toContain('Nothing written: the rest is by hand (above).');
    expect(snapshot()).toEqual(once);
  });

  it('Pages Router under src/: the App Router files beside pages/, with the root layout they need', async () => {
    nextApp({ router: 'pages', src: true });
    await init();
    expect(read('src/app/layout.tsx')).toContain('<html lang="en">');
    expect(read('src/app/api/shipping-token/route.ts')).toContain('createTokenHandler');
    expect(read('src/pages/index.tsx')).toBe('');
  });
});

/** Syntax errors of a file as its own language reads it (a type annotation in a .js or .jsx file is one: TS8010). */
function syntaxErrors(file: string): string[] {
  const full = path.join(directory, file);
  const program = ts.createProgram({ rootNames: [full], options: { allowJs: true, jsx: ts.JsxEmit.Preserve, noEmit: true, noResolve: true, noLib: true, types: [] } });
  return program.getSyntacticDiagnostics(program.getSourceFile(full)).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('shipping-elements init: the files it writes parse in their language', () => {
  it('JavaScript apps get JavaScript (no type annotations), TypeScript apps valid TypeScript', async () => {
    write('package.json', JSON.stringify({ name: 'shop', dependencies: { next: '14.2.35', react: '18.3.1', 'react-dom': '18.3.1' } }));
    await init();
    const written = ['app/api/shipping-token/route.js', 'app/api/shipping-sandbox/[...path]/route.js', 'app/api/shipping-webhook/route.js', 'app/shipping/page.jsx', 'app/shipping/shipping-page.jsx', 'app/layout.jsx'];
    for (const file of written) {
      // read() first: a file init did not write has no syntax errors either.
      expect([file, read(file) !== '', syntaxErrors(file)]).toEqual([file, true, []]);
    }
    rmSync(directory, { recursive: true });
    mkdirSync(directory);
    viteApp({ typescript: false, src: false });
    await init();
    expect(syntaxErrors('shipping-elements.jsx')).toEqual([]);
    rmSync(directory, { recursive: true });
    mkdirSync(directory);
    viteApp();
    await init();
    expect(syntaxErrors('src/shipping-elements.tsx')).toEqual([]);
  });
});

describe('shipping-sandbox trigger', () => {
  it('posts a signed event that createWebhookHandler accepts with the same secret, and not with another', async () => {
    const seen: string[] = [];
    const secret = 'whsec_trigger_test';
    const handler = createWebhookHandler({ secret, onEvent: (event) => void seen.push(event.event) });
    const server = createServer(toNodeListener(handler));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/shipping-webhook`;
    try {
      expect(await triggerWebhookEvent('transaction_created', url, { secret })).toEqual({ delivered: true, secret });
      expect(await triggerWebhookEvent('track_updated', url, { secret })).toEqual({ delivered: true, secret });
      expect(seen).toEqual(['transaction_created', 'track_updated']);
      expect((await triggerWebhookEvent('track_updated', url, { secret: 'another' })).delivered).toBe(false);
      expect(seen).toHaveLength(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
