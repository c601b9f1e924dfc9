// The convention check of `npm test` (scripts/check-conventions.mjs, issue 38): what each rule
// refuses, that a pending breach passes only while it still breaks its rule, and that the kit's
// blocks pass.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PENDING, breachesOf, checkConventions, eventNames, formErrorBreachesOf, formErrorsOf, isPastTenseCamelCase, unitNameBreachesOf } from './check-conventions.mjs';

const MACHINE = `
export type DemoEvent =
  | { type: 'rateChosen'; rate: string }
  | { type: 'create-failed'; error: Error }
  | { type: 'submit' };

export function demoMachine(state: State, event: DemoEvent): State {
  switch (event.type) {
    default:
      return state;
  }
}
`;

describe('the convention check', () => {
  it('names machine events in camelCase and in the past tense, never kebab-case or an order', () => {
    expect(eventNames(MACHINE)).toEqual(['rateChosen', 'create-failed', 'submit']);
    expect(['rateChosen', 'purchased', 'startedOver', 'wentBack', 'sent'].every(isPastTenseCamelCase)).toBe(true);
    expect(['create-failed', 'submit', 'startOver', 'askPurchase', 'RateChosen'].some(isPastTenseCamelCase)).toBe(false);
  });

  it('refuses a reducer that does not end with `event satisfies never`, a *Flow controller, a heading focused by hand and a dialog row in a part', () => {
    expect(breachesOf('src/components/Demo/demo-machine.ts', MACHINE)).toEqual([
      'event-name src/components/Demo/demo-machine.ts: create-failed',
      'event-name src/components/Demo/demo-machine.ts: submit',
      'reducer-end src/components/Demo/demo-machine.ts: switch without `event satisfies never`',
    ]);
    expect(breachesOf('src/components/Demo/use-demo.ts', 'export type DemoFlow = ReturnType<typeof useDemo>;')).toEqual(['controller-name src/components/Demo/use-demo.ts: DemoFlow']);
    const part = 'const [openRow, setOpenRow] = React.useState<number | null>(null);\nReact.useEffect(() => headingRef.current?.focus(), []);';
    expect(breachesOf('src/components/Demo/DemoStep.tsx', part)).toEqual(['heading-focus src/components/Demo/DemoStep.tsx: headingRef', 'flow-state src/components/Demo/DemoStep.tsx: openRow']);
  });

  it('refuses a block namespace that words a form error its own way: a formErrors key naming the {field}, or a copy of a formErrors sentence', () => {
    const formErrors = formErrorsOf(readFileSync('src/locales/en/shared.ts', 'utf8'));
    expect(formErrors.map((entry) => entry.key)).toEqual(expect.arrayContaining(['required', 'invalid', 'tooLong', 'rejected']));
    const namespace = `export const demo = {
  validation: {
    required: 'Enter a date for “{field}”.',
    tooLong: 'A report covers at most 92 days: choose an end date on or before {date}.',
    picked: 'Choose a country from the list.',
    rejected: { one: '{field} was refused.', other: '{field} were refused.' },
    dateRequired: 'Enter the date of the pickup.',
  },
};`;
    expect(formErrorBreachesOf('src/locales/en/demo.ts', namespace, formErrors)).toEqual([
      'form-error src/locales/en/demo.ts: required',
      'form-error src/locales/en/demo.ts: picked',
      'form-error src/locales/en/demo.ts: rejected',
    ]);
  });

  it('refuses a unit that speaks with a block name: its file name, its parts and CSS variables, a block namespace, a consumer name, an export', () => {
    const unit = `import { batchUploader } from '../../../locales/en/batch-uploader';
// Rendered by BatchUploader and OrdersInbox: a comment may name them.
export function ShipmentRow(): React.JSX.Element {
  const { messages } = useShippingElements('BatchUploader', { batchUploader });
  return <li data-se-part="batch-uploader-shipment" style={{ blockSize: 'var(--se-batch-uploader-row-height)' }}>{messages.batchUploader.rows.line}</li>;
}
export type BatchUploaderRow = { id: string };
export type AddressFormValue = { name: string };
`;
    expect(unitNameBreachesOf('src/components/shared/batch-review/batch-uploader-row.tsx', unit, ['BatchUploader', 'OrdersInbox', 'AddressForm'], new Set(['AddressFormValue']))).toEqual([
      'unit-name src/components/shared/batch-review/batch-uploader-row.tsx: its name (batch-uploader)',
      'unit-name src/components/shared/batch-review/batch-uploader-row.tsx: part batch-uploader-shipment',
      'unit-name src/components/shared/batch-review/batch-uploader-row.tsx: part batch-uploader-row-height',
      'unit-name src/components/shared/batch-review/batch-uploader-row.tsx: text batchUploader',
      "unit-name src/components/shared/batch-review/batch-uploader-row.tsx: consumer 'BatchUploader'",
      'unit-name src/components/shared/batch-review/batch-uploader-row.tsx: export BatchUploaderRow',
    ]);
    const renamed = unit.replaceAll('batch-uploader', 'batch-review').replaceAll('batchUploader', 'batchReview').replaceAll('BatchUploader', 'BatchReview');
    expect(unitNameBreachesOf('src/components/shared/batch-review/ShipmentRow.tsx', renamed, ['BatchUploader', 'OrdersInbox', 'AddressForm'], new Set(['AddressFormValue']))).toEqual([]);
  });

  it('refuses a unit file that one block uses, counting the blocks that reach it through other unit files', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'conventions-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
        writeFileSync(path.join(folder, file), text);
      };
      write('shared/review/Review.tsx', "import { Row } from './Row';\nexport const Review = Row;\n");
      write('shared/review/Row.tsx', 'export const Row = 1;\n');
      write('shared/fix/FixDialog.tsx', 'export const FixDialog = 1;\n');
      write('shared/Unused.tsx', 'export const Unused = 1;\n');
      write('Uploader/Uploader.tsx', "import { Review } from '../shared/review/Review';\nimport { FixDialog } from '../shared/fix/FixDialog';\n");
      write('Inbox/Inbox.tsx', "import { Review } from '../shared/review/Review';\n");
      write('Inbox/Inbox.test.tsx', "import { FixDialog } from '../shared/fix/FixDialog';\n");
      write('index.ts', '');
      const { failing } = checkConventions(folder, [], path.resolve(import.meta.dirname, '../src/locales/en'), path.join(folder, 'index.ts'));
      const owners = failing.filter((breach) => breach.startsWith('unit-owner')).map((breach) => breach.replace(/ \S*shared\//, ' shared/'));
      expect(owners.sort()).toEqual(['unit-owner shared/Unused.tsx: used by no block', 'unit-owner shared/fix/FixDialog.tsx: used by Uploader only']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('passes on the kit: every breach left is pending, and every pending entry still breaks its rule', () => {
    expect(checkConventions()).toEqual({ failing: [], stale: [] });
    expect(checkConventions(undefined, [...PENDING, 'event-name src/components/Gone/gone-machine.ts: submit']).stale).toEqual(['event-name src/components/Gone/gone-machine.ts: submit']);
  });
});
