import { carrierAccounts } from '../../locales/en/carrier-accounts';

/**
 * The English namespace CarrierAccounts reads beyond the shared ones, passed to
 * `useShippingElements('CarrierAccounts', CARRIER_ACCOUNTS_TEXT)`.
 */
export const CARRIER_ACCOUNTS_TEXT = { carrierAccounts };
