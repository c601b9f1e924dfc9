import { describe, expect, expectTypeOf, it } from 'vitest';
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
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import {
  DEFAULT_LOCALE,
  SUPPORTED_LOCALES,
  formatMessage,
  isPluralMessage,
  resolveLocale,
  resolveMessages,
  textDirection,
  type MessageValue,
  type Messages,
  type PartialMessages,
  type PluralMessage,
} from './messages';

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Every message of a catalogue by dotted path; plural objects are single messages. */
function messagesByPath(tree: object, prefix = ''): Map<string, MessageValue> {
  const result = new Map<string, MessageValue>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string' || isPluralMessage(value)) {
      result.set(path, value);
    } else {
      for (const [childPath, childValue] of messagesByPath(value as object, path)) {
        result.set(childPath, childValue);
      }
    }
  }
  return result;
}

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
    'common.no': 'Spanish "no" is spelled like English',
    'labelPurchase.customs.incoterm': 'Incoterm is an ICC trade term used untranslated',
    'labelPurchase.customs.item.sku': 'SKU is the usual abbreviation in Spanish commerce',
  },
  fr: {
    'addressForm.stateLabels.province': 'French "province" is spelled like English',
    'labelPurchase.steps.options': 'French "options" is spelled like English',
    'labelPurchase.customs.contentsTypes.DOCUMENTS': 'French "documents" is spelled like English',
    'labelPurchase.customs.incoterm': 'Incoterm is an ICC trade term used untranslated',
    'labelPurchase.customs.item.sku': 'SKU is the usual abbreviation in French commerce',
    'units.distance.yd.long': 'French uses "yards"',
  },
  de: {
    'common.optional': 'German "optional" is spelled like English',
    'addressForm.stateLabels.region': 'German "Region" is spelled like English',
    'ratePicker.localPrice': '"in" is the same preposition in German',
    'labelPurchase.customs.incoterm': 'Incoterm is an ICC trade term used untranslated',
    'labelPurchase.customs.item.sku': 'SKU is the usual abbreviation in German commerce',
    'units.distance.yd.long': 'German uses "Yards"',
  },
};

// CLDR unit symbols are the same in many languages ("kg", "cm", "lb").
const isUnitSymbol = (path: string) => /^units\.(mass|distance)\.\w+\.short$/.test(path);

// ---------------------------------------------------------------------------------------------
// Catalogues
// ---------------------------------------------------------------------------------------------

describe('message catalogues', () => {
  it('ships a catalogue for every supported locale', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'es', 'fr', 'de']);
    expect(DEFAULT_LOCALE).toBe('en');
    for (const locale of SUPPORTED_LOCALES) {
      expect(resolveMessages(locale)).toBe(locale === 'en' ? en : translations[locale]);
    }
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
    expectTypeOf<keyof Messages['labelPurchase']['customs']['contentsTypes']>().toEqualTypeOf<ContentsType>();
    expectTypeOf<keyof Messages['labelPurchase']['customs']['nonDeliveryOptions']>().toEqualTypeOf<NonDeliveryOption>();
    expectTypeOf<keyof Messages['labelPurchase']['options']['signatureTypes']>().toEqualTypeOf<SignatureConfirmation>();
    expectTypeOf<keyof Messages['labelPurchase']['confirm']['labelFileTypes']>().toEqualTypeOf<LabelFileType>();
    expectTypeOf<keyof Messages['labelPurchase']['refund']['statuses']>().toEqualTypeOf<RefundStatus>();
  });

  it('types plain messages as strings and plural messages as plural objects', () => {
    expectTypeOf<Messages['ratePicker']['legend']>().toEqualTypeOf<string>();
    expectTypeOf<Messages['ratePicker']['estimatedDays']>().toEqualTypeOf<PluralMessage>();
    expectTypeOf(en).toExtend<Messages>();
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
});

// ---------------------------------------------------------------------------------------------
// Locale resolution
// ---------------------------------------------------------------------------------------------

describe('resolveLocale', () => {
  it.each([
    ['en', 'en', 'en'],
    ['fr-CA', 'fr-CA', 'fr'],
    ['de-AT', 'de-AT', 'de'],
    ['es-MX', 'es-MX', 'es'],
    ['es-419', 'es-419', 'es'],
    ['EN-us', 'en-US', 'en'],
    ['fr_CA', 'fr-CA', 'fr'],
    ['de_DE.UTF-8', 'de-DE', 'de'],
    ['ja-JP', 'ja-JP', 'en'],
    ['zh-Hant-TW', 'zh-Hant-TW', 'en'],
  ])('resolves %s to formatting locale %s with %s messages', (requested, locale, messagesLocale) => {
    expect(resolveLocale(requested)).toEqual({ locale, messagesLocale });
  });

  it.each([undefined, '', '   ', 'not a locale!!', '12-34', 'und', 'en-'])(
    'falls back to English without throwing for %j',
    (requested) => {
      expect(resolveLocale(requested)).toEqual({ locale: 'en', messagesLocale: 'en' });
    },
  );

  it('keeps Japanese formatting while the messages are English', () => {
    const { locale, messagesLocale } = resolveLocale('ja-JP');
    expect(resolveMessages(messagesLocale)).toBe(en);
    expect(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 2, 10))).toBe(
      '2024年3月10日',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Catalogue with overrides
// ---------------------------------------------------------------------------------------------

describe('resolveMessages', () => {
  it('picks the regional variant’s language', () => {
    expect(resolveMessages('fr-CA').ratePicker.legend).toBe('Options de livraison');
    expect(resolveMessages('de-AT').common.retry).toBe('Erneut versuchen');
    expect(resolveMessages('es-MX').common.retry).toBe('Volver a intentarlo');
    expect(resolveMessages('ja-JP').common.retry).toBe('Try again');
    expect(resolveMessages('garbage tag!!').common.retry).toBe('Try again');
    expect(resolveMessages(undefined).common.retry).toBe('Try again');
  });

  it('deep-merges overrides over the language’s catalogue', () => {
    const messages = resolveMessages('fr-CA', {
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

  it('never mutates the catalogue or the overrides', () => {
    const overrides: PartialMessages = { common: { retry: 'Encore' }, ratePicker: { showAll: { other: 'Tout ({count})' } } };
    const overridesBefore = structuredClone(overrides);
    const catalogueBefore = structuredClone(fr);
    const messages = resolveMessages('fr', overrides);
    expect(overrides).toEqual(overridesBefore);
    expect(fr).toEqual(catalogueBefore);
    expect(messages).not.toBe(fr);
    expect(messages.ratePicker.showAll).not.toBe(overrides.ratePicker?.showAll);
  });

  it('ignores unknown keys, wrong types and prototype tricks', () => {
    const overrides = JSON.parse(
      '{"common":{"retry":"Again","nope":"x","cancel":42},"unknownNamespace":{"a":"b"},"errors":"not a namespace",' +
        '"ratePicker":{"estimatedDays":"not plural","legend":{"other":"not a string message"}},"__proto__":{"polluted":"yes"}}',
    ) as PartialMessages;
    const messages = resolveMessages('en', overrides);
    expect(messages.common.retry).toBe('Again');
    expect(messages.common.cancel).toBe('Cancel');
    expect(messages.errors).toEqual(en.errors);
    expect(messages.ratePicker.estimatedDays).toEqual(en.ratePicker.estimatedDays);
    expect(messages.ratePicker.legend).toBe(en.ratePicker.legend);
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
    expect(formatMessage(en.addressForm.validation.tooLong, { field: 'Name', max: 1000 })).toBe(
      'Name must be 1,000 characters or fewer.',
    );
    expect(formatMessage(en.addressForm.validation.tooLong, { field: 'Name', max: '1000' })).toBe(
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
