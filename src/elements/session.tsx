'use client';

import * as React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ShippingElementsContext, type ShippingElementsContextValue } from '../provider/context';
import { mergeMessages, resolveLocale, type DEFAULT_LOCALE, type Messages, type SupportedLocale } from '../provider/messages';
import { ShippingElementsProvider, type ShippingElementsProviderProps } from '../provider/ShippingElementsProvider';

/**
 * What {@link ShippingElements.init} takes: the props of `<ShippingElementsProvider>` (`baseUrl`,
 * `fetchToken`, `identity`, `locale`, `messages`, `appearance`, `events`, `onEvent`, …), since the
 * page's one session is that provider.
 */
export type ShippingElementsOptions = Omit<ShippingElementsProviderProps, 'children' | 'queryClient'>;

/** The page's session: one provider, rendered in a root of its own, whose context every element joins. */
interface PageSession {
  options: ShippingElementsOptions;
  root: Root;
  value: ShippingElementsContextValue | null;
  /** Counts the options passed: a catalogue that arrives after newer options is not shown. */
  version: number;
  /** The text the provider was last rendered with, or `null` before its first render. */
  rendered: { messages: ShippingElementsOptions['messages'] } | null;
  /** The last catalogue with the host's `messages` over it, kept while neither changes. */
  merged: { catalogue: Messages; overrides: ShippingElementsOptions['messages']; messages: Messages } | null;
}

let session: PageSession | null = null;
const listeners = new Set<() => void>();

/**
 * The catalogues the kit ships beside English (`shipping-elements/locales/<language>`), each
 * loaded when a session's `locale` asks for its language: a page never downloads the others.
 */
const CATALOGUES: Readonly<Record<Exclude<SupportedLocale, typeof DEFAULT_LOCALE>, () => Promise<Messages>>> = {
  es: () => import('../locales/es').then((module) => module.es),
  fr: () => import('../locales/fr').then((module) => module.fr),
  de: () => import('../locales/de').then((module) => module.de),
};
const loadedCatalogues = new Map<keyof typeof CATALOGUES, Messages>();

/** True where custom elements can exist (a browser; not a server render, not a worker). */
export function canUseElements(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined' && typeof HTMLElement !== 'undefined' && typeof customElements !== 'undefined';
}

function publish(value: ShippingElementsContextValue | null) {
  if (session && session.value !== value) {
    session.value = value;
    for (const listener of listeners) {
      listener();
    }
  }
}

/**
 * Hands the provider's context to the elements' roots. A layout effect: the elements render the
 * new value (a new identity's client) in the same task, before the query cache notifies them.
 */
function SessionBridge(): null {
  const value = React.useContext(ShippingElementsContext);
  React.useLayoutEffect(() => publish(value), [value]);
  return null;
}

/** Renders the session's provider with its options and the given text. */
function renderProvider(current: PageSession, messages: ShippingElementsOptions['messages']) {
  current.rendered = { messages };
  current.root.render(
    <ShippingElementsProvider {...current.options} messages={messages}>
      <SessionBridge />
    </ShippingElementsProvider>,
  );
}

/**
 * The language whose catalogue the session loads: the locale's, when the kit ships it and the
 * host's `messages` are not a catalogue of their own (one that states its `language`).
 */
function catalogueLanguage(options: ShippingElementsOptions): keyof typeof CATALOGUES | null {
  if (options.locale === undefined || options.messages?.language !== undefined) {
    return null;
  }
  const language = new Intl.Locale(resolveLocale(options.locale)).language;
  return Object.hasOwn(CATALOGUES, language) ? (language as keyof typeof CATALOGUES) : null;
}

/** The catalogue with the host's `messages` over it, the same object while neither changes. */
function messagesWith(current: PageSession, catalogue: Messages): Messages {
  const overrides = current.options.messages;
  if (current.merged?.catalogue !== catalogue || current.merged.overrides !== overrides) {
    current.merged = { catalogue, overrides, messages: mergeMessages(catalogue, overrides) };
  }
  return current.merged.messages;
}

/**
 * Renders the session's provider with its options. A locale of a language the kit ships (`fr`,
 * `de-AT`) shows that catalogue, with the host's `messages` over it. While it loads, the other
 * options apply at once (a store switch drops the old token now) with the text shown so far; after
 * a first `init` the elements render nothing until it is there, as before `init`. A catalogue
 * that cannot load leaves the text in English.
 */
function renderSession(current: PageSession) {
  const version = ++current.version;
  const language = catalogueLanguage(current.options);
  if (language === null) {
    renderProvider(current, current.options.messages);
    return;
  }
  const loaded = loadedCatalogues.get(language);
  if (loaded) {
    renderProvider(current, messagesWith(current, loaded));
    return;
  }
  if (current.rendered) {
    renderProvider(current, current.rendered.messages);
  }
  const latest = () => session === current && current.version === version;
  CATALOGUES[language]().then(
    (catalogue) => {
      loadedCatalogues.set(language, catalogue);
      if (latest()) {
        renderProvider(current, messagesWith(current, catalogue));
      }
    },
    () => {
      if (latest()) {
        renderProvider(current, current.options.messages);
      }
    },
  );
}

/** Starts the page's session, or passes new options to the one already started. Nothing on a server. */
export function startSession(options: ShippingElementsOptions): void {
  if (!canUseElements()) {
    return;
  }
  if (session) {
    session.options = options;
  } else {
    // The provider renders no DOM: its root is a detached container.
    session = { options, root: createRoot(document.createElement('div')), value: null, version: 0, rendered: null, merged: null };
  }
  renderSession(session);
}

/** Changes some options of the started session (a store switch: `identity` and `fetchToken`). */
export function updateSession(changes: Partial<ShippingElementsOptions>): void {
  if (!canUseElements()) {
    return;
  }
  if (!session) {
    throw new Error('ShippingElements.update() was called before ShippingElements.init({ baseUrl, fetchToken }).');
  }
  session.options = { ...session.options, ...changes };
  renderSession(session);
}

/** Ends the page's session: its token is dropped and the elements render nothing until the next `init`. */
export function endSession(): void {
  const ended = session;
  if (!ended) {
    return;
  }
  publish(null);
  session = null;
  ended.root.unmount();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session's context for an element's root, or `null` before `init` (the element renders nothing yet). */
export function usePageSession(): ShippingElementsContextValue | null {
  return React.useSyncExternalStore(
    subscribe,
    () => session?.value ?? null,
    () => null,
  );
}
