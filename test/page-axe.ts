// axe on a whole page in Chromium, for the e2e files and the package step's hosts.
import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Runs axe on the page as it is now. In @axe-core/playwright's default mode every run opens a
 * blank page (a new renderer process) to merge the frames' results; its "legacy" mode runs
 * `axe.run()` in the page itself and half the time and CPU go (measured on the demo's pages: 0.7
 * to 3.0 s per run down to 0.3 to 1.7 s, with the same passes and violations). What that mode
 * leaves out is a frame of another origin: the kit's and the demo's frames are same-origin (the
 * label's PNG preview), and Chromium's own PDF viewer is not a page axe could judge either way.
 */
export function pageAxe(page: Page): Promise<AxeResults> {
  // Only the violations are read: the other kinds keep one node per rule instead of every node
  // (axe's `resultTypes`), so neither axe nor Playwright's protocol carries the whole page back.
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
}
