import { getNumberFormat, getPluralRules, toCanonicalLocale } from './format';
import type { en } from '../locales/en/catalogue';

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

/** The texts of a catalogue: everything but its language tag. */
type MessageTexts = WidenMessages<Omit<typeof en, 'language'>>;

// A type rather than an interface: only a type keeps `Messages` assignable to the index signature
// of `MessageCatalogue`, which the merge walks.
/** The language tag a catalogue carries beside its texts. */
type CatalogueLanguage = {
  /**
   * BCP 47 tag of the language the texts are written in (`'de'`). The kit states it as `lang`
   * on its roots, so screen readers pronounce the text in the right language. The shipped
   * catalogues set it; set it on a complete catalogue of your own (`'it'`). Optional, so that a
   * catalogue typed before the tag existed still compiles; without it the text counts as English.
   */
  readonly language?: string;
};

/**
 * Every user-facing string of the kit, by namespace (`common`, `errors`, `ratePicker`, …), and
 * the language they are written in.
 *
 * @remarks
 * The English catalogue defines the shape. A key whose English text is a plain string stays a
 * string in every language; a key with plural forms (such as `ratePicker.estimatedDays`) is a
 * {@link PluralMessage} everywhere. Status maps (`status.transaction`, …) are keyed by the API's
 * own enum values, so `messages.status.transaction[label.status]` needs no mapping.
 */
export type Messages = MessageTexts & CatalogueLanguage;

type DeepPartialMessages<T> = {
  readonly [TKey in keyof T]?: T[TKey] extends MessageValue ? T[TKey] : DeepPartialMessages<T[TKey]>;
};

/**
 * Any subset of {@link Messages}: the provider's `messages` prop, and the overrides of
 * {@link mergeMessages}.
 *
 * @remarks
 * Namespaces merge key by key; a single message (a string or a whole plural object) replaces the
 * default. The provider merges its `messages` over the built-in English catalogue, so a complete
 * catalogue (`de` from `shipping-elements/locales/de`) shows the kit in that language, and a few
 * keys change only those texts.
 *
 * @example
 * const messages: PartialMessages = { ratePicker: { legend: 'Delivery speed' } };
 */
export type PartialMessages = DeepPartialMessages<MessageTexts> & CatalogueLanguage;

// ---------------------------------------------------------------------------------------------
// Locales
// ---------------------------------------------------------------------------------------------

/** The language of the built-in messages, and the locale when none (or a malformed one) is given. */
export const DEFAULT_LOCALE = 'en';

/**
 * The languages the kit ships a catalogue for, each as `shipping-elements/locales/<language>`.
 * Any other locale still formats money and dates; its text is English or the host's own catalogue.
 */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'de'] as const;

/** A language the kit ships a catalogue for. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

function isSupportedLocale(language: string): language is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(language);
}

/**
 * Resolves the host's locale into the canonical BCP 47 tag used for `Intl` formatting.
 *
 * @remarks
 * Only formatting follows the locale: the text comes from the provider's `messages`. Sloppy tags
 * are repaired (`fr_CA` → `fr-CA`, `de_DE.UTF-8` → `de-DE`); missing or malformed tags give `en`
 * and never throw.
 *
 * @example
 * resolveLocale('fr_CA'); // 'fr-CA'
 * resolveLocale('not a locale!!'); // 'en'
 */
export function resolveLocale(requested: string | undefined): string {
  return toCanonicalLocale(requested) ?? DEFAULT_LOCALE;
}

/**
 * The `lang` of the kit's roots: the language the text is written in, never just the locale.
 *
 * @remarks
 * The tag comes from the messages' `language` (English when they carry none). When the formatting
 * locale is a more precise tag of that same language, the locale is used (`de` catalogue with
 * `de-AT` → `de-AT`; `fr` with `fr-CA` → `fr-CA`). When they differ (a `de` locale without the
 * German catalogue, or `ja-JP` with English text) the text's own tag wins, so a screen reader
 * reads English text with an English voice. Dates and numbers inside are still formatted for
 * the locale.
 *
 *
 * With `hostMessages` (what the host passed as `messages`) and a locale of a language the kit
 * ships no catalogue for, host messages that state no `language` are taken to be in the locale's
 * language:
 * `locale="ar-EG"` with an Arabic catalogue of the host's is `ar-EG`, right to left. A host whose
 * messages for such a locale are only a few English overrides states `language: 'en'`.
 *
 * @example
 * resolveTextLanguage('de-AT', de); // 'de-AT'
 * resolveTextLanguage('ja-JP', en); // 'en'
 * resolveTextLanguage('ar-EG', mergeMessages(en, arabic), arabic); // 'ar-EG'
 */
export function resolveTextLanguage(locale: string, messages: CatalogueLanguage, hostMessages?: PartialMessages): string {
  const formatting = toCanonicalLocale(locale);
  // A host's own messages for a language the kit ships no catalogue for (Arabic, Japanese…) are
  // taken to be in the locale's language when they do not say, so an Arabic catalogue without
  // `language` still gets `lang="ar" dir="rtl"`.
  if (
    hostMessages !== undefined &&
    hostMessages.language === undefined &&
    formatting !== undefined &&
    !isSupportedLocale(new Intl.Locale(formatting).language)
  ) {
    return formatting;
  }
  const tag = toCanonicalLocale(messages.language) ?? DEFAULT_LOCALE;
  const text = new Intl.Locale(tag);
  const refines = formatting !== undefined && text.baseName === text.language && new Intl.Locale(formatting).language === text.language;
  return refines ? formatting : tag;
}

// Warn once per pair of languages, not on every render or provider.
const warnedMismatches = /* @__PURE__ */ new Set<string>();

/**
 * Warns (once per pair of languages) when the locale asks for a language the kit ships a
 * catalogue for, but the text is in another language: usually a forgotten `messages={de}`.
 *
 * @remarks
 * The provider calls it in development only (`process.env.NODE_ENV !== 'production'`).
 * Locales of languages without a shipped catalogue (`ja-JP`) never warn: English text with
 * Japanese formatting is a supported setup.
 *
 * @param locale - The formatting locale (from {@link resolveLocale}).
 * @param textLanguage - The language of the text (from {@link resolveTextLanguage}).
 */
export function warnOnMismatchedMessages(locale: string, textLanguage: string): void {
  const wanted = new Intl.Locale(locale).language;
  const shown = new Intl.Locale(textLanguage).language;
  const key = `${wanted}>${shown}`;
  if (wanted === shown || !isSupportedLocale(wanted) || warnedMismatches.has(key)) {
    return;
  }
  warnedMismatches.add(key);
  const fix =
    wanted === DEFAULT_LOCALE
      ? 'Set `locale` to the language of `messages` so dates and numbers match, or leave `messages` out for English.'
      : `Pass the catalogue: import { ${wanted} } from 'shipping-elements/locales/${wanted}' and messages={${wanted}} (layer your own texts with mergeMessages(${wanted}, …)).`;
  console.warn(
    `shipping-elements: <ShippingElementsProvider locale="${locale}"> shows its text in "${shown}", not "${wanted}". ${fix} A catalogue of your own states its language in \`language\`.`,
  );
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
 * Layers overrides over a complete catalogue, for hosts that change a few texts of a language.
 *
 * @remarks
 * A deep merge: namespaces merge key by key, a single message (a string or a whole plural
 * object) replaces the catalogue's, unknown keys and values of the wrong type are ignored, and
 * neither input is mutated. The result keeps the catalogue's `language` unless the overrides set
 * one. Without overrides the catalogue itself is returned. Create the result once (at module
 * level or in `useMemo`), not on every render: a new object re-renders every kit block.
 *
 * @example
 * import { mergeMessages } from 'shipping-elements';
 * import { de } from 'shipping-elements/locales/de';
 *
 * const messages = mergeMessages(de, { ratePicker: { legend: 'Versandart' } });
 * <ShippingElementsProvider locale="de-AT" messages={messages} baseUrl={baseUrl} fetchToken={fetchToken}>
 */
export function mergeMessages(catalogue: Messages, overrides?: PartialMessages): Messages {
  if (overrides === undefined) {
    return catalogue;
  }
  // The merge walks the catalogue's own keys and types, so its result has the catalogue's shape.
  const merged = mergeCatalogue(catalogue, overrides) as Messages;
  // A host's catalogue without a tag still takes the overrides' (the merge walks its keys only).
  const language = isRecord(overrides) && typeof overrides.language === 'string' ? overrides.language : merged.language;
  return language === merged.language ? merged : { ...merged, language };
}

// ---------------------------------------------------------------------------------------------
// Block namespaces
// ---------------------------------------------------------------------------------------------

/**
 * The namespaces every block reads (buttons, errors, the token, rate attributes): the provider
 * always holds them. Every other namespace is brought by the blocks that read it.
 */
export type SharedNamespace = 'common' | 'errors' | 'token' | 'rateAttributes';

/**
 * A namespace a block brings when it reads it: its own (`ratePicker`, `addressForm`,
 * `batchUploader`, …), or one that several blocks read (`status`, `units`).
 */
export type BlockNamespace = Exclude<keyof MessageTexts, SharedNamespace>;

/**
 * English namespaces a block brings to `useShippingElements`, by name:
 * `useShippingElements('RatePicker', { ratePicker })` with `ratePicker` imported from
 * `locales/en/rate-picker`. Pass module-level objects (the imports themselves).
 */
export type BlockMessages = { readonly [TKey in BlockNamespace]?: MessageTexts[TKey] };

// What the host passed as `messages`, by the provider's merged messages, so a block's namespace can
// be merged with the same overrides where the block reads it. A WeakMap keeps it out of the
// context's public shape and lets both go with the provider.
const hostOverrides = /* @__PURE__ */ new WeakMap<object, PartialMessages>();

// A block's messages are built once per provider messages and namespace objects, so every render
// (and every RateOption of a long list) gets the same object back.
interface CachedBlockMessages {
  namespaces: readonly (readonly [string, unknown])[];
  messages: Messages;
}
const blockMessagesCache = /* @__PURE__ */ new WeakMap<object, CachedBlockMessages[]>();
const CACHE_ENTRIES_PER_PROVIDER = 16;

/**
 * The provider's messages: the English it always holds (`base`, the shared namespaces) with the
 * host's `messages` merged over them. Block namespaces are merged with the same overrides when a
 * block brings them (see {@link withBlockMessages}).
 *
 * @internal The provider calls it; hosts use {@link mergeMessages}.
 */
export function providerMessages(base: MessageCatalogue & CatalogueLanguage, overrides: PartialMessages | undefined): Messages {
  // The base holds only some namespaces; a block adds its own before anything reads them.
  const merged = mergeMessages(base as Messages, overrides);
  if (overrides !== undefined) {
    hostOverrides.set(merged, overrides);
  }
  return merged;
}

/**
 * `messages` with a block's English namespaces added, each merged with the host's overrides as the
 * provider merged the shared ones (a `de` catalogue shows the block in German; a partial override
 * changes only its keys). Namespaces the provider already holds are merged anew the same way.
 *
 * @remarks
 * Returns the same object for the same `messages` and namespace objects, so memoised parts do not
 * re-render. Used by `useShippingElements(name, namespaces)`.
 */
export function withBlockMessages(messages: Messages, namespaces: BlockMessages): Messages {
  const entries = Object.entries(namespaces).filter(([, english]) => isRecord(english));
  if (entries.length === 0) {
    return messages;
  }
  let cached = blockMessagesCache.get(messages);
  const hit = cached?.find(
    (entry) => entry.namespaces.length === entries.length && entry.namespaces.every(([key, value], index) => entries[index]?.[0] === key && entries[index]?.[1] === value),
  );
  if (hit) {
    return hit.messages;
  }
  const overrides: unknown = hostOverrides.get(messages);
  const added: Record<string, MessageCatalogue> = {};
  for (const [key, english] of entries) {
    added[key] = mergeCatalogue(english, isRecord(overrides) && Object.hasOwn(overrides, key) ? overrides[key] : undefined);
  }
  const result = { ...messages, ...added } as Messages;
  cached ??= [];
  cached.push({ namespaces: entries, messages: result });
  if (cached.length > CACHE_ENTRIES_PER_PROVIDER) {
    cached.shift();
  }
  blockMessagesCache.set(messages, cached);
  return result;
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

/**
 * Fills a sentence that holds several counts, each pluralised on its own: every count has its own
 * plural message (`{count} row` / `{count} rows`), and the sentence's template joins the parts.
 *
 * @remarks
 * One plural message can agree with one count only ("3 lignes : 1 prêtes" came from a sentence
 * pluralised by its first count). Other `values` fill the template's remaining placeholders.
 *
 * @example
 * formatCounts('{rows}: {ready}', { rows: [{ one: '{count} row', other: '{count} rows' }, 3], ready: [{ one: '{count} ready', other: '{count} ready' }, 1] }, 'en');
 * // "3 rows: 1 ready"
 */
export function formatCounts(
  template: MessageValue,
  counts: Readonly<Record<string, readonly [message: MessageValue, count: number]>>,
  locale?: string,
  values?: Readonly<Record<string, string | number>>,
): string {
  const parts: Record<string, string | number> = { ...values };
  for (const [name, [message, count]] of Object.entries(counts)) {
    parts[name] = formatMessage(message, { count }, locale);
  }
  return formatMessage(template, parts, locale);
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
