// The length gate of `npm test` (scripts/longest-functions.mjs, issue 38): every function of src/
// and sandbox/ counts, not only components and hooks, and a nested function counts on its own.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALLOWED_OVER_LIMIT, LIMIT, lengthVerdict, measureFunctions } from './longest-functions.mjs';

/** A statement a line, `count` lines of them. */
const body = (count: number) => Array.from({ length: count }, (_, index) => `  total += ${index};`).join('\n');

const folder = mkdtempSync(path.join(tmpdir(), 'longest-functions-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the length gate', () => {
  it('fails on a long factory, and on a long callback nested in another function (counted on its own too), not only on components and hooks', () => {
    writeFileSync(
      path.join(folder, 'factory.ts'),
      [
        'export function createThing() {',
        '  let total = 0;',
        body(LIMIT),
        '  return total;',
        '}',
        'export function outer(items: number[]) {',
        '  return items.map((item) => {',
        '    let total = item;',
        body(LIMIT),
        '    return total;',
        '  });',
        '}',
        '',
      ].join('\n'),
    );
    writeFileSync(path.join(folder, 'factory.test.ts'), `export function longTest() {\n  let total = 0;\n${body(LIMIT)}\n  return total;\n}\n`);
    const measured = measureFunctions([folder]);
    const failing = lengthVerdict(measured).failing.map((entry) => `${entry.name} ${path.basename(entry.file)}`);
    expect(failing).toEqual(['outer factory.ts', 'createThing factory.ts', '(anonymous) factory.ts']);
    expect(measured.find((entry) => entry.name === '(anonymous)')?.lines).toBe(LIMIT + 4);
  });

  it('lets an allowed function pass while it is over the limit, and says when it no longer is', () => {
    const allowed = [{ name: 'previewReportFile', file: 'src/components/ReportDownloader/preview-report-file.ts' }];
    expect(lengthVerdict([{ lines: LIMIT + 8, ...allowed[0]! }], allowed)).toEqual({ failing: [], stale: [] });
    expect(lengthVerdict([{ lines: LIMIT, ...allowed[0]! }], allowed)).toEqual({ failing: [], stale: allowed });
  });

  it('passes on the kit and its sandbox: every function within the limit, none allowed over it', { timeout: 60_000 }, () => {
    const { failing, stale } = lengthVerdict(measureFunctions());
    expect(failing.map((entry) => `${entry.name} (${entry.file}, ${entry.lines} lines)`)).toEqual([]);
    expect(stale).toEqual([]);
    expect(ALLOWED_OVER_LIMIT).toEqual([]);
  });
});
