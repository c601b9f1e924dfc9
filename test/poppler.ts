// Tests that open the sandbox's PDFs in poppler (pdftoppm renders them, pdftotext reads them back).
// A missing tool fails such a test in CI (`CI=true`, where .ci/run installs poppler-utils) and is
// reported as skipped elsewhere: never counted as passed without having run.
import { existsSync } from 'node:fs';
import { it } from 'vitest';

export const PDFTOPPM = '/usr/bin/pdftoppm';
export const PDFTOTEXT = '/usr/bin/pdftotext';

const missing = [PDFTOPPM, PDFTOTEXT].filter((tool) => !existsSync(tool));

/** `it` for a test that needs poppler-utils. */
export function itWithPoppler(name: string, test: () => void | Promise<void>, timeout?: number): void {
  if (missing.length > 0 && !process.env.CI) {
    it.skip(`${name} (poppler-utils not installed)`, test, timeout);
    return;
  }
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
