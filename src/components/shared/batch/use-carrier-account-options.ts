'use client';

import * as React from 'react';
import { useCarrierAccounts } from '../../../queries/carrier-accounts';
import type { SelectOption } from '../../../ui/form-controls';

/**
 * The options of a batch's carrier account and service level selects: the account's active
 * carrier accounts (with their service levels), and the service levels of the one chosen, each
 * list headed by `choose`. BatchUploader's settings and OrdersInbox's ship-many settings use it.
 */
export function useCarrierAccountOptions(accountId: string | undefined, choose: string) {
  const accounts = useCarrierAccounts({ service_levels: true });
  const accountOptions = React.useMemo<SelectOption[]>(
    () => [
      { value: '', label: choose },
      ...(accounts.data?.results ?? []).filter((account) => account.active !== false).map((account) => ({ value: account.object_id, label: `${account.carrier_name ?? account.carrier ?? account.object_id} (${account.account_id ?? account.object_id})` })),
    ],
    [accounts.data, choose],
  );
  const serviceOptions = React.useMemo<SelectOption[]>(() => {
    const account = accounts.data?.results.find((candidate) => candidate.object_id === accountId);
    return [{ value: '', label: choose }, ...(account?.service_levels ?? []).map((level) => ({ value: level.token, label: level.name ?? level.token }))];
  }, [accounts.data, accountId, choose]);
  return { accounts, accountOptions, serviceOptions };
}
