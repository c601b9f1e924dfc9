import { compareDecimals, decimalParts, scaleDecimal } from '../lib/decimal';
import type { DistanceUnit, MassUnit } from '../api/resources/parcels';

// ---------------------------------------------------------------------------------------------
// Intl object cache
// ---------------------------------------------------------------------------------------------

// Constructing Intl objects costs far more than using them (each one loads locale data), and
// components create formatters on every render. One small map shared by every formatter keeps
// that cost to once per locale and option set.
const intlCache = /* @__PURE__ */ new Map<string, unknown>();
// A host that switches locales or time zones many times must not grow the cache without bound.
const INTL_CACHE_LIMIT = 200;

function cached<T>(key: string, create: () => T): T {
  if (intlCache.has(key)) {
    return intlCache.get(key) as T;
  }
  const value = create();
  if (intlCache.size >= INTL_CACHE_LIMIT) {
    // Maps iterate in insertion order, so the first key is the oldest entry.
    const oldest = intlCache.keys().next();
    if (oldest.done !== true) {
      intlCache.delete(oldest.value);
    }
  }
  intlCache.set(key, value);
  return value;
}

function cacheKey(kind: string, locale: string, options: object | undefined): string {
  return `${kind}|${locale}|${options === undefined ? '' : JSON.stringify(options)}`;
}

/**
 * Returns a shared `Intl.NumberFormat` for the locale and options.
 *
 * @remarks
 * Throws the `RangeError` of the constructor for an invalid locale, currency or unit, exactly as
 * `new Intl.NumberFormat` does.
 * @internal
 */
export function getNumberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(cacheKey('NumberFormat', locale, options), () => new Intl.NumberFormat(locale, options));
}

/**
 * Returns a shared `Intl.PluralRules` (cardinal) for the locale.
 * @internal
 */
export function getPluralRules(locale: string): Intl.PluralRules {
  return cached(cacheKey('PluralRules', locale, undefined), () => new Intl.PluralRules(locale));
}

function getDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(cacheKey('DateTimeFormat', locale, options), () => new Intl.DateTimeFormat(locale, options));
}

// ---------------------------------------------------------------------------------------------
// Locale tags
// ---------------------------------------------------------------------------------------------

/**
 * Returns the canonical BCP 47 form of a locale tag (`EN-us` → `en-US`), or `undefined` when the
 * tag is empty or malformed.
 *
 * @remarks
 * POSIX spellings such as `fr_CA` or `de_DE.UTF-8` (server `LANG` variables, some WebViews) are
 * accepted, because they are unambiguous. The undetermined tag `und` counts as no tag.
 */
export function toCanonicalLocale(tag: string | undefined): string | undefined {
  if (typeof tag !== 'string') {
    return undefined;
  }
  const candidate = tag
    .trim()
    .replace(/[.@].*$/, '')
    .replace(/_/g, '-');
  if (candidate === '') {
    return undefined;
  }
  try {
    const [canonical] = Intl.getCanonicalLocales(candidate);
    // ICU reports the language of `und` as undefined rather than 'und', so test both.
    const language = canonical === undefined ? undefined : (new Intl.Locale(canonical).language as string | undefined);
    if (language === undefined || language === 'und') {
      return undefined;
    }
    return canonical;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Decimal strings
// ---------------------------------------------------------------------------------------------

// The API writes money and weights as decimal strings ("12.40", "-3", "0.5"). Anything else is
// shown as received rather than guessed at. The arithmetic is lib/decimal.ts's, the one decimal
// module of the kit and the sandbox.

/**
 * Compares two decimal strings exactly, for sorting money.
 *
 * @remarks
 * Returns a negative number when `a < b`, zero when equal (`'10.5'` equals `'10.50'`), and a
 * positive number otherwise. It never converts to floating point, so large amounts and long
 * fractions compare correctly. Strings that are not decimals sort after every decimal.
 *
 * @example
 * rates.toSorted((first, second) => compareMoney(first.amount, second.amount));
 */
export function compareMoney(a: string, b: string): number {
  return compareDecimals(a, b);
}

// Engines that predate Intl.NumberFormat v3 convert a string argument to a float, which silently
// rounds amounts beyond 2^53. 2^53 + 1 is the smallest integer that shows the difference.
let exactDecimalStringSupport: boolean | undefined;

function supportsExactDecimalStrings(): boolean {
  if (exactDecimalStringSupport === undefined) {
    try {
      exactDecimalStringSupport =
        getNumberFormat('en', { useGrouping: false }).format('9007199254740993') === '9007199254740993';
    } catch {
      exactDecimalStringSupport = false;
    }
  }
  return exactDecimalStringSupport;
}

/**
 * Formats a decimal string exactly with `BigInt`, for engines whose `Intl.NumberFormat` turns
 * strings into floats. Returns the same text as `formatter.format(value)` on a modern engine.
 *
 * @remarks
 * Rounds half away from zero to the formatter's fraction digits, as Intl does by default. It
 * handles fraction-digit rounding only; other rounding or notation options fall back to a float.
 * @internal Exported for tests.
 */
export function formatDecimalWithBigInt(formatter: Intl.NumberFormat, value: string): string | undefined {
  const decimal = decimalParts(value);
  if (decimal === undefined) {
    return undefined;
  }
  const resolved = formatter.resolvedOptions();
  // The engines that need this fallback predate the ES2023 options, so `resolvedOptions` may
  // leave them out; missing means the default.
  const {
    signDisplay = 'auto',
    roundingMode = 'halfExpand',
    roundingIncrement = 1,
    trailingZeroDisplay = 'auto',
  } = resolved as Partial<typeof resolved>;
  if (
    resolved.notation !== 'standard' ||
    resolved.style === 'percent' ||
    signDisplay !== 'auto' ||
    resolved.maximumSignificantDigits !== undefined ||
    resolved.maximumFractionDigits === undefined ||
    roundingMode !== 'halfExpand' ||
    roundingIncrement !== 1 ||
    trailingZeroDisplay !== 'auto'
  ) {
    return formatter.format(Number(value));
  }
  const maximumFractionDigits = resolved.maximumFractionDigits;
  const minimumFractionDigits = resolved.minimumFractionDigits ?? 0;

  // Round the magnitude half away from zero on its digits: the first dropped digit decides.
  const scale = 10n ** BigInt(maximumFractionDigits);
  const magnitude = scaleDecimal({ ...decimal, negative: false }, maximumFractionDigits);
  const integer = magnitude / scale;
  let fraction = maximumFractionDigits > 0 ? (magnitude % scale).toString().padStart(maximumFractionDigits, '0') : '';
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) {
    fraction = fraction.slice(0, -1);
  }

  // Let Intl lay out sign, grouping, currency and unit around the integer part, then put the
  // exact fraction back. A negative amount below one is laid out as -1 so the sign is kept.
  const placeholder = decimal.negative ? (integer === 0n ? -1n : -integer) : integer;
  const parts = formatter.formatToParts(placeholder);
  const digits = getNumberFormat(resolved.locale, { useGrouping: false, numberingSystem: resolved.numberingSystem });
  const localDigits = (ascii: string) => [...ascii].map((digit) => digits.format(Number(digit))).join('');
  const decimalSymbol =
    parts.find((part) => part.type === 'decimal')?.value ??
    getNumberFormat(resolved.locale, { minimumFractionDigits: 1, numberingSystem: resolved.numberingSystem })
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ??
    '.';
  const lastIntegerIndex = parts.reduce((last, part, index) => (part.type === 'integer' ? index : last), -1);

  let output = '';
  parts.forEach((part, index) => {
    if (part.type === 'decimal' || part.type === 'fraction') {
      return;
    }
    output += part.type === 'integer' && integer === 0n ? localDigits('0') : part.value;
    if (index === lastIntegerIndex && fraction !== '') {
      output += decimalSymbol + localDigits(fraction);
    }
  });
  return output;
}

/** Formats a decimal string at full precision, or returns `undefined` when it is not a decimal. */
function formatDecimalString(formatter: Intl.NumberFormat, value: string): string | undefined {
  if (decimalParts(value) === undefined) {
    return undefined;
  }
  if (supportsExactDecimalStrings()) {
    // Intl.NumberFormat v3 formats a decimal string at full precision, so "12345678901234567.89"
    // is never rounded through a float. TypeScript's `${number}` type is what the lib accepts.
    return formatter.format(value.trim() as `${number}`);
  }
  return formatDecimalWithBigInt(formatter, value);
}

// ---------------------------------------------------------------------------------------------
// Dates and times
// ---------------------------------------------------------------------------------------------

/** How much of a date to show: the `dateStyle` values of `Intl.DateTimeFormat`. */
export type DateStyle = 'full' | 'long' | 'medium' | 'short';

const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/;
const TIME_OF_DAY_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

interface ParsedInstant {
  date: Date;
  /**
   * True when the text names no offset. Such values are wall-clock times in some other zone
   * (pickup windows are in the pickup's `timezone`, `arrives_by` is destination local time), so
   * they are shown as written instead of being converted to the viewer's zone.
   */
  wallClock: boolean;
}

function parseInstant(value: string | Date): ParsedInstant | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : { date: value, wallClock: false };
  }
  const text = value.trim();
  // `Date` parses anything else in engine-specific ways, so only ISO 8601 is accepted.
  const dateOnly = DATE_ONLY_PATTERN.test(text);
  const match = dateOnly ? null : DATE_TIME_PATTERN.exec(text);
  if (!dateOnly && match === null) {
    return undefined;
  }
  // Date-only values are calendar dates, not instants: pin them to UTC like offset-less times.
  if (match === null) {
    const date = new Date(`${text}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? undefined : { date, wallClock: true };
  }
  const [, day = '', clock = '', offset] = match;
  // ECMAScript only promises to parse offsets written `+HH:MM`.
  const normalisedOffset = offset === undefined ? 'Z' : offset.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(`${day}T${clock}${normalisedOffset}`);
  return Number.isNaN(date.getTime()) ? undefined : { date, wallClock: offset === undefined };
}

// ---------------------------------------------------------------------------------------------
// Units
// ---------------------------------------------------------------------------------------------

// The API's unit codes, mapped to the sanctioned unit identifiers of ECMA-402.
const MASS_UNITS: Readonly<Record<MassUnit, string>> = { g: 'gram', oz: 'ounce', lb: 'pound', kg: 'kilogram' };
const DISTANCE_UNITS: Readonly<Record<DistanceUnit, string>> = {
  cm: 'centimeter',
  in: 'inch',
  ft: 'foot',
  mm: 'millimeter',
  m: 'meter',
  yd: 'yard',
};

function intlUnit(table: Readonly<Record<string, string>>, unit: string): string | undefined {
  return Object.hasOwn(table, unit) ? table[unit] : undefined;
}

/** How unit names are written: `short` (`10 lb`), `long` (`10 pounds`) or `narrow` (`10#`). */
export type UnitDisplay = 'long' | 'short' | 'narrow';

// ---------------------------------------------------------------------------------------------
// Formatters
// ---------------------------------------------------------------------------------------------

/** Options of {@link createFormatters}. */
export interface FormatterOptions {
  /**
   * IANA time zone for dates and times, for example `'America/New_York'`. When omitted, the
   * viewer's own zone is used. An unknown zone is ignored with a console warning.
   */
  timeZone?: string | undefined;
}

/**
 * Locale-aware formatting of the values the shipping API returns, built on `Intl` only.
 *
 * @remarks
 * Every function returns its input unchanged (as text) when it cannot make sense of it, so a
 * surprising API value is still shown rather than replaced by `NaN` or `Invalid Date`.
 */
export interface Formatters {
  /** The canonical locale tag used for formatting. */
  readonly locale: string;
  /** The time zone dates are shown in, or `undefined` for the viewer's zone. */
  readonly timeZone: string | undefined;
  /**
   * Formats a money amount from the API's decimal string at full precision, with the currency's
   * own number of decimals (`'1234.5', 'JPY'` → `¥1,235`).
   */
  money: (amount: string, currency: string) => string;
  /** Compares two decimal strings exactly; see {@link compareMoney}. */
  compareMoney: (a: string, b: string) => number;
  /** Formats the date of an ISO 8601 timestamp or date (`2024-03-10`). */
  date: (value: string | Date, style?: DateStyle) => string;
  /** Formats the date and time of an ISO 8601 timestamp. */
  dateTime: (value: string | Date) => string;
  /**
   * Formats a time of day: a wall-clock `HH:MM[:SS]` (a rate's `arrives_by`) as written, or the
   * time of an ISO 8601 timestamp in the formatter's zone.
   */
  time: (value: string | Date) => string;
  /** Formats a weight with its unit (`'2.5', 'lb'` → `2.5 lb`). */
  weight: (value: string, unit: MassUnit, unitDisplay?: UnitDisplay) => string;
  /** Formats parcel dimensions (`'10', '8', '4', 'in'` → `10 × 8 × 4 in`). */
  dimensions: (length: string, width: string, height: string, unit: DistanceUnit) => string;
  /** Formats a number, or a decimal string at full precision. */
  number: (value: number | string, options?: Intl.NumberFormatOptions) => string;
  /** Formats a ratio as a percentage (`0.25` → `25%`). */
  percent: (ratio: number, options?: Intl.NumberFormatOptions) => string;
  /** Joins items as the locale does (`a, b, and c`). */
  list: (items: readonly string[], type?: 'conjunction' | 'disjunction' | 'unit') => string;
  /** Describes a day offset from today (`-1` → `yesterday`, `3` → `in 3 days`). */
  relativeDays: (count: number) => string;
}

// Warn once per zone, not on every render that creates formatters.
const warnedTimeZones = /* @__PURE__ */ new Set<string>();

function validTimeZone(timeZone: string | undefined): string | undefined {
  if (timeZone === undefined || timeZone === '') {
    return undefined;
  }
  try {
    return getDateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    if (!warnedTimeZones.has(timeZone)) {
      warnedTimeZones.add(timeZone);
      console.warn(
        `shipping-elements: the time zone "${timeZone}" is not known to this browser, so dates are shown in the viewer's time zone. Pass an IANA name such as "Europe/Paris".`,
      );
    }
    return undefined;
  }
}

/**
 * Creates the formatters for money, dates, weights and lists in one locale, so every block shows
 * values the way the host's users expect.
 *
 * @remarks
 * Cheap to call on every render: the `Intl` objects behind it, and the returned object itself,
 * are cached per locale and time zone. A malformed locale tag falls back to `en`.
 *
 * @example
 * const format = createFormatters('fr-FR', { timeZone: 'Europe/Paris' });
 * format.money('12.4', 'EUR'); // "12,40 €"
 * format.time('17:00:00'); // "17:00"
 */
export function createFormatters(locale: string, options: FormatterOptions = {}): Formatters {
  const tag = toCanonicalLocale(locale) ?? 'en';
  const timeZone = validTimeZone(options.timeZone);
  return cached(cacheKey('Formatters', tag, { timeZone }), () => buildFormatters(tag, timeZone));
}

function buildFormatters(locale: string, timeZone: string | undefined): Formatters {
  const zoned = (options: Intl.DateTimeFormatOptions, instant: ParsedInstant) =>
    getDateTimeFormat(locale, instant.wallClock ? { ...options, timeZone: 'UTC' } : timeZone === undefined ? options : { ...options, timeZone });

  const formatNumber = (value: number | string, options?: Intl.NumberFormatOptions): string => {
    const formatter = getNumberFormat(locale, options);
    if (typeof value === 'number') {
      return Number.isFinite(value) ? formatter.format(value) : String(value);
    }
    return formatDecimalString(formatter, value) ?? value;
  };

  const formatUnit = (value: string, unit: string, intlUnitName: string | undefined, unitDisplay: UnitDisplay): string => {
    if (intlUnitName === undefined) {
      // A unit the kit has no Intl name for (the API's enums are open): keep the API's code.
      return `${formatNumber(value)} ${unit}`;
    }
    const formatted = formatDecimalString(getNumberFormat(locale, { style: 'unit', unit: intlUnitName, unitDisplay }), value);
    return formatted ?? `${value} ${unit}`;
  };

  return {
    locale,
    timeZone,
    compareMoney,
    money(amount, currency) {
      let formatter: Intl.NumberFormat;
      try {
        formatter = getNumberFormat(locale, { style: 'currency', currency });
      } catch {
        // Not an ISO 4217 code: show the number and the code as received.
        const number = formatDecimalString(getNumberFormat(locale), amount);
        return number === undefined ? amount : `${number} ${currency}`.trim();
      }
      return formatDecimalString(formatter, amount) ?? amount;
    },
    date(value, style = 'medium') {
      const instant = parseInstant(value);
      if (instant === undefined) {
        return String(value);
      }
      return zoned({ dateStyle: style }, instant).format(instant.date);
    },
    dateTime(value) {
      const instant = parseInstant(value);
      if (instant === undefined) {
        return String(value);
      }
      return zoned({ dateStyle: 'medium', timeStyle: 'short' }, instant).format(instant.date);
    },
    time(value) {
      const match = typeof value === 'string' ? TIME_OF_DAY_PATTERN.exec(value.trim()) : null;
      if (match !== null) {
        const [, hours = '', minutes = '', seconds = '0'] = match;
        if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) {
          return String(value);
        }
        // A time of day without a date or zone: lay it on an arbitrary UTC day and format in
        // UTC, so the viewer's zone cannot shift it.
        const date = new Date(Date.UTC(2000, 0, 1, Number(hours), Number(minutes), Number(seconds)));
        return getDateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(date);
      }
      const instant = parseInstant(value);
      if (instant === undefined) {
        return String(value);
      }
      return zoned({ timeStyle: 'short' }, instant).format(instant.date);
    },
    weight(value, unit, unitDisplay = 'short') {
      return formatUnit(value, unit, intlUnit(MASS_UNITS, unit), unitDisplay);
    },
    dimensions(length, width, height, unit) {
      const plain = getNumberFormat(locale);
      const first = formatDecimalString(plain, length);
      const second = formatDecimalString(plain, width);
      // Only the last side carries the unit ("10 × 8 × 4 in"), placed where the locale puts it.
      const last = formatUnit(height, unit, intlUnit(DISTANCE_UNITS, unit), 'short');
      if (first === undefined || second === undefined || decimalParts(height) === undefined) {
        return `${length} × ${width} × ${height} ${unit}`;
      }
      return `${first} × ${second} × ${last}`;
    },
    number: formatNumber,
    percent(ratio, options) {
      return formatNumber(ratio, { ...options, style: 'percent' });
    },
    list(items, type = 'conjunction') {
      // Intl.ListFormat arrived in Safari 14.1; older engines get a plain comma list.
      if (typeof Intl.ListFormat !== 'function') {
        return items.join(', ');
      }
      return cached(cacheKey('ListFormat', locale, { type }), () => new Intl.ListFormat(locale, { type })).format(items);
    },
    relativeDays(count) {
      if (!Number.isFinite(count)) {
        return String(count);
      }
      return cached(
        cacheKey('RelativeTimeFormat', locale, { numeric: 'auto' }),
        () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
      ).format(count, 'day');
    },
  };
}
