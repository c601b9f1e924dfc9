'use client';

import * as React from 'react';
import { useCarrierAccounts } from '../../../queries/carrier-accounts';
import type { CarrierServiceLevel } from '../../../api/resources/carrier-accounts';
import type { SelectOption } from '../../../ui/form-controls';

/**
 * Whether a service level ships to another country. The API's service level (`name`, `token`,
 * `supports_return_labels`) does not say which lanes it serves, so the kit reads it from the token,
 * as carriers name them (`bluebird_international`, `…_international_express`, `…_worldwide_…`,
 * `…_global_…`); docs/api-coverage.md says so. The one place the kit decides it.
 */
export function servesAbroad(level: Pick<CarrierServiceLevel, 'token'>): boolean {
  return /(^|_)(international|intl|worldwide|global)(_|$)/i.test(level.token);
}

/** Which orders a service select is for: those shipped at home, those abroad, or any (`undefined`). */
export type ServiceLane = 'home' | 'abroad' | undefined;

/** Whether the service level serves the lane. */
export function servesLane(level: Pick<CarrierServiceLevel, 'token'>, lane: ServiceLane): boolean {
  return lane === undefined || servesAbroad(level) === (lane === 'abroad');
}

/**
 * The options of a batch's carrier account and service level selects: the account's active
 * carrier accounts (with their service levels), and the service levels of the one chosen, each
 * list headed by `choose`, only those that serve `lane` ({@link servesLane}). BatchUploader's
 * settings, OrdersInbox's ship-many settings and the fix shipment dialog use it.
 */
export function useCarrierAccountOptions(accountId: string | undefined, choose: string, lane?: ServiceLane) {
  const accounts = useCarrierAccounts({ service_levels: true });
  const accountOptions = React.useMemo<SelectOption[]>(
    () => [
      { value: '', label: choose },
      ...(accounts.data?.results ?? [])
        // An account none of whose services serves the lane is no choice for it.
        .filter((account) => account.active !== false && (lane === undefined || !account.service_levels || account.service_levels.some((level) => servesLane(level, lane))))
        .map((account) => ({ value: account.object_id, label: `${account.carrier_name ?? account.carrier ?? account.object_id} (${account.account_id ?? account.object_id})` })),
    ],
    [accounts.data, choose, lane],
  );
  const serviceOptions = React.useMemo<SelectOption[]>(() => {
    const account = accounts.data?.results.find((candidate) => candidate.object_id === accountId);
    return [{ value: '', label: choose }, ...(account?.service_levels ?? []).filter((level) => servesLane(level, lane)).map((level) => ({ value: level.token, label: level.name ?? level.token }))];
  }, [accounts.data, accountId, choose, lane]);
  return { accounts, accountOptions, serviceOptions };
}
