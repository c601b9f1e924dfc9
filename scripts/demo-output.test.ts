// `npm run demo` (issue 24, point 15): the package build used to print ~250 lines before the demo's
// URL. The build now runs quietly (one line; everything when it fails) and the demo ends with the
// URL to open and how to sign in.
import { describe, expect, it } from 'vitest';
import { demoBanner } from '../demo/server.ts';
// @ts-expect-error: a plain .mjs script without declarations; its JSDoc types the call.
import { runQuietly } from './build-quietly.mjs';

type Run = (command: string, args: string[], options: { label?: string; log: (line: string) => void; error: (text: string) => void }) => Promise<number>;
const run = runQuietly as Run;

async function quietly(script: string): Promise<{ code: number; logged: string[]; errors: string[] }> {
  const logged: string[] = [];
  const errors: string[] = [];
  const code = await run(process.execPath, ['-e', script], { label: 'Building the package', log: (line) => logged.push(line), error: (text) => errors.push(text) });
  return { code, logged, errors };
}

describe('npm run demo prints little', () => {
  it('holds back a successful build’s file list: one line', async () => {
    const result = await quietly('for (let i = 0; i < 250; i++) console.log(`dist/src/module-${i}.js  1.00 kB`);');
    expect(result.code).toBe(0);
    expect(result.errors).toEqual([]);
    expect(result.logged).toHaveLength(1);
    expect(result.logged[0]).toMatch(/^Building the package: done in \d+\.\d s$/);
  });

  it('shows everything a failing build printed, errors included, and its exit code', async () => {
    const result = await quietly('console.log("transforming..."); console.error("error TS2322: Type string is not assignable to type number."); process.exit(2);');
    expect(result.code).toBe(2);
    expect(result.logged).toEqual([]);
    expect(result.errors.join('\n')).toContain('transforming...');
    expect(result.errors.join('\n')).toContain('error TS2322: Type string is not assignable to type number.');
    expect(result.errors.join('\n')).toMatch(/Building the package failed \(exit code 2\)$/);
  });

  it('ends with the URL to open and how to sign in', () => {
    const lines = demoBanner({ url: 'http://127.0.0.1:5173/', apiBaseUrl: 'http://127.0.0.1:8787' }, false).split('\n');
    expect(lines.at(-2)).toBe('Shipping Elements demo: http://127.0.0.1:5173/');
    expect(lines.at(-1)).toMatch(/^Sign in with the prefilled demo user \(owner@northwind\.example, no password\)/);
    expect(lines[0]).toContain('http://127.0.0.1:8787 (sandbox)');
  });
});
