// One render helper for DOM tests: a fresh kit provider (own QueryClient, sandbox token) around
// the UI, kept across rerenders, plus a userEvent instance.
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { ShippingElementsProvider, type ShippingElementsProviderProps } from '../src/provider/ShippingElementsProvider';
import { TEST_API, mintTestToken } from './msw-sandbox';

export function renderWithElements(
  ui: React.ReactElement,
  options: { provider?: Partial<ShippingElementsProviderProps> } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { provider, ...renderOptions } = options;
  const fetchToken = provider?.fetchToken ?? (() => mintTestToken());
  function Wrapper({ children }: { children: React.ReactNode }) {
    return (
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={fetchToken} {...provider}>
        {children}
      </ShippingElementsProvider>
    );
  }
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
