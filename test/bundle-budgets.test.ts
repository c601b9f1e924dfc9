// The bundle budgets as a gate: bundle sizes are deterministic for a lockfile (unlike timings, which
// only the bench reports), so a change that pushes a host's bundle over budget fails here, with the
// largest modules named. Needs the built package (`npm test` builds first).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleCases, forbiddenInRatePicker, measureBundle } from '../bench/bundle';
import { STANDALONE_ENTRY, blockChunk, gzipBytes, pageFiles, reachedFrom } from '../bench/elements-standalone';

const root = path.resolve(import.meta.dirname, '..');
const budgetFile = JSON.parse(readFileSync(path.join(root, 'bench', 'budgets.json'), 'utf8')) as { bundle: Record<string, number>; lazy: Record<string, number> };
const budgets = budgetFile.bundle;
const built = existsSync(path.join(root, 'dist', 'src', 'index.d.ts'));

describe('bundle budgets (gzip, all-in: React, React DOM and React Query external; forms, dialogs, virtualizer and zod/mini bundled)', () => {
  it('has the built package to measure', () => {
    expect(built, 'dist/ is missing: run `npm run build` first (npm test does)').toBe(true);
  });

  const cases = built ? bundleCases().filter((bundleCase) => budgets[bundleCase.name] !== undefined) : [];
  it('measures every budgeted entry', () => {
    expect(cases.map((bundleCase) => bundleCase.name).sort()).toEqual(Object.keys(budgets).sort());
  });

  it('counts the named stack: the forms, dialog and list libraries are bundled, not external', async () => {
    const stack = await measureBundle(
      {
        name: 'stack-probe',
        description: 'the libraries the blocks use',
        code: `export { useForm } from 'react-hook-form';\nexport { zodResolver } from '@hookform/resolvers/zod';\nexport { Root } from '@radix-ui/react-dialog';\nexport { useVirtualizer } from '@tanstack/react-virtual';\n`,
      },
      'all-in',
    );
    for (const library of ['react-hook-form', '@hookform/resolvers', '@radix-ui/react-dialog', '@tanstack/virtual-core']) {
      expect(stack.modules.some((module) => module.includes(`node_modules/${library}/`)), library).toBe(true);
    }
    expect(stack.modules.some((module) => /node_modules\/(react|react-dom|@tanstack\/react-query)\//.test(module))).toBe(false);
  }, 120_000);

  for (const bundleCase of cases) {
    it(`${bundleCase.name} is within ${((budgets[bundleCase.name] ?? 0) / 1024).toFixed(1)} KB`, async () => {
      const figure = await measureBundle(bundleCase, 'all-in');
      const largest = figure.largest.slice(0, 5).map((entry) => `${entry.module} (${entry.bytes} B rendered, before minifying)`);
      expect(figure.gzipBytes, `${bundleCase.name} is ${figure.gzipBytes} B gzip; largest: ${largest.join(', ')}`).toBeLessThanOrEqual(
        budgets[bundleCase.name] ?? 0,
      );
      // What loads only on a dynamic import (pdf-lib, on LabelHistory's first merged reprint) has its
      // own budget (LabelHistory's merged reprint, OrdersInbox's flows opened from the list); nothing loads pdf-lib eagerly.
      const lazyBudget = budgetFile.lazy[bundleCase.name] ?? 0;
      expect(figure.lazyGzipBytes, `${bundleCase.name} loads ${figure.lazyGzipBytes} B gzip lazily (${figure.lazyModules.length} modules)`).toBeLessThanOrEqual(lazyBudget);
      expect(figure.modules.filter((module) => module.includes('node_modules/pdf-lib/'))).toEqual([]);
      if (bundleCase.name === 'kit:CheckoutRates') {
        // A shop's checkout page: no provider, no React Query, no zod, no form or dialog library.
        const pattern = /node_modules\/(zod|react-hook-form|@hookform|@tanstack|@radix-ui)\/|\/dist\/src\/(provider\/(ShippingElementsProvider|context)|queries\/|api\/client)/;
        expect(figure.modules.filter((module) => pattern.test(module))).toEqual([]);
      }
      if (bundleCase.name === 'kit:RatePicker') {
        expect(forbiddenInRatePicker(figure).filter((check) => !check.clean)).toEqual([]);
      }
    }, 120_000);
  }
});

// Issue 41: the custom elements' standalone bundle, as a plain page downloads it (file by file,
// gzipped): React inside, each tag's block a chunk of its own, fetched on the tag's first use.
describe('custom elements, standalone bundle (gzip per file, React included)', () => {
  const standaloneBudgets = (budgetFile as unknown as { elementsStandalone: Record<string, number> }).elementsStandalone;
  const builtStandalone = existsSync(STANDALONE_ENTRY);

  it('has the standalone bundle to measure', () => {
    expect(builtStandalone, 'dist/elements/standalone is missing: run `npm run build` first (npm test does)').toBe(true);
  });

  // Without the build the test above fails, and these are not registered (as the cases above).
  const measured = builtStandalone ? [true] : [];
  it.each(measured)('a page with one <shipping-label-purchase> downloads at most the ceiling before the label step', () => {
    const files = reachedFrom(STANDALONE_ENTRY, { onUse: false });
    for (const file of reachedFrom(blockChunk('LabelPurchase'), { onUse: false })) {
      files.add(file);
    }
    expect(gzipBytes(files)).toBeLessThanOrEqual(standaloneBudgets.labelPageGzipBytes ?? 0);
  });

  it.each(measured)('a second tag on the page adds only its own code', () => {
    const one = pageFiles(['LabelPurchase']);
    const added = [...pageFiles(['LabelPurchase', 'TrackingStatus'])].filter((file) => !one.has(file));
    expect(added.map((file) => path.basename(file).replace(/-[\w-]+\.js$/, ''))).toEqual(['TrackingStatus']);
    expect(gzipBytes(added)).toBeLessThanOrEqual(standaloneBudgets.secondTagGzipBytes ?? 0);
  });
});
