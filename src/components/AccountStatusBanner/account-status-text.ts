import { accountOnboarding } from '../../locales/en/account-onboarding';

/**
 * The English namespace AccountStatusBanner reads beyond the shared ones, passed to
 * `useShippingElements('AccountStatusBanner', ACCOUNT_STATUS_TEXT)`: the account setup's.
 */
export const ACCOUNT_STATUS_TEXT = { accountOnboarding };
