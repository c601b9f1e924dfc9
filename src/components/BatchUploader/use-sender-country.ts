'use client';

import type { AddressInput } from '../../api/resources/addresses';
import { useAddress } from '../../queries/addresses';

/**
 * The country shipments leave from: the sender's own, or its stored address's once loaded
 * (`undefined` until then: the preview then leaves the customs rule to the API).
 */
export function useSenderCountry(sender: AddressInput | string): string | undefined {
  const stored = useAddress(typeof sender === 'string' ? sender : undefined, { enabled: typeof sender === 'string' });
  const country = typeof sender === 'string' ? stored.data?.country : sender.country;
  return country ? country.toUpperCase() : undefined;
}
