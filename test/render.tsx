// One render helper for DOM tests: a fresh kit provider (own QueryClient, sandbox token) around
// the UI, kept across rerenders, plus a userEvent instance.
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { de } from '../src/locales/de';
import { es } from '../src/locales/es';
import { fr } from '../src/locales/fr';
import { toCanonicalLocale } from '../src/provider/format';
import type { Messages } from '../src/provider/messages';
import { ShippingElementsProvider, type ShippingElementsProviderProps } from '../src/provider/ShippingElementsProvider';
import { TEST_API, mintTestToken } from './msw-sandbox';

const CATALOGUES: Readonly<Record<string, Messages>> = { es, fr, de };

/** The shipped catalogue of a locale's language, as a host would import it (none for English). */
function catalogueFor(locale: string | undefined): Messages | undefined {
  const tag = toCanonicalLocale(locale);
  return tag === undefined ? undefined : CATALOGUES[new Intl.Locale(tag).language];
}

/**
 * Renders `ui` inside a provider. A test that gives a `locale` and no `messages` gets the
 * catalogue of that locale's language, so `{ provider: { locale: 'de' } }` shows German text.
 */
export function renderWithElements(
  ui: React.ReactElement,
  options: { provider?: Partial<ShippingElementsProviderProps> } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { provider, ...renderOptions } = options;
  const fetchToken = provider?.fetchToken ?? (() => mintTestToken());
  const messages = provider?.messages ?? catalogueFor(provider?.locale);
  function Wrapper({ children }: { children: React.ReactNode }) {
    return (
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={fetchToken} {...provider} messages={messages}>
        {children}
      </ShippingElementsProvider>
    );
  }
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
