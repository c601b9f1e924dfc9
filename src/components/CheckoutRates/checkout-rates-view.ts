import type { CheckoutOption, CheckoutRatesAnswer } from '../../api/checkout-options';
import { checkoutRates as de } from '../../locales/de/checkout-rates';
import { checkoutRates as en } from '../../locales/en/checkout-rates';
import { checkoutRates as es } from '../../locales/es/checkout-rates';
import { checkoutRates as fr } from '../../locales/fr/checkout-rates';
import type { Messages } from '../../provider/messages';
import type { CheckoutOptionsRequest } from './use-checkout-options';

/** The texts of CheckoutRates: one language of the kit's `checkoutRates` namespace. */
export type CheckoutRatesMessages = Messages['checkoutRates'];

const CATALOGUES: Readonly<Record<string, CheckoutRatesMessages>> = { en, es, fr, de };

/**
 * The block's texts for `locale` (its language: `fr-CA` reads French; a language the kit does not
 * have reads English), with the host's `messages` over them; and the language they are in.
 */
export function checkoutRatesTextOf(locale: string, messages: Partial<CheckoutRatesMessages> | undefined): { text: CheckoutRatesMessages; language: string } {
  const requested = locale.split('-')[0]?.toLowerCase() ?? 'en';
  const language = Object.hasOwn(CATALOGUES, requested) ? requested : 'en';
  return { text: { ...(CATALOGUES[language] ?? en), ...messages }, language };
}

/** What the block shows: its `data-state`, the options, the free-shipping hint, and the status line. */
export type CheckoutRatesView =
  | { state: 'incomplete' | 'loading' | 'error'; status: string; options: readonly []; freeShipping: null }
  | { state: 'empty' | 'ready'; status: string; options: CheckoutOption[]; freeShipping: CheckoutRatesAnswer['free_shipping'] };

/** The view of one request's state, in the block's words. Pure. */
export function checkoutRatesViewOf(request: CheckoutOptionsRequest, text: CheckoutRatesMessages): CheckoutRatesView {
  switch (request.status) {
    case 'incomplete':
    case 'loading':
    case 'error':
      return { state: request.status, status: text[request.status], options: [], freeShipping: null };
    case 'ready': {
      const { options, free_shipping: freeShipping } = request.answer;
      return options.length === 0 ? { state: 'empty', status: text.empty, options, freeShipping } : { state: 'ready', status: '', options, freeShipping };
    }
  }
  return request satisfies never;
}
