import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareMoney, createFormatters, formatDecimalWithBigInt, getNumberFormat, toCanonicalLocale } from './format';

// Intl separates numbers and units with no-break spaces (U+00A0, and U+202F in French); the
// expectations below are easier to read with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createFormatters', () => {
  it('reuses one formatter object per locale and time zone', () => {
    expect(createFormatters('en')).toBe(createFormatters('en'));
    expect(createFormatters('en-us')).toBe(createFormatters('en-US'));
    expect(createFormatters('en', { timeZone: 'Asia/Tokyo' })).not.toBe(createFormatters('en'));
  });

  it('falls back to English for a malformed locale', () => {
    const format = createFormatters('not a locale!!');
    expect(format.locale).toBe('en');
    expect(format.money('5', 'USD')).toBe('$5.00');
  });

  it('ignores an unknown time zone with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const format = createFormatters('en', { timeZone: 'Mars/Olympus_Mons' });
    createFormatters('en', { timeZone: 'Mars/Olympus_Mons' });
    expect(format.timeZone).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/Mars\/Olympus_Mons.*IANA/);
  });
});

describe('money', () => {
  const en = createFormatters('en-US');

  it('keeps every digit of a large decimal string', () => {
    expect(en.money('12345678901234567.89', 'USD')).toBe('$12,345,678,901,234,567.89');
    // Through a float the same amount would print as …567.88 or …568.00.
    expect(en.money('12345678901234567.89', 'USD')).not.toBe(en.money(String(Number('12345678901234567.89')), 'USD'));
  });

  it('formats negative amounts and rounds half away from zero', () => {
    expect(en.money('-3.5', 'USD')).toBe('-$3.50');
    expect(en.money('-0.005', 'USD')).toBe('-$0.01');
    expect(en.money('0.125', 'USD')).toBe('$0.13');
    expect(en.money('+7', 'USD')).toBe('$7.00');
  });

  it('shows yen without decimals', () => {
    expect(en.money('1234', 'JPY')).toBe('¥1,234');
    expect(en.money('1234.5', 'JPY')).toBe('¥1,235');
    expect(createFormatters('ja-JP').money('1234', 'JPY')).toBe('￥1,234');
  });

  it('places the currency as each locale does', () => {
    expect(plain(createFormatters('fr').money('12.4', 'EUR'))).toBe('12,40 €');
    expect(plain(createFormatters('de').money('12.4', 'EUR'))).toBe('12,40 €');
    expect(plain(createFormatters('fr-CA').money('1234.5', 'CAD'))).toBe('1 234,50 $');
    expect(plain(createFormatters('es').money('1234.5', 'EUR'))).toBe('1234,50 €');
    expect(plain(createFormatters('de-CH').money('1234.5', 'CHF'))).toBe("CHF 1'234.50");
  });

  it('returns input it cannot read unchanged', () => {
    expect(en.money('abc', 'USD')).toBe('abc');
    expect(en.money('', 'USD')).toBe('');
    expect(en.money('1,234.50', 'USD')).toBe('1,234.50');
    expect(en.money('1e3', 'USD')).toBe('1e3');
    expect(en.money('NaN', 'USD')).toBe('NaN');
  });

  it('shows the code when the currency is not an ISO 4217 code', () => {
    expect(en.money('12.4', 'US')).toBe('12.4 US');
    expect(en.money('12.4', '')).toBe('12.4');
    expect(plain(en.money('12.4', 'XYZ'))).toBe('XYZ 12.40');
  });
});

describe('formatDecimalWithBigInt (engines without decimal-string support)', () => {
  const cases: [string, Intl.NumberFormatOptions, string][] = [
    ['en-US', { style: 'currency', currency: 'USD' }, '12345678901234567.89'],
    ['en-US', { style: 'currency', currency: 'USD' }, '-0.004'],
    ['en-US', { style: 'currency', currency: 'USD' }, '-0.005'],
    ['en-US', { style: 'currency', currency: 'USD' }, '0.995'],
    ['en-US', { style: 'currency', currency: 'USD' }, '999.999'],
    ['en-US', { style: 'currency', currency: 'JPY' }, '-0.5'],
    ['fr', { style: 'currency', currency: 'EUR' }, '-1234567.895'],
    ['de', { style: 'currency', currency: 'EUR' }, '12.4'],
    ['de-CH', { style: 'currency', currency: 'CHF' }, '1234.5'],
    ['hi-IN', { style: 'currency', currency: 'INR' }, '12345678.9'],
    ['ar-EG', { style: 'currency', currency: 'EGP' }, '1234.567'],
    ['en', { style: 'currency', currency: 'BHD' }, '1.0005'],
    ['fr', { style: 'unit', unit: 'kilogram' }, '2.5'],
    ['fr', { style: 'unit', unit: 'kilogram' }, '-0.0004'],
    ['en', {}, '0.1234567'],
    ['en', {}, '000123'],
    ['en', {}, '.5'],
    ['en', { maximumFractionDigits: 0 }, '2.5'],
  ];

  it.each(cases)('matches native Intl for %s %j %s', (locale, options, amount) => {
    const formatter = getNumberFormat(locale, options);
    expect(formatDecimalWithBigInt(formatter, amount)).toBe(formatter.format(amount as `${number}`));
  });

  it('rejects text that is not a decimal', () => {
    expect(formatDecimalWithBigInt(getNumberFormat('en'), '12abc')).toBeUndefined();
    expect(formatDecimalWithBigInt(getNumberFormat('en'), '.')).toBeUndefined();
  });
});

describe('compareMoney', () => {
  it('compares decimal strings exactly', () => {
    expect(compareMoney('10.5', '10.50')).toBe(0);
    expect(compareMoney('-0', '0.00')).toBe(0);
    expect(compareMoney('-1', '0.01')).toBeLessThan(0);
    expect(compareMoney('0.01', '-1')).toBeGreaterThan(0);
    expect(compareMoney('9.99', '10')).toBeLessThan(0);
    expect(compareMoney('-10', '-9.99')).toBeLessThan(0);
    // Both are the same float; only an exact comparison tells them apart.
    expect(compareMoney('12345678901234567.89', '12345678901234567.9')).toBeLessThan(0);
    expect(compareMoney('0.30000000000000000001', '0.3')).toBeGreaterThan(0);
  });

  it('sorts amounts ascending and unreadable ones last', () => {
    const amounts = ['12.40', 'n/a', '-3', '5', '0.5', '12.4', '100'];
    expect([...amounts].sort(compareMoney)).toEqual(['-3', '0.5', '5', '12.40', '12.4', '100', 'n/a']);
    expect(compareMoney('n/a', 'oops')).toBe(0);
  });
});

describe('dates and times', () => {
  // 23:30 UTC on 10 March is already 11 March in Tokyo but still 10 March in New York.
  const lateEvening = '2024-03-10T23:30:00Z';

  it('formats the date in the configured time zone, across midnight', () => {
    expect(createFormatters('en-US', { timeZone: 'Asia/Tokyo' }).date(lateEvening)).toBe('Mar 11, 2024');
    expect(createFormatters('en-US', { timeZone: 'America/New_York' }).date(lateEvening)).toBe('Mar 10, 2024');
    expect(createFormatters('en-US', { timeZone: 'UTC' }).date(lateEvening, 'long')).toBe('March 10, 2024');
    expect(createFormatters('en-US', { timeZone: 'Asia/Tokyo' }).date(new Date(lateEvening), 'short')).toBe('3/11/24');
  });

  it('formats the date and time in the configured time zone', () => {
    expect(createFormatters('en-US', { timeZone: 'Asia/Tokyo' }).dateTime(lateEvening)).toBe('Mar 11, 2024, 8:30 AM');
    expect(createFormatters('de-DE', { timeZone: 'Europe/Berlin' }).dateTime(lateEvening)).toBe('11.03.2024, 00:30');
    expect(createFormatters('en-US', { timeZone: 'Asia/Tokyo' }).dateTime('2024-03-10T23:30:00+0100')).toBe(
      'Mar 11, 2024, 7:30 AM',
    );
  });

  it('keeps calendar dates and offset-less times on the day they name', () => {
    const honolulu = createFormatters('en-US', { timeZone: 'Pacific/Honolulu' });
    expect(honolulu.date('2024-03-10')).toBe('Mar 10, 2024');
    // A pickup window in the pickup's own zone is shown as written.
    expect(createFormatters('en-US', { timeZone: 'Asia/Tokyo' }).dateTime('2024-03-10T09:00:00')).toBe(
      'Mar 10, 2024, 9:00 AM',
    );
  });

  it('formats dates with the locale even when messages are English', () => {
    expect(createFormatters('ja-JP', { timeZone: 'UTC' }).date('2024-03-10T00:00:00Z', 'long')).toBe('2024年3月10日');
  });

  it('formats a rate’s arrives_by time of day for the locale, unshifted by the time zone', () => {
    expect(createFormatters('en-US').time('17:00:00')).toBe('5:00 PM');
    expect(createFormatters('de-DE').time('17:00:00')).toBe('17:00');
    expect(createFormatters('en-US', { timeZone: 'Asia/Tokyo' }).time('17:00:00')).toBe('5:00 PM');
    expect(createFormatters('en-US', { timeZone: 'America/Los_Angeles' }).time('09:30')).toBe('9:30 AM');
    expect(createFormatters('en-US', { timeZone: 'Asia/Tokyo' }).time(lateEvening)).toBe('8:30 AM');
  });

  it('returns input it cannot read unchanged', () => {
    const format = createFormatters('en-US');
    expect(format.date('soon')).toBe('soon');
    expect(format.date('2024-13-45')).toBe('2024-13-45');
    expect(format.date('March 10, 2024')).toBe('March 10, 2024');
    expect(format.dateTime('')).toBe('');
    expect(format.date(new Date(Number.NaN))).toBe('Invalid Date');
    expect(format.time('25:00:00')).toBe('25:00:00');
    expect(format.time('5pm')).toBe('5pm');
  });
});

describe('weights and dimensions', () => {
  it('formats a weight with the unit the API gave', () => {
    const en = createFormatters('en-US');
    expect(en.weight('2.5', 'lb')).toBe('2.5 lb');
    expect(en.weight('12', 'oz')).toBe('12 oz');
    expect(en.weight('2.5', 'lb', 'long')).toBe('2.5 pounds');
    expect(plain(createFormatters('de').weight('2.5', 'kg'))).toBe('2,5 kg');
    expect(plain(createFormatters('fr').weight('500', 'g', 'long'))).toBe('500 grammes');
  });

  it('formats parcel dimensions with the unit once', () => {
    expect(createFormatters('en-US').dimensions('10', '8', '4', 'in')).toBe('10 × 8 × 4 in');
    expect(plain(createFormatters('fr').dimensions('10', '8', '4', 'in'))).toBe('10 × 8 × 4 po');
    expect(plain(createFormatters('de').dimensions('10.5', '8', '4', 'cm'))).toBe('10,5 × 8 × 4 cm');
  });

  it('shows unknown units and unreadable values as received', () => {
    const en = createFormatters('en-US');
    expect(en.weight('heavy', 'lb')).toBe('heavy lb');
    expect(en.weight('3', 'st' as never)).toBe('3 st');
    expect(en.dimensions('10', 'wide', '4', 'in')).toBe('10 × wide × 4 in');
    expect(en.dimensions('10', '8', '4', 'furlong' as never)).toBe('10 × 8 × 4 furlong');
  });
});

describe('numbers, lists and relative days', () => {
  it('formats numbers, decimal strings and percentages', () => {
    const en = createFormatters('en-US');
    expect(en.number(1234.5)).toBe('1,234.5');
    expect(en.number('12345678901234567.891')).toBe('12,345,678,901,234,567.891');
    expect(en.number('n/a')).toBe('n/a');
    expect(en.number(Number.NaN)).toBe('NaN');
    expect(en.percent(0.25)).toBe('25%');
    expect(en.percent(-0.1, { signDisplay: 'exceptZero' })).toBe('-10%');
    expect(plain(createFormatters('fr').percent(0.25))).toBe('25 %');
  });

  it('joins lists as the locale does', () => {
    expect(createFormatters('en-US').list(['UPS', 'USPS', 'DHL'])).toBe('UPS, USPS, and DHL');
    expect(createFormatters('de').list(['UPS', 'USPS', 'DHL'])).toBe('UPS, USPS und DHL');
    expect(createFormatters('en-US').list(['Ground', 'Express'], 'disjunction')).toBe('Ground or Express');
  });

  it('describes day offsets in words', () => {
    const en = createFormatters('en-US');
    expect(en.relativeDays(1)).toBe('tomorrow');
    expect(en.relativeDays(-1)).toBe('yesterday');
    expect(en.relativeDays(0)).toBe('today');
    expect(en.relativeDays(3)).toBe('in 3 days');
    expect(createFormatters('de').relativeDays(1)).toBe('morgen');
    expect(createFormatters('fr').relativeDays(-3)).toBe('il y a 3 jours');
  });
});

describe('toCanonicalLocale', () => {
  it.each([
    ['EN-us', 'en-US'],
    ['fr_CA', 'fr-CA'],
    ['de_DE.UTF-8', 'de-DE'],
    [' es-419 ', 'es-419'],
    ['not a locale!!', undefined],
    ['', undefined],
    ['und', undefined],
    [undefined, undefined],
  ])('canonicalises %j to %j', (tag, expected) => {
    expect(toCanonicalLocale(tag)).toBe(expected);
  });
});
