import { describe, expect, it } from 'vitest';
import { demoTextFor } from '../../demo/src/text';
import { previewSummary } from '../components/BatchUploader/preview-summary';
import { batchCounts } from '../components/shared/batch-review/count-text';
import { de } from '../locales/de';
import { en } from '../locales/en';
import { es } from '../locales/es';
import { fr } from '../locales/fr';
import { formatCounts, formatMessage, isPluralMessage, type MessageValue, type Messages } from './messages';
import { messagesByPath } from '../../test/catalogue-paths';

/*
 * Every count in every catalogue goes through the language's plural rules (issue 24, point 4).
 *
 * The rule, precisely:
 * 1. A count (a number of things, which words beside it agree with) is written `{count}`: the one
 *    placeholder `formatMessage` picks a plural form by. Every message that holds `{count}`, in
 *    any language, is a plural message (`{ one, other, … }`) in every language.
 * 2. No message holds a second count. Every other placeholder is on the list below of names that
 *    are not counts, each with why; a new name fails here until it is added to the list or
 *    turned into `{count}`. A sentence with several counts is a template whose placeholders are
 *    parts, each part a plural message of its own (`formatCounts`).
 * 3. The demo's own catalogue (the host's text) has no count at all: its `fill` has no plural forms.
 */

/** Placeholders that are not counts, and why no word agrees with their number. */
const NOT_COUNTS: Readonly<Record<string, string>> = {
  // Words, names, codes and identifiers.
  field: 'a field label',
  carrier: 'a carrier name',
  service: 'a service level name',
  address: 'an address, formatted',
  orders: 'order numbers, as a list in the language (Intl.ListFormat)',
  name: 'a name',
  account: 'an account name',
  zone: 'a time zone name',
  file: 'a file name',
  example: 'an example value',
  type: 'a report type',
  tracking: 'a tracking number',
  text: 'a text',
  status: 'a status word',
  code: 'a code',
  requestId: 'a request id',
  value: 'a value the kit has no word for, shown as it is',
  dimensions: 'dimensions, formatted with their unit',
  currency: 'a currency code',
  step: 'a step name',
  title: 'a heading, as shown',
  id: 'an identifier (an account id)',
  window: 'a time window, formatted',
  // Money, dates and times, formatted.
  amount: 'a price, formatted with its currency',
  date: 'a date, formatted',
  time: 'a time, formatted',
  start: 'a date, formatted',
  end: 'a date, formatted',
  first: 'a date, formatted',
  last: 'a date, formatted',
  // Positions and the bound of a range, said as "N of M" with no word agreeing.
  index: 'a position ("Package 2")',
  line: 'a line number of a file',
  current: 'a position ("Step 2 of 5")',
  page: 'a page number',
  number: 'a document or tracking number',
  total: 'the end of a range ("of 5"), or a price with its currency',
  percent: 'a percentage, formatted with its sign',
  // Parts of a sentence with several counts, each a plural message of its own.
  rows: 'a part: preview.summaryRows',
  ready: 'a part: preview.summaryReady or review.readyCount',
  toFix: 'a part: preview.summaryToFix',
  skipped: 'a part: preview.summaryBlank',
  invalid: 'a part: review.invalidCount',
  bought: 'a part: review.boughtCount',
  failed: 'a part: review.failedCount',
  selected: 'a part: pickup.labels.countSelected',
  labels: 'a part: pickup.labels.countTotal',
  // The demo's own text.
  from: 'a city name, or a country name',
  to: 'a country name',
  weight: 'a weight, formatted with its unit',
  city: 'a city name',
  country: 'a country code',
  street: 'a street',
  order: 'an order number',
  recipient: 'a recipient name',
  reference: 'a shipment reference the merchant wrote',
  label: 'a tracking number, naming one label',
  language: 'a language name',
};

const CATALOGUES: readonly (readonly [string, Messages])[] = [
  ['en', en],
  ['fr', fr],
  ['es', es],
  ['de', de],
];

function texts(message: MessageValue): string[] {
  return typeof message === 'string' ? [message] : Object.values(message).filter((text): text is string => typeof text === 'string');
}

function placeholders(message: MessageValue): string[] {
  return texts(message).flatMap((text) => [...text.matchAll(/\{([A-Za-z][A-Za-z0-9_]*)\}/g)].map((match) => match[1]!));
}

describe('counts in the catalogues', () => {
  const byLocale = CATALOGUES.map(([locale, catalogue]) => [locale, messagesByPath(catalogue)] as const);
  const paths = [...byLocale[0]![1].keys()];

  it('makes every message with a {count} a plural message, in every language', () => {
    const counted = paths.filter((path) => byLocale.some(([, messages]) => placeholders(messages.get(path)!).includes('count')));
    const notPlural = counted.flatMap((path) => byLocale.filter(([, messages]) => !isPluralMessage(messages.get(path))).map(([locale]) => `${locale}: ${path}`));
    expect(notPlural).toEqual([]);
    // The audit sees the counts it is meant to see.
    expect(counted).toEqual(expect.arrayContaining(['batchUploader.preview.summaryBlank', 'common.showAll', 'reportDownloader.preview.shown']));
  });

  it('holds no second count: every other placeholder is a word, a formatted value, a position or a part', () => {
    const unknown = byLocale.flatMap(([locale, messages]) =>
      [...messages].flatMap(([path, message]) => placeholders(message).filter((name) => name !== 'count' && !(name in NOT_COUNTS)).map((name) => `${locale}: ${path} {${name}}`)),
    );
    expect(unknown).toEqual([]);
  });

  it('gives the demo’s own text no count, in every language', () => {
    const found = ['en', 'fr', 'es', 'de'].flatMap((locale) =>
      [...messagesByPath(demoTextFor(locale))].flatMap(([path, message]) => placeholders(message).filter((name) => !(name in NOT_COUNTS)).map((name) => `${locale}: ${path} {${name}}`)),
    );
    expect(found).toEqual([]);
  });
});

/** Real sentences, as the blocks render them, in each language. */
const EXAMPLES: Readonly<Record<string, { summary: [string, string]; validating: string; purchasing: string; pickup: [string, string]; shown: string; tooLong: string }>> = {
  en: {
    summary: ['3 rows: 1 ready, 2 to fix, 1 blank line skipped', '1 row: 1 ready, 0 to fix, 0 blank lines skipped'],
    validating: '1 ready, 2 invalid',
    purchasing: '1 bought, 0 failed, of 1',
    pickup: ['1 of 27 labels selected', '1 of 1 label selected'],
    shown: 'Only 1 row is shown here.',
    tooLong: 'Name must be 1 character or fewer.',
  },
  fr: {
    summary: ['3\u00a0lignes\u00a0: 1\u00a0prête, 2 à corriger, 1\u00a0ligne vide ignorée', '1\u00a0ligne\u00a0: 1\u00a0prête, 0 à corriger, 0\u00a0ligne vide ignorée'],
    validating: '1\u00a0prêt, 2\u00a0invalides',
    purchasing: '1\u00a0achetée, 0 en échec, sur 1',
    pickup: ['1\u00a0étiquette sélectionnée sur 27', '1\u00a0étiquette sélectionnée sur 1'],
    shown: 'Seule 1\u00a0ligne est affichée ici.',
    tooLong: 'Le champ «\u00a0Name\u00a0» ne doit pas dépasser 1\u00a0caractère.',
  },
  es: {
    summary: ['3 filas: 1 lista, 2 por corregir, 1 línea vacía omitida', '1 fila: 1 lista, 0 por corregir, 0 líneas vacías omitidas'],
    validating: '1 listo, 2 no válidos',
    purchasing: '1 comprada, 0 fallidas, de 1',
    pickup: ['1 etiqueta seleccionada de 27', '1 etiqueta seleccionada de 1'],
    shown: 'Aquí solo se muestra 1 fila.',
    tooLong: 'El campo Name no puede tener más de 1 carácter.',
  },
  de: {
    summary: ['3 Zeilen: 1 bereit, 2 zu korrigieren, 1 leere Zeile übersprungen', '1 Zeile: 1 bereit, 0 zu korrigieren, 0 leere Zeilen übersprungen'],
    validating: '1 bereit, 2 ungültig',
    purchasing: '1 gekauft, 0 fehlgeschlagen, von 1',
    pickup: ['1 von 27 Etiketten ausgewählt', '1 von 1 Etikett ausgewählt'],
    shown: 'Hier wird nur 1 Zeile angezeigt.',
    tooLong: 'Name darf höchstens 1 Zeichen lang sein.',
  },
};

describe.each(CATALOGUES)('rendered counts in %s', (locale, messages) => {
  const expected = EXAMPLES[locale]!;

  it('pluralises each count of the batch preview’s summary on its own', () => {
    expect(previewSummary(messages.batchUploader, { total: 3, valid: 1, invalid: 2, blank: 1 }, locale)).toBe(expected.summary[0]);
    expect(previewSummary(messages.batchUploader, { total: 1, valid: 1, invalid: 0, blank: 0 }, locale)).toBe(expected.summary[1]);
  });

  it('pluralises the batch’s counts while it is validated and bought', () => {
    const results = { creation_succeeded: 1, creation_failed: 2, purchase_succeeded: 1, purchase_failed: 0 };
    expect(batchCounts(messages.batchReview, { object_results: results }, false, 3, locale)).toBe(expected.validating);
    expect(batchCounts(messages.batchReview, { object_results: results }, true, 1, locale)).toBe(expected.purchasing);
  });

  it('pluralises the labels selected for a pickup and the labels offered, each on its own', () => {
    const text = messages.pickup.labels;
    expect(formatCounts(text.count, { selected: [text.countSelected, 1], labels: [text.countTotal, 27] }, locale)).toBe(expected.pickup[0]);
    expect(formatCounts(text.count, { selected: [text.countSelected, 1], labels: [text.countTotal, 1] }, locale)).toBe(expected.pickup[1]);
  });

  it('pluralises single counts: the report preview’s rows, a field’s length', () => {
    expect(formatMessage(messages.reportDownloader.preview.shown, { count: 1 }, locale)).toBe(expected.shown);
    expect(formatMessage(messages.formErrors.tooLong, { field: 'Name', count: 1 }, locale)).toBe(expected.tooLong);
  });
});
