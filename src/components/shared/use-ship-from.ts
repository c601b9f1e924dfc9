'use client';

import * as React from 'react';
import type { Address, AddressInput } from '../../api/resources/addresses';
import type { Transaction } from '../../api/resources/transactions';
import { useAddresses } from '../../queries/addresses';
import { useShipments } from '../../queries/shipments';
import { placeKey, shipFromAddresses } from './ship-from';

const LIST = { results: 100 } as const;

/**
 * The places the merchant ships from (see {@link shipFromAddresses}), from the stored addresses
 * and the shipments of the 100 most recent of each; `places` is undefined until both are in.
 * `defaultSender` is an address id, or an address (the stored address of the same place, the
 * oldest, stands for it; none when no stored address is at that place).
 */
export function useShipFromPlaces(labels: readonly Transaction[] | undefined, defaultSender?: AddressInput | string, added?: readonly Address[]) {
  const addresses = useAddresses(LIST);
  const shipments = useShipments(LIST);
  const senderId = typeof defaultSender === 'string' ? defaultSender : undefined;
  // A string, so an address written inline (a new object each render) keeps the places' identity.
  const senderPlace = typeof defaultSender === 'object' ? placeKey(defaultSender) : undefined;
  const places = React.useMemo(() => {
    if (!addresses.data || !shipments.data) {
      return undefined;
    }
    const stored = addresses.data.results;
    // Newest first: the last of a place is its oldest.
    const chosen = senderPlace === undefined ? senderId : [...stored].reverse().find((address) => placeKey(address) === senderPlace)?.object_id;
    return shipFromAddresses({ labels: labels ?? [], shipments: shipments.data.results, addresses: stored, addressesComplete: !addresses.data.next, defaultSender: chosen, added });
  }, [addresses.data, shipments.data, labels, senderId, senderPlace, added]);
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
