// Tests that open the sandbox's PDFs in poppler (pdftoppm renders them, pdftotext reads them back).
// A missing tool fails such a test, in CI (where .ci/run installs poppler-utils) and everywhere
// else: never skipped, never counted as passed without having run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'vitest';

export const PDFTOPPM = '/usr/bin/pdftoppm';
export const PDFTOTEXT = '/usr/bin/pdftotext';
export const PDFINFO = '/usr/bin/pdfinfo';

const missing = [PDFTOPPM, PDFTOTEXT, PDFINFO].filter((tool) => !existsSync(tool));

/** `it` for a test that needs poppler-utils. */
export function itWithPoppler(name: string, test: () => void | Promise<void>, timeout?: number): void {
  it(
    name,
    () => {
      if (missing.length > 0) {
        throw new Error(`${missing.join(' and ')} missing: install poppler-utils (apt-get install poppler-utils).`);
      }
      return test();
    },
    timeout,
  );
}

/** What poppler's `pdfinfo` reads in a PDF: its page count and the first page's size in points. */
export function pdfInfo(bytes: Uint8Array): { pages: number; pageSize: string } {
  const directory = mkdtempSync(join(tmpdir(), 'pdfinfo-'));
  try {
    const file = join(directory, 'file.pdf');
    writeFileSync(file, bytes);
    const result = spawnSync(PDFINFO, [file], { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`pdfinfo refused the file: ${result.stderr}`);
    }
    return { pages: Number(/^Pages:\s+(\d+)$/m.exec(result.stdout)?.[1]), pageSize: /^Page size:\s+(.+?)(?: pts.*)?$/m.exec(result.stdout)?.[1] ?? '' };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
