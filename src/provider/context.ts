import type { QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { ApiClient } from '../api/client';
import type { TokenResponse, TokenSource } from '../api/token';
import type { ThemeRoot } from './appearance';
import type { ShippingElementsEvent } from './events';
import type { createFormatters } from './format';
import type { Messages } from './messages';

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
  /** The kit's text: the provider's `messages` merged over the built-in English catalogue. */
  messages: Messages;
  /** `Intl` formatters for the active locale. */
  format: Formatters;
  /** Theme attributes (with the text's `lang` and `dir`) and variables for block roots. */
  themeRoot: ThemeRoot;
  /** Sends an event to the host's `onEvent` (and errors to `onError`). */
  emit: (event: ShippingElementsEvent) => void;
  /** Push mode: hands the kit a token the host obtained (answer to `token.expiring`). */
  setToken: (response: TokenResponse) => void;
}

export const ShippingElementsContext = /* @__PURE__ */ React.createContext<ShippingElementsContextValue | null>(null);
ShippingElementsContext.displayName = 'ShippingElementsContext';

/**
 * Reads the provider's context. Throws a clear error when the caller is rendered outside
 * `<ShippingElementsProvider>`.
 *
 * @param consumerName - Name of the component or hook asking, for the error message.
 */
export function useShippingElements(consumerName = 'useShippingElements'): ShippingElementsContextValue {
  const context = React.useContext(ShippingElementsContext);
  if (!context) {
    const subject = /^use[A-Z]/.test(consumerName) ? `${consumerName}()` : `<${consumerName}>`;
    throw new Error(
      `${subject} must be used inside <ShippingElementsProvider>. Wrap the part of your app that renders shipping-elements components in <ShippingElementsProvider fetchToken={…}>.`,
    );
  }
  return context;
}
