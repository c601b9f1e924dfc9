import type { CarrierAccount } from '../../api/resources/carrier-accounts';

/** The name the block gives an account in its news and labels: its nickname, else its carrier's. */
export const accountName = (account: CarrierAccount | undefined): string => account?.metadata || account?.carrier_name || account?.carrier || '';

/** Where an account's connection stands: connected, waiting for an OAuth sign-in, or refused by the carrier. */
export function connectionOf(account: CarrierAccount): 'connected' | 'pending' | 'reconnect' {
  const status = account.object_info?.authentication?.status;
  if (status === undefined || status === null || status === 'connected') {
    return 'connected';
  }
  return status === 'authorization_pending' ? 'pending' : 'reconnect';
}
