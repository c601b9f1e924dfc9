// Once per e2e run: the demo app built into a folder that every e2e file's demo serves
// (demo/built-app.ts says why). Fresh each run, so a test never meets an app older than dist/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDemoApp } from '../demo/built-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the demo app built for this run. */
    demoAppDirectory: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const directory = mkdtempSync(path.join(tmpdir(), 'shipping-elements-demo-app-'));
  await buildDemoApp(directory);
  project.provide('demoAppDirectory', directory);
  return () => rmSync(directory, { recursive: true, force: true });
}
