'use client';

// The provider takes functions (fetchToken, onEvent), which a server component cannot pass: the
// host wraps it in its own client component and renders the blocks as its children.
import { ShippingElementsProvider, type ShippingElementsEvent, type TokenResponse } from 'shipping-elements';
import type { ReactNode } from 'react';

async function fetchToken({ signal }: { signal: AbortSignal }): Promise<TokenResponse> {
  const response = await fetch('/api/shipping-token', { method: 'POST', signal });
  if (!response.ok) {
    throw new Error(`Token route answered ${response.status}`);
  }
  return (await response.json()) as TokenResponse;
}

export function ShippingProvider({ baseUrl, children }: { baseUrl: string; children: ReactNode }) {
  return (
    <ShippingElementsProvider
      baseUrl={baseUrl}
      fetchToken={fetchToken}
      onEvent={(event: ShippingElementsEvent) => {
        if (event.type === 'error') {
          console.error(`shipping-elements ${event.type}`);
        }
      }}
    >
      {children}
    </ShippingElementsProvider>
  );
}
