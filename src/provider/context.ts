import type { QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { ApiClient } from '../api/client';
import type { TokenResponse, TokenSource } from '../api/token';
import type { ThemeRoot } from './appearance';
import type { ShippingElementsEvent } from './events';
import type { createFormatters } from './format';
import { withBlockMessages, type BlockMessages, type Messages } from './messages';

/** `Intl` formatters of the active locale (money from decimal strings, dates in a time zone, units). */
export type Formatters = ReturnType<typeof createFormatters>;

/** What every kit hook and block reads from `<ShippingElementsProvider>`. */
export interface ShippingElementsContextValue {
  /** The typed client, authenticated with the in-memory token. */
  api: ApiClient;
  /** The kit's QueryClient (its own, or the host's when passed). */
  queryClient: QueryClient;
  /** The token lifecycle (never exposes the token itself). */
  tokenSource: TokenSource;
  /** The BCP 47 locale used for formatting (the text's language is `themeRoot.attributes.lang`). */
  locale: string;
  /**
   * The kit's text: the provider's `messages` merged over English. The provider holds the shared
   * namespaces (`common`, `errors`, `status`, …); a block's own namespace (`ratePicker`, …) is
   * there when the caller brought it: `useShippingElements('RatePicker', { ratePicker })`.
   */
  messages: Messages;
  /** `Intl` formatters for the active locale. */
  format: Formatters;
  /** Theme attributes (with the text's `lang` and `dir`) and variables for block roots. */
  themeRoot: ThemeRoot;
  /** Sends an event to the host's `onEvent` (and errors to `onError`). */
  emit: (event: ShippingElementsEvent) => void;
  /** Push mode: hands the kit a token the host obtained (answer to `token.expiring`). */
  setToken: (response: TokenResponse) => void;
  /**
   * True while the provider's `events` source is healthy: the objects it covers (labels, refunds,
   * batches) then poll rarely, since an event refetches them when they change.
   */
  live: boolean;
}

export const ShippingElementsContext = /* @__PURE__ */ React.createContext<ShippingElementsContextValue | null>(null);
ShippingElementsContext.displayName = 'ShippingElementsContext';

/**
 * Reads the provider's context. Throws a clear error when the caller is rendered outside
 * `<ShippingElementsProvider>`.
 *
 * @remarks
 * A block brings its own English text: pass its namespaces, imported from
 * `locales/en/<block>`, and `messages` has them, merged with the host's `messages`
 * (a `de` catalogue, or a few overrides) as the provider merges the shared ones. So a host that
 * renders only RatePicker never bundles LabelPurchase's strings. Pass the imported objects
 * themselves (not copies): the merged messages are then built once and stay the same object.
 *
 * @example
 * import { ratePicker } from '../../locales/en/rate-picker';
 * const { messages } = useShippingElements('RatePicker', { ratePicker });
 * messages.ratePicker.legend; // "Shipping options", or the host's text
 *
 * @param consumerName - Name of the component or hook asking, for the error message.
 * @param namespaces - The English namespaces the caller reads beyond the shared ones.
 */
export function useShippingElements(consumerName = 'useShippingElements', namespaces?: BlockMessages): ShippingElementsContextValue {
  const context = React.useContext(ShippingElementsContext);
  if (!context) {
    const subject = /^use[A-Z]/.test(consumerName) ? `${consumerName}()` : `<${consumerName}>`;
    throw new Error(
      `${subject} must be used inside <ShippingElementsProvider>. Wrap the part of your app that renders shipping-elements components in <ShippingElementsProvider fetchToken={…}>.`,
    );
  }
  // Cached per provider messages and namespace objects: the same object on every render.
  const messages = namespaces === undefined ? context.messages : withBlockMessages(context.messages, namespaces);
  return React.useMemo(() => (messages === context.messages ? context : { ...context, messages }), [context, messages]);
}
