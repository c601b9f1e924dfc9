'use client';

// Public entry of `shipping-elements/elements`: the kit's blocks as custom elements, for any page
// (Vue, Angular, server-rendered, plain HTML). React is a peer, as for the main entry; the
// standalone bundle (`shipping-elements/elements/standalone`) carries React for pages with no build.
import { endSession, startSession, updateSession, type ShippingElementsOptions } from './session';

export { defineShippingElements } from './define';
export { ELEMENT_TABLE } from './element-table';
export type { AnyElementSpec, AttributeSpec, ElementSpec, EventSpec } from './element-spec';
export type { ShippingElementsOptions } from './session';
export type { AddressFormElementProps } from './AddressFormElement';

/**
 * The page's one session of the kit (its token, query cache and messages), which every
 * `<shipping-*>` element on the page joins. On a server every method does nothing.
 *
 * @example
 * ShippingElements.init({
 *   baseUrl: 'https://api.example.com',
 *   fetchToken: () => fetch('/api/shipping-token', { method: 'POST' }).then((response) => response.json()),
 * });
 * // A store switch: the old store's token, requests and cached data are dropped.
 * ShippingElements.update({ identity: `${sessionId}:${storeId}`, fetchToken: tokenForStore(storeId) });
 */
export const ShippingElements = {
  /**
   * Starts the session with the options of `<ShippingElementsProvider>`. Elements connected before
   * it render once it is called. Calling it again replaces the options (the session stays one).
   *
   * A `locale` of a language the kit ships (`es`, `fr`, `de`, and their regions: `fr-CA`) loads
   * that language's catalogue (`shipping-elements/locales/<language>`, a file of its own in the
   * standalone bundle) and the elements render in it once it is there; `messages` are laid over
   * it. `messages` that state their own `language` (a whole catalogue) are shown as they are.
   */
  init(options: ShippingElementsOptions): void {
    startSession(options);
  },
  /**
   * Changes some options: a new `identity` (with its `fetchToken`) behaves as the provider does
   * when its `identity` changes; `locale`, `messages` and `appearance` re-render every element
   * (a new `locale`'s catalogue is loaded first, as in `init`, and the old text stays until then).
   */
  update(changes: Partial<ShippingElementsOptions>): void {
    updateSession(changes);
  },
  /** Ends the session (its token is dropped); the elements render nothing until the next `init`. */
  destroy(): void {
    endSession();
  },
} as const;
