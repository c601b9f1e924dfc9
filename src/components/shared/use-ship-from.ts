'use client';

import * as React from 'react';
import type { Address } from '../../api/resources/addresses';
import type { Transaction } from '../../api/resources/transactions';
import { useAddresses } from '../../queries/addresses';
import { useShipments } from '../../queries/shipments';
import { shipFromAddresses } from './ship-from';

const LIST = { results: 100 } as const;

/**
 * The places the merchant ships from (see {@link shipFromAddresses}), from the stored addresses
 * and the shipments of the 100 most recent of each; `places` is undefined until both are in.
 */
export function useShipFromPlaces(labels: readonly Transaction[] | undefined, defaultSender?: string, added?: readonly Address[]) {
  const addresses = useAddresses(LIST);
  const shipments = useShipments(LIST);
  const places = React.useMemo(
    () =>
      addresses.data && shipments.data
        ? shipFromAddresses({
            labels: labels ?? [],
            shipments: shipments.data.results,
            addresses: addresses.data.results,
            addressesComplete: !addresses.data.next,
            defaultSender,
            added,
          })
        : undefined,
    [addresses.data, shipments.data, labels, defaultSender, added],
  );
  return {
    places,
    /** Every stored address the lists brought (to find the one an id names). */
    addresses: addresses.data?.results,
    /** The shipments of the 100 most recent (their recipients name the labels). */
    shipments: shipments.data?.results,
    error: addresses.error ?? shipments.error,
    refetch: () => {
      void addresses.refetch();
      void shipments.refetch();
    },
  };
}
