import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { BatchShipmentStatus, BatchStatus } from '../api/resources/batches';
import type { ContentsType, NonDeliveryOption } from '../api/resources/customs';
import type { OrderStatus } from '../api/resources/orders';
import type { DistanceUnit, MassUnit } from '../api/resources/parcels';
import type { PickupStatus } from '../api/resources/pickups';
import type { RateAttribute } from '../api/resources/rates';
import type { RefundStatus } from '../api/resources/refunds';
import type { ReportRunStatus } from '../api/resources/reports';
import type { ShipmentStatus, SignatureConfirmation } from '../api/resources/shipments';
import type { LabelFileType, TrackingStatus, TransactionStatus } from '../api/resources/transactions';
import * as deEntry from '../locales/de';
import * as enEntry from '../locales/en';
import * as esEntry from '../locales/es';
import * as frEntry from '../locales/fr';
import { de } from '../locales/de';
import { en } from '../locales/en/catalogue';
import { es } from '../locales/es';
import { fr } from '../locales/fr';
import {
  DEFAULT_LOCALE,
  SUPPORTED_LOCALES,
  formatMessage,
  mergeMessages,
  resolveLocale,
  resolveTextLanguage,
  textDirection,
  type MessageValue,
  type Messages,
  type PartialMessages,
  type PluralMessage,
} from './messages';
import type { warnOnMismatchedMessages as warnOnce } from './messages';
import { messagesByPath } from '../../test/catalogue-paths';

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{([A-Za-z][A-Za-z0-9_]*)\}/g)].map((match) => match[1] ?? '').sort();
}

function forms(value: MessageValue): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  return (['zero', 'one', 'two', 'few', 'many', 'other'] as const)
    .map((category) => value[category])
    .filter((form) => form !== undefined);
}

const english = messagesByPath(en);
const translations = { es, fr, de } as const;

// Messages that are rightly the same as in English: unit symbols and codes shared across
// languages, and words that happen to be spelled the same. Each entry says why.
const SAME_AS_ENGLISH: Readonly<Record<keyof typeof translations, Readonly<Record<string, string>>>> = {
  es: {
    'batchReview.review.counts': 'only placeholders and punctuation: "{ready}, {invalid}"',
    'batchUploader.preview.summary': 'only placeholders and punctuation: "{rows}: {ready}, {toFix}, {skipped}"',
    'common.no': 'Spanish "no" is spelled like English',
    'reportDownloader.preview.values.no': 'Spanish "no" is spelled like English',
    'customs.incoterm': 'Incoterm is an ICC trade term used untranslated',
    'customs.item.sku': 'SKU is the usual abbreviation in Spanish commerce',
    'ordersInbox.filters.statusCount': 'only placeholders and punctuation: "{status} ({count})"',
    'ordersInbox.columns.total': 'Spanish "total" is spelled like English',
    'ordersInbox.detail.sku': 'SKU is the usual abbreviation in Spanish commerce',
    'ordersInbox.create.sku': 'SKU is the usual abbreviation in Spanish commerce',
    'pickup.account.option': 'only placeholders and punctuation: "{carrier} ({account})"',
    'pickup.labels.option': 'only placeholders and punctuation: "{tracking} · {service}"',
    'pickup.confirm.windowValue': 'only placeholders and punctuation: "{window} ({zone})"',
  },
  fr: {
    'batchReview.review.counts': 'only placeholders and punctuation: "{ready}, {invalid}"',
    'addressFields.stateLabels.province': 'French "province" is spelled like English',
    'labelPurchase.steps.options': 'French "options" is spelled like English',
    'customs.contentsTypes.DOCUMENTS': 'French "documents" is spelled like English',
    'customs.incoterm': 'Incoterm is an ICC trade term used untranslated',
    'customs.item.sku': 'SKU is the usual abbreviation in French commerce',
    'units.distance.yd.long': 'French uses "yards"',
    'ordersInbox.filters.statusCount': 'only placeholders and punctuation: "{status} ({count})"',
    'ordersInbox.columns.total': 'French "total" is spelled like English',
    'ordersInbox.columns.actions': 'French "actions" is spelled like English',
    'ordersInbox.detail.notes': 'French "notes" is spelled like English',
    'ordersInbox.create.notes': 'French "notes" is spelled like English',
    'pickup.account.option': 'only placeholders and punctuation: "{carrier} ({account})"',
    'pickup.labels.option': 'only placeholders and punctuation: "{tracking} · {service}"',
    'pickup.confirm.windowValue': 'only placeholders and punctuation: "{window} ({zone})"',
    'pickup.window.date': 'French "date" is spelled like English',
    'pickup.manifest.documents': 'French "documents" is spelled like English',
    'pickup.manifest.historyColumns.documents': 'French "documents" is spelled like English',
    'pickup.manifest.page': 'French "page" is spelled like English',
    'reportDownloader.form.dates': 'French "dates" is spelled like English',
    'batchReview.customs.itemFields.description': 'French "description" is spelled like English',
    'trackingStatus.service': 'French "service" is spelled like English',
    'labelHistory.columns.service': 'French "service" is spelled like English',
    'labelHistory.columns.actions': 'French "actions" is spelled like English',
  },
  de: {
    'trackingStatus.service': 'German uses the loanword "Service"',
    'labelHistory.columns.service': 'German uses the loanword "Service"',
    'batchReview.review.counts': 'only placeholders and punctuation: "{ready}, {invalid}"',
    'batchUploader.preview.summary': 'only placeholders and punctuation: "{rows}: {ready}, {toFix}, {skipped}"',
    'pickup.labels.countSelected': 'only the number: German, like English, agrees the words with the total',
    'common.optional': 'German "optional" is spelled like English',
    'addressFields.stateLabels.region': 'German "Region" is spelled like English',
    'ratePicker.localPrice': '"in" is the same preposition in German',
    'customs.incoterm': 'Incoterm is an ICC trade term used untranslated',
    'customs.item.sku': 'SKU is the usual abbreviation in German commerce',
    'units.distance.yd.long': 'German uses "Yards"',
    'ordersInbox.filters.statusCount': 'only placeholders and punctuation: "{status} ({count})"',
    'ordersInbox.filters.status': 'German "Status" is spelled like English',
    'ordersInbox.columns.status': 'German "Status" is spelled like English',
    'pickup.account.option': 'only placeholders and punctuation: "{carrier} ({account})"',
    'pickup.labels.option': 'only placeholders and punctuation: "{tracking} · {service}"',
    'pickup.confirm.windowValue': 'only placeholders and punctuation: "{window} ({zone})"',
    'pickup.result.status': 'German "Status" is spelled like English',
    'pickup.manifest.status': 'German "Status" is spelled like English',
    'pickup.manifest.historyColumns.status': 'German "Status" is spelled like English',
  },
};

// CLDR unit symbols are the same in many languages ("kg", "cm", "lb").
const isUnitSymbol = (path: string) => /^units\.(mass|distance)\.\w+\.short$/.test(path);

// ---------------------------------------------------------------------------------------------
// Catalogues
// ---------------------------------------------------------------------------------------------

describe('message catalogues', () => {
  it('ships every supported language as its own entry point, tagged with its language', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'es', 'fr', 'de']);
    expect(DEFAULT_LOCALE).toBe('en');
    const entries = { en: enEntry, es: esEntry, fr: frEntry, de: deEntry };
    for (const locale of SUPPORTED_LOCALES) {
      // Each entry exports exactly its own catalogue, so importing one never pulls another.
      expect(Object.keys(entries[locale])).toEqual([locale]);
      const catalogue = (entries[locale] as Record<string, Messages>)[locale];
      expect(catalogue).toBe(locale === 'en' ? en : translations[locale]);
      expect(catalogue?.language).toBe(locale);
    }
    expectTypeOf(deEntry.de).toEqualTypeOf<Messages>();
    expectTypeOf(enEntry.en).toEqualTypeOf<Messages>();
  });

  it('keeps English messages non-empty and free of stray whitespace', () => {
    for (const [path, value] of english) {
      for (const form of forms(value)) {
        expect(form.trim(), path).toBe(form);
        expect(form.length, path).toBeGreaterThan(0);
      }
    }
  });

  it('uses only plural categories that English has', () => {
    const categories = new Intl.PluralRules('en').resolvedOptions().pluralCategories as string[];
    for (const [path, value] of english) {
      if (typeof value !== 'string') {
        expect(categories, path).toEqual(expect.arrayContaining(Object.keys(value)));
      }
    }
  });

  describe.each(Object.entries(translations))('%s', (locale, catalogue) => {
    const translated = messagesByPath(catalogue);
    const sameAsEnglish = SAME_AS_ENGLISH[locale as keyof typeof translations];

    it('has exactly the keys of the English catalogue', () => {
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('uses a plural object exactly where English does', () => {
      for (const [path, value] of english) {
        expect(typeof translated.get(path), path).toBe(typeof value);
      }
    });

    it('translates every message except the listed shared terms', () => {
      const untranslated = [...english]
        .filter(([path]) => !isUnitSymbol(path) && !Object.hasOwn(sameAsEnglish, path))
        .filter(([path, value]) => JSON.stringify(translated.get(path)) === JSON.stringify(value))
        .map(([path]) => path);
      expect(untranslated).toEqual([]);
    });

    it('lists only shared terms that really are identical', () => {
      for (const path of Object.keys(sameAsEnglish)) {
        expect(translated.get(path), path).toEqual(english.get(path));
      }
    });

    it('keeps the English placeholders in every form', () => {
      for (const [path, value] of english) {
        const expected = [...new Set(forms(value).flatMap(placeholders))].sort();
        for (const form of forms(translated.get(path) ?? '')) {
          expect(placeholders(form), `${path}: ${form}`).toEqual(expected);
        }
      }
    });

    it('uses only plural categories that the language has', () => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
      for (const [path, value] of translated) {
        if (typeof value !== 'string') {
          expect(categories, path).toEqual(expect.arrayContaining(Object.keys(value)));
        }
      }
    });

    it('has no empty messages or stray whitespace', () => {
      for (const [path, value] of translated) {
        for (const form of forms(value)) {
          expect(form.trim(), path).toBe(form);
          expect(form.length, path).toBeGreaterThan(0);
        }
      }
    });
  });

  it('labels every value of the API enums it describes', () => {
    expectTypeOf<keyof Messages['status']['transaction']>().toEqualTypeOf<TransactionStatus>();
    expectTypeOf<keyof Messages['status']['tracking']>().toEqualTypeOf<TrackingStatus>();
    expectTypeOf<keyof Messages['status']['refund']>().toEqualTypeOf<RefundStatus>();
    expectTypeOf<keyof Messages['status']['batch']>().toEqualTypeOf<BatchStatus>();
    expectTypeOf<keyof Messages['status']['batchShipment']>().toEqualTypeOf<BatchShipmentStatus>();
    expectTypeOf<keyof Messages['status']['pickup']>().toEqualTypeOf<PickupStatus>();
    expectTypeOf<keyof Messages['status']['reportRun']>().toEqualTypeOf<ReportRunStatus>();
    expectTypeOf<keyof Messages['status']['order']>().toEqualTypeOf<OrderStatus>();
    expectTypeOf<keyof Messages['status']['shipment']>().toEqualTypeOf<ShipmentStatus>();
    expectTypeOf<keyof Messages['rateAttributes']>().toEqualTypeOf<RateAttribute>();
    expectTypeOf<keyof Messages['units']['mass']>().toEqualTypeOf<MassUnit>();
    expectTypeOf<keyof Messages['units']['distance']>().toEqualTypeOf<DistanceUnit>();
    expectTypeOf<keyof Messages['customs']['contentsTypes']>().toEqualTypeOf<ContentsType>();
    expectTypeOf<keyof Messages['customs']['nonDeliveryOptions']>().toEqualTypeOf<NonDeliveryOption>();
    expectTypeOf<keyof Messages['labelPurchase']['options']['signatureTypes']>().toEqualTypeOf<SignatureConfirmation>();
    expectTypeOf<keyof Messages['labelFiles']['types']>().toEqualTypeOf<LabelFileType>();
    expectTypeOf<keyof Messages['labelActions']['refund']['statuses']>().toEqualTypeOf<RefundStatus>();
  });

  it('types plain messages as strings and plural messages as plural objects', () => {
    expectTypeOf<Messages['ratePicker']['legend']>().toEqualTypeOf<string>();
    expectTypeOf<Messages['ratePicker']['estimatedDays']>().toEqualTypeOf<PluralMessage>();
    expectTypeOf(en).toExtend<Messages>();
  });

  it('keeps the language tag optional, so a catalogue typed without one still compiles', () => {
    const { language: _language, ...untagged } = de;
    const stillMessages: Messages = untagged;
    expectTypeOf<Messages['language']>().toEqualTypeOf<string | undefined>();
    expect(stillMessages.language).toBeUndefined();
  });

  it('rejects an incomplete or misshapen catalogue at compile time', () => {
    const { common: _common, ...withoutCommon } = es;
    // @ts-expect-error every namespace is required
    const missingNamespace: Messages = withoutCommon;
    const pluralAsString = { ...es, ratePicker: { ...es.ratePicker, estimatedDays: '{count} días' } };
    // @ts-expect-error a plural message cannot become a plain string
    const wrongShape: Messages = pluralAsString;
    expect([missingNamespace, wrongShape]).toHaveLength(2);
  });

  it('sets French punctuation as French typography does: a no-break space before « : ; ? ! » and inside guillemets', () => {
    const loose = [...messagesByPath(fr)].flatMap(([path, value]) =>
      forms(value)
        .filter((text) => / [:;?!»]|« /.test(text))
        .map((text) => `${path}: ${text}`),
    );
    expect(loose).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Locale resolution
// ---------------------------------------------------------------------------------------------

describe('resolveLocale', () => {
  it.each([
    ['en', 'en'],
    ['fr-CA', 'fr-CA'],
    ['de-AT', 'de-AT'],
    ['es-419', 'es-419'],
    ['EN-us', 'en-US'],
    ['fr_CA', 'fr-CA'],
    ['de_DE.UTF-8', 'de-DE'],
    ['ja-JP', 'ja-JP'],
    ['zh-Hant-TW', 'zh-Hant-TW'],
  ])('resolves %s to the formatting locale %s', (requested, locale) => {
    expect(resolveLocale(requested)).toBe(locale);
  });

  it.each([undefined, '', '   ', 'not a locale!!', '12-34', 'und', 'en-'])('falls back to English without throwing for %j', (requested) => {
    expect(resolveLocale(requested)).toBe('en');
  });
});

describe('resolveTextLanguage', () => {
  it.each([
    ['de-AT', de, 'de-AT'],
    ['fr-CA', fr, 'fr-CA'],
    ['es-419', es, 'es-419'],
    ['en-GB', en, 'en-GB'],
    ['de', de, 'de'],
  ])('refines the catalogue’s language with the locale %s when they agree', (locale, messages, expected) => {
    expect(resolveTextLanguage(locale, messages)).toBe(expected);
  });

  it.each([
    ['de-AT', en, 'en'],
    ['ja-JP', en, 'en'],
    ['en-US', fr, 'fr'],
    ['ar-EG', en, 'en'],
  ])('states the text’s own language when the locale %s is another one', (locale, messages, expected) => {
    expect(resolveTextLanguage(locale, messages)).toBe(expected);
  });

  it('keeps a regional catalogue’s own tag, and counts untagged or malformed tags as English', () => {
    expect(resolveTextLanguage('de-DE', { language: 'de-CH' })).toBe('de-CH');
    expect(resolveTextLanguage('de-AT', {})).toBe('en');
    expect(resolveTextLanguage('en-CA', { language: 'not a tag!!' })).toBe('en-CA');
  });

  it('takes a host’s own messages for a language the kit ships none for to be in the locale’s language', () => {
    const arabic = { ratePicker: { legend: 'خيارات الشحن' } };
    expect(resolveTextLanguage('ar-EG', mergeMessages(en, arabic), arabic)).toBe('ar-EG');
    expect(textDirection(resolveTextLanguage('ar-EG', mergeMessages(en, arabic), arabic))).toBe('rtl');
    // Unless they say otherwise, and never for a language the kit has a catalogue for.
    const englishOverrides = { language: 'en', ratePicker: { legend: 'Shipping' } };
    expect(resolveTextLanguage('ar-EG', mergeMessages(en, englishOverrides), englishOverrides)).toBe('en');
    const german = { ratePicker: { legend: 'Versand' } };
    expect(resolveTextLanguage('de-AT', mergeMessages(en, german), german)).toBe('en');
    // Without messages from the host the text is the kit's English.
    expect(resolveTextLanguage('ar-EG', en)).toBe('en');
  });

  it('keeps Japanese formatting while the text is English', () => {
    const locale = resolveLocale('ja-JP');
    expect(resolveTextLanguage(locale, mergeMessages(en))).toBe('en');
    expect(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 2, 10))).toBe('2024年3月10日');
  });
});

describe('warnOnMismatchedMessages', () => {
  // Each test reads a fresh module: the warnings already given (once per pair, for the page's
  // life) are the module's, and other files' providers may have given some.
  let warnOnMismatchedMessages: typeof warnOnce;
  beforeEach(async () => {
    vi.resetModules();
    ({ warnOnMismatchedMessages } = await import('./messages'));
  });

  it('explains how to pass the missing catalogue, once per pair of languages', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnOnMismatchedMessages('de-AT', 'en');
    warnOnMismatchedMessages('de-CH', 'en');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`import { de } from 'shipping-elements/locales/de'`);
    expect(warn.mock.calls[0]?.[0]).toContain('locale="de-AT"');
    warnOnMismatchedMessages('fr-CA', 'es');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toContain('messages={fr}');
  });

  it('asks for a matching locale when the text is not English under an English locale', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnOnMismatchedMessages('en-US', 'de');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('Set `locale` to the language of `messages`');
  });

  it('stays quiet when the languages agree or the kit ships no catalogue for the locale', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnOnMismatchedMessages('es-MX', 'es-MX');
    warnOnMismatchedMessages('fr-CA', 'fr');
    warnOnMismatchedMessages('ja-JP', 'en');
    warnOnMismatchedMessages('it-IT', 'it');
    expect(warn).not.toHaveBeenCalled();
  });
});

// ---------------------------------------------------------------------------------------------
// Catalogue with overrides
// ---------------------------------------------------------------------------------------------

describe('mergeMessages', () => {
  it('returns the catalogue itself without overrides, for stable React memoisation', () => {
    expect(mergeMessages(de)).toBe(de);
    expect(mergeMessages(en, undefined)).toBe(en);
  });

  it('layers a host’s texts over a catalogue', () => {
    const messages = mergeMessages(de, { ratePicker: { legend: 'Versandart' } });
    expect(messages.ratePicker.legend).toBe('Versandart');
    expect(messages.ratePicker.empty).toBe(de.ratePicker.empty);
    expect(messages.common).toEqual(de.common);
    expect(messages.language).toBe('de');
  });

  it('turns English into another language when a complete catalogue is merged over it', () => {
    expect(mergeMessages(en, es)).toEqual(es);
  });

  it('deep-merges overrides, a plural message replacing the whole plural object', () => {
    const messages = mergeMessages(fr, {
      ratePicker: { legend: 'Mode d’envoi', estimatedDays: { one: '{count} jour', other: '{count} jours' } },
      status: { transaction: { SUCCESS: 'Prête' } },
    });
    expect(messages.ratePicker.legend).toBe('Mode d’envoi');
    expect(messages.ratePicker.estimatedDays).toEqual({ one: '{count} jour', other: '{count} jours' });
    expect(messages.status.transaction.SUCCESS).toBe('Prête');
    // Untouched siblings keep the French defaults.
    expect(messages.ratePicker.empty).toBe(fr.ratePicker.empty);
    expect(messages.status.transaction.ERROR).toBe(fr.status.transaction.ERROR);
    expect(messages.common).toEqual(fr.common);
  });

  it('takes a language tag from the overrides, also onto a catalogue that had none', () => {
    expect(mergeMessages(de, { language: 'de-CH' }).language).toBe('de-CH');
    const { language: _language, ...untagged } = fr;
    const tagged = mergeMessages(untagged, { language: 'fr', common: { retry: 'Encore' } });
    expect(tagged.language).toBe('fr');
    expect(tagged.common.retry).toBe('Encore');
    expect(mergeMessages(untagged, { common: { retry: 'Encore' } }).language).toBeUndefined();
  });

  it('never mutates the catalogue or the overrides', () => {
    const overrides: PartialMessages = { common: { retry: 'Encore' }, ratePicker: { showAll: { other: 'Tout ({count})' } } };
    const overridesBefore = structuredClone(overrides);
    const catalogueBefore = structuredClone(fr);
    const messages = mergeMessages(fr, overrides);
    expect(overrides).toEqual(overridesBefore);
    expect(fr).toEqual(catalogueBefore);
    expect(messages).not.toBe(fr);
    expect(messages.ratePicker.showAll).not.toBe(overrides.ratePicker?.showAll);
  });

  it('ignores unknown keys, wrong types and prototype tricks', () => {
    const overrides = JSON.parse(
      '{"common":{"retry":"Again","nope":"x","cancel":42},"unknownNamespace":{"a":"b"},"errors":"not a namespace","language":7,' +
        '"ratePicker":{"estimatedDays":"not plural","legend":{"other":"not a string message"}},"__proto__":{"polluted":"yes"}}',
    ) as PartialMessages;
    const messages = mergeMessages(en, overrides);
    expect(messages.common.retry).toBe('Again');
    expect(messages.common.cancel).toBe('Cancel');
    expect(messages.errors).toEqual(en.errors);
    expect(messages.ratePicker.estimatedDays).toEqual(en.ratePicker.estimatedDays);
    expect(messages.ratePicker.legend).toBe(en.ratePicker.legend);
    expect(messages.language).toBe('en');
    expect(Object.keys(messages)).toEqual(Object.keys(en));
    expect(Object.keys(messages.common)).toEqual(Object.keys(en.common));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// formatMessage
// ---------------------------------------------------------------------------------------------

describe('formatMessage', () => {
  it('fills placeholders', () => {
    expect(formatMessage(en.errors.reference, { requestId: 'req_123' })).toBe('Reference: req_123');
    expect(formatMessage(en.labelPurchase.confirm.body, { service: 'Ground', carrier: 'Acme', amount: '$5.00' })).toBe(
      'Ground by Acme for $5.00',
    );
  });

  it('leaves a placeholder visible when its value is missing', () => {
    expect(formatMessage(en.labelPurchase.confirm.body, { service: 'Ground' })).toBe('Ground by {carrier} for {amount}');
    expect(formatMessage(en.errors.reference)).toBe('Reference: {requestId}');
    expect(formatMessage('Hello {name}', { name: undefined } as unknown as Record<string, string>)).toBe('Hello {name}');
    expect(formatMessage('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });

  it('leaves braces that are not placeholders alone', () => {
    expect(formatMessage('{ not one } {1st} {ok}', { ok: 'yes' })).toBe('{ not one } {1st} yes');
  });

  it('formats number values for the locale and inserts strings verbatim', () => {
    expect(formatMessage(en.formErrors.tooLong, { field: 'Name', count: 1000 })).toBe(
      'Name must be 1,000 characters or fewer.',
    );
    expect(formatMessage(en.formErrors.tooLong, { field: 'Name', count: '1000' })).toBe(
      'Name must be 1000 characters or fewer.',
    );
    expect(formatMessage(de.labelPurchase.stepProgress, { current: 2, total: 7 }, 'de')).toBe('Schritt 2 von 7');
  });

  it.each([
    [0, '0 business days'],
    [1, '1 business day'],
    [2, '2 business days'],
  ])('picks the English plural form for %i', (count, expected) => {
    expect(formatMessage(en.ratePicker.estimatedDays, { count }, 'en')).toBe(expected);
  });

  it.each([
    [0, '0\u00a0jour ouvré'],
    [1, '1\u00a0jour ouvré'],
    [2, '2\u00a0jours ouvrés'],
  ])('picks the French plural form for %i, where 0 is singular', (count, expected) => {
    expect(formatMessage(fr.ratePicker.estimatedDays, { count }, 'fr-CA')).toBe(expected);
  });

  it('reads a numeric string count and uses `other` without a count', () => {
    expect(formatMessage(en.ratePicker.estimatedDays, { count: '1' })).toBe('1 business day');
    expect(formatMessage(en.ratePicker.estimatedDays)).toBe('{count} business days');
    expect(formatMessage(en.ratePicker.estimatedDays, { count: 'many' })).toBe('many business days');
  });

  it('falls back to `other` when the selected category is missing', () => {
    const message: PluralMessage = { one: 'one item', other: '{count} items' };
    // Arabic selects `zero` for 0 and `few` for 3, neither of which this message has.
    expect(formatMessage(message, { count: '0' }, 'ar')).toBe('0 items');
    expect(formatMessage(message, { count: '3' }, 'ar')).toBe('3 items');
  });

  it('treats a malformed locale as English', () => {
    expect(formatMessage(en.ratePicker.estimatedDays, { count: 1 }, 'not a locale!!')).toBe('1 business day');
  });
});

// ---------------------------------------------------------------------------------------------
// textDirection
// ---------------------------------------------------------------------------------------------

describe('textDirection', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he-IL', 'rtl'],
    ['fa', 'rtl'],
    ['ur-PK', 'rtl'],
    ['yi', 'rtl'],
    ['en', 'ltr'],
    ['fr-CA', 'ltr'],
    ['ja-JP', 'ltr'],
    ['not a locale!!', 'ltr'],
    [undefined, 'ltr'],
  ])('gives %s the direction %s', (locale, direction) => {
    expect(textDirection(locale)).toBe(direction);
  });

  it('falls back to the script and a language list where Intl has no text info', () => {
    // Simulate an engine with neither `textInfo` nor `getTextInfo()` to reach the fallback.
    const prototype: object = Intl.Locale.prototype as object;
    const saved = ['textInfo', 'getTextInfo'].map((key) => [key, Object.getOwnPropertyDescriptor(prototype, key)] as const);
    Object.defineProperty(prototype, 'textInfo', { configurable: true, get: () => undefined });
    Object.defineProperty(prototype, 'getTextInfo', { configurable: true, value: undefined });
    try {
      expect(new Intl.Locale('ar')).toHaveProperty('textInfo', undefined);
      for (const locale of ['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'pa-Arab', 'ar-SA']) {
        expect(textDirection(locale), locale).toBe('rtl');
      }
      for (const locale of ['en', 'de-AT', 'az-Latn', 'uz-Cyrl']) {
        expect(textDirection(locale), locale).toBe('ltr');
      }
    } finally {
      for (const [key, descriptor] of saved) {
        if (descriptor === undefined) {
          Reflect.deleteProperty(prototype, key);
        } else {
          Object.defineProperty(prototype, key, descriptor);
        }
      }
    }
    expect(textDirection('ar')).toBe('rtl');
  });
});
