import { getNumberFormat, getPluralRules, toCanonicalLocale } from './format';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

/** The CLDR plural categories that `Intl.PluralRules` can select. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A message that changes with a `count` value, one text per CLDR plural category.
 *
 * @remarks
 * Only the categories the language uses are ever selected (English: `one`, `other`; French also
 * treats 0 as `one`; Arabic uses all six). A missing category falls back to `other`. `zero` is
 * the CLDR category, so it is chosen only in languages that have it, such as Arabic or Latvian.
 *
 * @example
 * const days: PluralMessage = { one: '{count} business day', other: '{count} business days' };
 */
export interface PluralMessage {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/**
 * One user-facing message: a string with `{name}` placeholders, or a {@link PluralMessage}.
 */
export type MessageValue = string | PluralMessage;

/** The loose shape every catalogue has: namespaces of messages, nested to any depth. */
export interface MessageCatalogue {
  readonly [key: string]: MessageValue | MessageCatalogue;
}

type IsPluralShape<T> = T extends { other: string } ? (Exclude<keyof T, PluralCategory> extends never ? true : false) : false;

/** Turns the literal English catalogue into the shape every language must fill. */
type WidenMessages<T> = T extends string
  ? string
  : IsPluralShape<T> extends true
    ? PluralMessage
    : { readonly [TKey in keyof T]: WidenMessages<T[TKey]> };

/**
 * Every user-facing string of the kit, by namespace (`common`, `errors`, `ratePicker`, …).
 *
 * @remarks
 * The English catalogue defines the shape. A key whose English text is a plain string stays a
 * string in every language; a key with plural forms (such as `ratePicker.estimatedDays`) is a
 * {@link PluralMessage} everywhere. Status maps (`status.transaction`, …) are keyed by the API's
 * own enum values, so `messages.status.transaction[label.status]` needs no mapping.
 */
export type Messages = WidenMessages<typeof en>;

type DeepPartialMessages<T> = {
  readonly [TKey in keyof T]?: T[TKey] extends MessageValue ? T[TKey] : DeepPartialMessages<T[TKey]>;
};

/**
 * Overrides for any subset of {@link Messages}, passed to the provider's `messages` prop.
 *
 * @remarks
 * Namespaces merge key by key; a single message (a string or a whole plural object) replaces the
 * default. Overrides apply on top of the catalogue of the resolved language.
 *
 * @example
 * const messages: PartialMessages = { ratePicker: { legend: 'Delivery speed' } };
 */
export type PartialMessages = DeepPartialMessages<Messages>;

// ---------------------------------------------------------------------------------------------
// Locales
// ---------------------------------------------------------------------------------------------

/** The language whose messages are used when no supported language matches. */
export const DEFAULT_LOCALE = 'en';

/** The languages the kit ships messages for. Any other locale still formats money and dates. */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'de'] as const;

/** A language the kit ships messages for. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

const CATALOGUES: Readonly<Record<SupportedLocale, Messages>> = { en, es, fr, de };

/** The outcome of {@link resolveLocale}. */
export interface ResolvedLocale {
  /** Canonical BCP 47 tag for `Intl` formatting (`ja-JP` keeps Japanese dates and numbers). */
  locale: string;
  /** The language of the messages shown (`fr` for `fr-CA`, `en` for `ja-JP`). */
  messagesLocale: SupportedLocale;
}

function isSupportedLocale(language: string): language is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(language);
}

/**
 * Resolves the host's locale into the tag used for formatting and the language of the messages.
 *
 * @remarks
 * Regional variants use their language's messages (`fr-CA` → `fr`, `de-AT` → `de`, `es-419` →
 * `es`). Unsupported languages get English messages but keep their tag for `Intl`, so `ja-JP`
 * shows Japanese dates beside English text. Missing or malformed tags give `en` and never throw.
 *
 * @example
 * resolveLocale('fr-CA'); // { locale: 'fr-CA', messagesLocale: 'fr' }
 * resolveLocale('ja-JP'); // { locale: 'ja-JP', messagesLocale: 'en' }
 */
export function resolveLocale(requested: string | undefined): ResolvedLocale {
  const locale = toCanonicalLocale(requested);
  if (locale === undefined) {
    return { locale: DEFAULT_LOCALE, messagesLocale: DEFAULT_LOCALE };
  }
  const language = new Intl.Locale(locale).language;
  return { locale, messagesLocale: isSupportedLocale(language) ? language : DEFAULT_LOCALE };
}

// ---------------------------------------------------------------------------------------------
// Catalogue and overrides
// ---------------------------------------------------------------------------------------------

const PLURAL_CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'] satisfies PluralCategory[];

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Tells a plural message (`{ one, other }`) apart from a namespace of messages.
 *
 * @remarks
 * A plural message has a string `other` and no keys besides the CLDR plural categories.
 */
export function isPluralMessage(value: unknown): value is PluralMessage {
  return (
    isRecord(value) &&
    typeof value.other === 'string' &&
    Object.entries(value).every(([key, text]) => PLURAL_CATEGORIES.includes(key) && typeof text === 'string')
  );
}

function mergeValue(base: MessageValue | MessageCatalogue, override: unknown): MessageValue | MessageCatalogue {
  if (override === undefined) {
    return base;
  }
  if (typeof base === 'string') {
    return typeof override === 'string' ? override : base;
  }
  if (isPluralMessage(base)) {
    // Copied rather than shared, so later changes to the host's object cannot leak in.
    return isPluralMessage(override) ? { ...override } : base;
  }
  return mergeCatalogue(base, override);
}

function mergeCatalogue(base: MessageCatalogue, override: unknown): MessageCatalogue {
  if (!isRecord(override)) {
    return base;
  }
  // Walking the defaults' keys, never the override's, drops unknown keys and cannot be tricked
  // into writing `__proto__`.
  const merged: Record<string, MessageValue | MessageCatalogue> = {};
  for (const [key, value] of Object.entries(base)) {
    merged[key] = mergeValue(value, Object.hasOwn(override, key) ? override[key] : undefined);
  }
  return merged;
}

/**
 * Returns the messages for a locale with the host's overrides applied.
 *
 * @remarks
 * The catalogue of the resolved language (see {@link resolveLocale}) is deep-merged with
 * `overrides`: overrides win, unknown keys and values of the wrong type are ignored, and neither
 * input is mutated. Without overrides the shared catalogue itself is returned, which keeps it
 * referentially stable for React memoisation; treat it as read-only.
 *
 * @example
 * const messages = resolveMessages('de-AT', { ratePicker: { legend: 'Versandart' } });
 */
export function resolveMessages(locale: string | undefined, overrides?: PartialMessages): Messages {
  const catalogue = CATALOGUES[resolveLocale(locale).messagesLocale];
  if (overrides === undefined) {
    return catalogue;
  }
  // The merge walks the catalogue's own keys and types, so its result has the catalogue's shape.
  return mergeCatalogue(catalogue, overrides) as Messages;
}

// ---------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------

const PLACEHOLDER_PATTERN = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/**
 * Fills a message's `{name}` placeholders and picks its plural form, for text the host shows.
 *
 * @remarks
 * - Plural forms are chosen by `values.count` with `Intl.PluralRules` for `locale` (default
 *   `en`); without a numeric `count` the `other` form is used.
 * - Numbers are formatted for the locale (`1200` → `1,200` in English, `1 200` in French); pass a
 *   string to insert a value verbatim.
 * - A placeholder without a value stays visible as `{name}`, so a missing value is easy to spot
 *   and never prints `undefined`.
 *
 * @example
 * formatMessage(messages.ratePicker.estimatedDays, { count: 2 }, 'fr'); // "2 jours ouvrés"
 * formatMessage(messages.errors.reference, { requestId: 'req_123' }); // "Reference: req_123"
 */
export function formatMessage(value: MessageValue, values?: Readonly<Record<string, string | number>>, locale?: string): string {
  const tag = toCanonicalLocale(locale) ?? DEFAULT_LOCALE;
  const template = typeof value === 'string' ? value : selectPluralForm(value, values?.count, tag);
  if (values === undefined) {
    return template;
  }
  return template.replace(PLACEHOLDER_PATTERN, (placeholder, name: string) => {
    const replacement = Object.hasOwn(values, name) ? values[name] : undefined;
    if (typeof replacement === 'number') {
      return Number.isFinite(replacement) ? getNumberFormat(tag).format(replacement) : String(replacement);
    }
    return typeof replacement === 'string' ? replacement : placeholder;
  });
}

function selectPluralForm(message: PluralMessage, count: string | number | undefined, locale: string): string {
  const number = typeof count === 'string' && count.trim() !== '' ? Number(count) : count;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    return message.other;
  }
  return message[getPluralRules(locale).select(number)] ?? message.other;
}

// ---------------------------------------------------------------------------------------------
// Direction
// ---------------------------------------------------------------------------------------------

// Used only where Intl.Locale cannot say: `getTextInfo()` is the current proposal and `textInfo`
// the accessor that shipped first (Node 20 has only the accessor); some engines have neither.
const RIGHT_TO_LEFT_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv'];
const RIGHT_TO_LEFT_SCRIPTS: readonly string[] = ['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr'];

interface TextInfo {
  direction?: string;
}

interface LocaleWithTextInfo {
  getTextInfo?: () => TextInfo;
  textInfo?: TextInfo;
}

/**
 * Returns the writing direction of a locale, for the `dir` attribute of the kit's roots.
 *
 * @remarks
 * Uses `Intl.Locale`'s text info when the browser has it, otherwise the script subtag
 * (`pa-Arab` is right to left) and a list of right-to-left languages. Malformed tags are `ltr`.
 *
 * @example
 * textDirection('ar-EG'); // 'rtl'
 */
export function textDirection(locale: string | undefined): 'ltr' | 'rtl' {
  const tag = toCanonicalLocale(locale);
  if (tag === undefined) {
    return 'ltr';
  }
  const intlLocale = new Intl.Locale(tag);
  const withTextInfo = intlLocale as Intl.Locale & LocaleWithTextInfo;
  const direction =
    typeof withTextInfo.getTextInfo === 'function' ? withTextInfo.getTextInfo().direction : withTextInfo.textInfo?.direction;
  if (direction === 'rtl' || direction === 'ltr') {
    return direction;
  }
  if (intlLocale.script !== undefined) {
    return RIGHT_TO_LEFT_SCRIPTS.includes(intlLocale.script) ? 'rtl' : 'ltr';
  }
  return RIGHT_TO_LEFT_LANGUAGES.includes(intlLocale.language) ? 'rtl' : 'ltr';
}
