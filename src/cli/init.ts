// `npx shipping-elements init` (issue 42): sets up an existing Vite + React or Next.js app to reach
// a bought (test) label with `npm run dev`. It writes a file only where none is (a person's file
// is reported with what to add by hand), appends env entries that are missing and never changes
// one that is there, patches vite.config only when the patch is one obvious edit, and installs
// what is missing with the app's own package manager. A second run finds nothing to do.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { detectApp, type DetectedApp, type PackageManager } from './detect';
import { ENV_ENTRIES, nextLayout, templatesFor, type Template } from './templates';

/** Options of {@link runInit}. */
export interface InitOptions {
  /** Print what would be written and installed; write and install nothing. */
  dryRun?: boolean;
  /** Install missing packages (`false`: print the command instead). @default true */
  install?: boolean;
  /** Asked before writing when stdin is a terminal and `--yes` was not given; resolves with the answer. */
  confirm?: (question: string) => Promise<boolean>;
  /** Where init's lines go. @default console.log */
  log?: (line: string) => void;
}

/** One change init would make. */
export type Change =
  | { kind: 'write'; file: string; content: string }
  | { kind: 'patch'; file: string; content: string }
  | { kind: 'append'; file: string; text: string; keys: string[] }
  | { kind: 'install'; command: string[] };

/** What init found: the changes to make, and the files it leaves to the person. */
export interface InitPlan {
  app: DetectedApp;
  changes: Change[];
  byHand: string[];
}

const KIT_PACKAGES = ['shipping-elements', '@tanstack/react-query'];
const VITE_IMPORT = "import { shippingElements } from 'shipping-elements/vite';";

/** The install command of `manager` for `packages`. */
export function installCommand(manager: PackageManager, packages: readonly string[]): string[] {
  return manager === 'npm' ? ['npm', 'install', ...packages] : [manager, 'add', ...packages];
}

/** The packages of the kit the app has neither in package.json nor in node_modules. */
function missingPackages(directory: string, app: DetectedApp): string[] {
  return KIT_PACKAGES.filter((name) => !(name in app.dependencies) && !existsSync(path.join(directory, 'node_modules', name, 'package.json')));
}

/** The env entries `file` does not name yet, as the text to append. */
function envAppend(directory: string, file: string): Change | undefined {
  const full = path.join(directory, file);
  const text = existsSync(full) ? readFileSync(full, 'utf8') : '';
  const keys = ENV_ENTRIES.filter((key) => !new RegExp(`^\\s*(export\\s+)?${key}\\s*=`, 'm').test(text));
  if (keys.length === 0) {
    return undefined;
  }
  const lead = text === '' || text.endsWith('\n') ? '' : '\n';
  const comment = '# Shipping Elements (npx shipping-elements init). No key: the sandbox, test labels only.\n';
  return { kind: 'append', file, keys, text: `${lead}${comment}${keys.map((key) => `${key}=`).join('\n')}\n` };
}

/** vite.config with the plugin added, when the config is the plain one of a new app; `undefined` otherwise. */
export function patchViteConfig(code: string): string | undefined {
  const plugins = /plugins:\s*\[\s*react\(\)\s*\]/g;
  const matches = code.match(plugins);
  const imports = [...code.matchAll(/^import .*;?\s*$/gm)];
  const last = imports.at(-1);
  if (matches?.length !== 1 || last === undefined) {
    return undefined;
  }
  const end = (last.index ?? 0) + last[0].trimEnd().length;
  // In the file's own style: no semicolon where its imports have none.
  const line = last[0].trimEnd().endsWith(';') ? VITE_IMPORT : VITE_IMPORT.slice(0, -1);
  const withImport = `${code.slice(0, end)}\n${line}${code.slice(end)}`;
  return withImport.replace(plugins, 'plugins: [react(), shippingElements()]');
}

function viteConfigChange(directory: string, app: DetectedApp, plan: InitPlan): void {
  const lines = `${VITE_IMPORT}\n  plugins: [react(), shippingElements()]`;
  if (app.viteConfig === undefined) {
    plan.byHand.push(`No vite.config found: create one with the plugin:\n  ${lines}`);
    return;
  }
  const code = readFileSync(path.join(directory, app.viteConfig), 'utf8');
  if (code.includes('shippingElements(')) {
    return;
  }
  const patched = patchViteConfig(code);
  if (patched === undefined) {
    plan.byHand.push(`${app.viteConfig} is not the plain config of a new app, so it was not changed. Add these two lines:\n  ${lines}`);
    return;
  }
  plan.changes.push({ kind: 'patch', file: app.viteConfig, content: patched });
}

function templateChanges(directory: string, templates: readonly Template[], plan: InitPlan): void {
  for (const template of templates) {
    const full = path.join(directory, template.path);
    if (!existsSync(full)) {
      plan.changes.push({ kind: 'write', file: template.path, content: template.content });
    } else if (readFileSync(full, 'utf8') !== template.content) {
      plan.byHand.push(`${template.path} exists and was left as it is. Add to it: ${template.byHand}`);
    }
  }
}

/** What init would do in `directory`, or the sentence that refuses it. Reads only. */
export function planInit(directory: string): InitPlan | { refused: string } {
  const app = detectApp(directory);
  if ('refused' in app) {
    return app;
  }
  const plan: InitPlan = { app, changes: [], byHand: [] };
  const templates = templatesFor(app);
  if (app.framework === 'next') {
    const appDir = path.join(directory, app.codeDir, 'app');
    if (!['tsx', 'jsx', 'js', 'ts'].some((ext) => existsSync(path.join(appDir, `layout.${ext}`)))) {
      templates.push(nextLayout(app));
    }
  } else {
    viteConfigChange(directory, app, plan);
  }
  templateChanges(directory, templates, plan);
  const env = envAppend(directory, '.env.local');
  if (env) {
    plan.changes.push(env);
  }
  const missing = missingPackages(directory, app);
  if (missing.length > 0) {
    plan.changes.push({ kind: 'install', command: installCommand(app.packageManager, missing) });
  }
  return plan;
}

/** The one thing to do after init. */
export function nextStep(app: DetectedApp): string {
  const dev = app.packageManager === 'npm' ? 'npm run dev' : `${app.packageManager} run dev`;
  return app.framework === 'vite'
    ? `Next: ${dev}, then open http://localhost:5173/shipping.html and ship an order (no SHIPPING_API_KEY: the sandbox runs in the dev server, test labels only).`
    : `Next: ${dev}, then open http://localhost:3000/shipping and ship an order (no SHIPPING_API_KEY: the sandbox runs in the dev server, test labels only; set SHIPPING_API_KEY and SHIPPING_API_URL in .env.local for your account).`;
}

function describe(change: Change): string {
  switch (change.kind) {
    case 'write':
      return `write   ${change.file}`;
    case 'patch':
      return `add     shippingElements() to ${change.file}`;
    case 'append':
      return `append  ${change.keys.join(', ')} to ${change.file}`;
    case 'install':
      return `install ${change.command.join(' ')}`;
  }
}

function runCommand(command: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited ${code}`))));
  });
}

async function apply(directory: string, change: Change, options: InitOptions, log: (line: string) => void): Promise<void> {
  const full = 'file' in change ? path.join(directory, change.file) : directory;
  if (change.kind === 'write') {
    mkdirSync(path.dirname(full), { recursive: true });
    // `wx`: a file that appeared since the plan is not overwritten.
    writeFileSync(full, change.content, { flag: 'wx' });
  } else if (change.kind === 'patch') {
    writeFileSync(full, change.content);
  } else if (change.kind === 'append') {
    appendFileSync(full, change.text);
  } else if (options.install === false) {
    log(`Not installed (--no-install). Run: ${change.command.join(' ')}`);
  } else {
    await runCommand(change.command, directory);
  }
}

/**
 * Runs init in `directory`. Resolves with the exit code: 0 when the app is set up (or already
 * was), 1 when it is no app init knows (nothing written) or the person said no.
 */
export async function runInit(directory: string, options: InitOptions = {}): Promise<number> {
  const log = options.log ?? ((line: string) => console.log(line));
  const plan = planInit(directory);
  if ('refused' in plan) {
    log(plan.refused);
    return 1;
  }
  const kind = plan.app.framework === 'vite' ? 'Vite + React' : 'Next.js (App Router)';
  log(`Found a ${kind} app in ${plan.app.typescript ? 'TypeScript' : 'JavaScript'}${plan.app.codeDir ? ', code in src/' : ''}.`);
  for (const line of plan.byHand) {
    log(`By hand: ${line}`);
  }
  if (plan.changes.length === 0) {
    log(plan.byHand.length === 0 ? 'Nothing to do: this app is already set up.' : 'Nothing written: the rest is by hand (above).');
    log(nextStep(plan.app));
    return 0;
  }
  for (const change of plan.changes) {
    log(`${options.dryRun ? 'would ' : ''}${describe(change)}`);
  }
  if (options.dryRun) {
    log('Dry run: nothing written, nothing installed.');
    return 0;
  }
  if (options.confirm && !(await options.confirm('Go ahead?'))) {
    log('Nothing written.');
    return 1;
  }
  for (const change of plan.changes) {
    await apply(directory, change, options, log);
  }
  log(nextStep(plan.app));
  return 0;
}
