'use client';

import * as React from 'react';
import type { CheckoutAddress, CheckoutCartLine, CheckoutOption, FetchCheckoutOptions } from '../../api/checkout-options';
import { useControllableState } from '../../internal/use-controllable-state';
import { compareDecimals } from '../../lib/decimal';
import { createFormatters } from '../../provider/format';
import { formatMessage } from '../../provider/messages';
import { checkoutRatesTextOf, checkoutRatesViewOf, type CheckoutRatesMessages } from './checkout-rates-view';
import { useCheckoutOptions } from './use-checkout-options';

/** Props of {@link CheckoutRates}. */
export interface CheckoutRatesProps extends Omit<React.FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onSelect' | 'defaultValue' | 'children'> {
  /**
   * Gets the options from your own server: your route made with `createCheckoutRatesHandler`
   * (`checkoutRatesRoute('/api/checkout-rates')` posts to it). Called again when `address` or
   * `cart` change, with a `signal` that aborts the request they replace. The browser never holds a
   * shipping token.
   */
  fetchOptions: FetchCheckoutOptions;
  /** Where the parcel goes. Nothing is asked until it has a `country`. */
  address: CheckoutAddress | null | undefined;
  /** The cart's lines. Nothing is asked while it is empty. */
  cart: readonly CheckoutCartLine[] | null | undefined;
  /**
   * The shopper's locale (BCP 47): the language of the block's text (English, Spanish, French or
   * German; another language reads English) and how prices and numbers are written.
   * @default 'en'
   */
  locale?: string;
  /** Your own words for some of the block's texts, over the language's. */
  messages?: Partial<CheckoutRatesMessages>;
  /** The chosen option's `id` (controlled); `null` for none. */
  value?: string | null;
  /** The option chosen at first (uncontrolled). @default null */
  defaultValue?: string | null;
  /** Called when the shopper chooses an option, with the option as the route answered it. */
  onSelect?: (option: CheckoutOption) => void;
  /** The radios' `name`, for a form that posts the choice. */
  name?: string;
  /** The kit's colours: light or dark. @default 'light' */
  theme?: 'light' | 'dark';
  /**
   * How long the address and cart must stay the same before they are asked for, in milliseconds:
   * a shopper typing a postcode asks once, not once per keystroke (your route limits how often one
   * shopper may ask). A retry asks at once.
   * @default 300
   */
  settleMs?: number;
}

/** One option's radio: name and price name it, description and estimate describe it. */
function OptionRadio({ option, checked, name, onChoose, price, estimate }: { option: CheckoutOption; checked: boolean; name: string; onChoose: (option: CheckoutOption) => void; price: string; estimate: string | null }) {
  const id = React.useId();
  return (
    <label data-se-part="checkout-rates-option" data-state={checked ? 'checked' : 'unchecked'}>
      <input
        type="radio"
        data-se-part="checkout-rates-input"
        name={name}
        value={option.id}
        checked={checked}
        onChange={() => onChoose(option)}
        aria-labelledby={`${id}-name`}
        aria-describedby={option.description || estimate ? `${id}-details` : undefined}
      />
      {/* The space keeps the accessible name readable: "Standard $7.19". */}
      <span data-se-part="checkout-rates-title" id={`${id}-name`}>
        <span data-se-part="checkout-rates-name">{option.name}</span> <span data-se-part="checkout-rates-price">{price}</span>
      </span>
      {(option.description || estimate) && (
        <span data-se-part="checkout-rates-details" id={`${id}-details`}>
          {option.description && <span data-se-part="checkout-rates-description">{option.description}</span>}
          {option.description && estimate && ' · '}
          {estimate && <span data-se-part="checkout-rates-estimate">{estimate}</span>}
        </span>
      )}
    </label>
  );
}

/**
 * The shipping options of a shop's checkout, as the shopper sees them: a radio group of the
 * merchant's options (name, price in the shopper's money, delivery estimate), and how much more
 * the cart needs for free shipping.
 *
 * @remarks
 * Needs no `ShippingElementsProvider` and no token: it is on a public checkout page, where a token
 * that can buy labels must never be. It gets its options from `fetchOptions`, your own route
 * (`createCheckoutRatesHandler` in `shipping-elements/server`), and ships as its own entry,
 * `shipping-elements/checkout`, so a storefront loads nothing else of the kit.
 *
 * States (`data-state` on the root): `incomplete` (no country or an empty cart: nothing asked),
 * `loading`, `error` (with a retry), `empty`, `ready`. A change of `address` or `cart` asks again
 * once it settled (`settleMs`) and aborts the request it replaces. The radios are native ones in a `fieldset`: Tab reaches the
 * chosen one (or the first), the arrow keys choose. On the server it renders its loading state and
 * sends nothing.
 *
 * Styling contract: `data-se-part` `checkout-rates`, `checkout-rates-legend`, `…-status`,
 * `…-retry`, `…-options`, `…-option` (with `data-state` `checked`/`unchecked`), `…-input`,
 * `…-name`, `…-price`, `…-description`, `…-estimate`, `…-free-shipping`.
 *
 * @example
 * import { CheckoutRates, checkoutRatesRoute } from 'shipping-elements/checkout';
 * <CheckoutRates fetchOptions={checkoutRatesRoute('/api/checkout-rates')} address={address} cart={cart} locale="fr-FR" onSelect={setShipping} />
 */
export const CheckoutRates = /* @__PURE__ */ React.forwardRef<HTMLFieldSetElement, CheckoutRatesProps>(function CheckoutRates(
  { fetchOptions, address, cart, locale = 'en', messages, value, defaultValue = null, onSelect, name, theme = 'light', settleMs = 300, ...rest },
  ref,
) {
  const { request, retry } = useCheckoutOptions(fetchOptions, address, cart, settleMs);
  const { text, language } = checkoutRatesTextOf(locale, messages);
  const view = checkoutRatesViewOf(request, text);
  const [chosen, setChosen] = useControllableState<string | null>({ prop: value, defaultProp: defaultValue, caller: 'CheckoutRates' });
  const generatedName = React.useId();
  const format = createFormatters(locale);
  const choose = (option: CheckoutOption) => {
    setChosen(option.id);
    onSelect?.(option);
  };
  const priceOf = (option: CheckoutOption) => (compareDecimals(option.amount, '0') === 0 ? text.free : format.money(option.amount, option.currency));
  const estimateOf = (option: CheckoutOption) => (option.estimated_days === null ? null : formatMessage(text.estimatedDays, { count: option.estimated_days }, locale));

  return (
    <fieldset
      ref={ref}
      {...rest}
      data-se-root=""
      data-se-theme={theme}
      lang={language}
      data-se-part="checkout-rates"
      data-state={view.state}
      aria-busy={view.state === 'loading'}
    >
      <legend data-se-part="checkout-rates-legend">{text.legend}</legend>
      {/* Always in the page, so a screen reader hears "loading", "none" and a failure as they happen. */}
      <p data-se-part="checkout-rates-status" role="status">
        {view.state === 'error' ? '' : view.status}
      </p>
      {view.state === 'error' && (
        <div data-se-part="checkout-rates-error" role="alert">
          <p>{view.status}</p>
          <button type="button" data-se-part="checkout-rates-retry" onClick={retry}>
            {text.retry}
          </button>
        </div>
      )}
      {view.options.length > 0 && (
        <div data-se-part="checkout-rates-options">
          {view.options.map((option) => (
            <OptionRadio
              key={option.id}
              option={option}
              checked={option.id === chosen}
              name={name ?? generatedName}
              onChoose={choose}
              price={priceOf(option)}
              estimate={estimateOf(option)}
            />
          ))}
        </div>
      )}
      {view.freeShipping && (
        <p data-se-part="checkout-rates-free-shipping">
          {formatMessage(text.freeShippingHint, { amount: format.money(view.freeShipping.remaining, view.freeShipping.currency) }, locale)}
        </p>
      )}
    </fieldset>
  );
});
