// What kind of app `npx shipping-elements init` runs in (issue 42): Vite + React, or Next.js
// (App Router, or Pages Router), in TypeScript or JavaScript, with `src/` or without; read from
// package.json and the files on disk, never guessed from anything else.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The package managers init installs with, by the lockfile it finds. */
export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';

/** An app init knows how to set up. */
export interface DetectedApp {
  /** `next` is the App Router: in a Pages Router app, init adds an `app/` folder beside `pages/` (Next.js runs both). */
  framework: 'vite' | 'next';
  /** TypeScript (a tsconfig.json or `typescript` in package.json), else JavaScript. */
  typescript: boolean;
  /** Where the app's code lives: `src` when the app keeps it there, else the app's folder. */
  codeDir: '' | 'src';
  packageManager: PackageManager;
  /** The app's dependencies and devDependencies, by name. */
  dependencies: Record<string, string>;
  /** Vite: its config file (`vite.config.ts`, …), when there is one. */
  viteConfig: string | undefined;
}

/** What init says, and writes nothing, in a folder it does not know how to set up. */
export const UNSUPPORTED =
  'shipping-elements init sets up a Vite + React app (vite and react in package.json) or a Next.js app (next in package.json, App Router or Pages Router). ' +
  'This folder is neither, so nothing was written. The steps by hand are in the README, "Install in your app".';

const isDirectory = (file: string) => existsSync(file) && statSync(file).isDirectory();

function packageManagerOf(directory: string): PackageManager {
  if (existsSync(path.join(directory, 'pnpm-lock.yaml'))) {return 'pnpm';}
  if (existsSync(path.join(directory, 'yarn.lock'))) {return 'yarn';}
  if (existsSync(path.join(directory, 'bun.lockb')) || existsSync(path.join(directory, 'bun.lock'))) {return 'bun';}
  return 'npm';
}

/** The app in `directory`, or the sentence that says why init cannot set it up. */
export function detectApp(directory: string): DetectedApp | { refused: string } {
  const manifest = path.join(directory, 'package.json');
  if (!existsSync(manifest)) {
    return { refused: `There is no package.json here (${directory}). ${UNSUPPORTED}` };
  }
  let parsed: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    parsed = JSON.parse(readFileSync(manifest, 'utf8')) as typeof parsed;
  } catch {
    return { refused: `package.json is not valid JSON. ${UNSUPPORTED}` };
  }
  const dependencies = { ...parsed.devDependencies, ...parsed.dependencies };
  const typescript = existsSync(path.join(directory, 'tsconfig.json')) || 'typescript' in dependencies;
  const packageManager = packageManagerOf(directory);
  const hasSrc = isDirectory(path.join(directory, 'src'));
  if ('next' in dependencies) {
    // The App Router's folder where it is; beside a Pages Router's pages/ otherwise (Next.js runs both).
    const routed = ['src/app', 'app', 'src/pages', 'pages'].find((folder) => isDirectory(path.join(directory, folder)));
    const codeDir = (routed ?? (hasSrc ? 'src/' : '')).startsWith('src/') ? 'src' : '';
    return { framework: 'next', typescript, codeDir, packageManager, dependencies, viteConfig: undefined };
  }
  if ('vite' in dependencies && 'react' in dependencies) {
    const viteConfig = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'].find((file) => existsSync(path.join(directory, file)));
    return { framework: 'vite', typescript, codeDir: hasSrc ? 'src' : '', packageManager, dependencies, viteConfig };
  }
  return { refused: UNSUPPORTED };
}
