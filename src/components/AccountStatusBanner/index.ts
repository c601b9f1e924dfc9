export { AccountStatusBanner, type AccountStatusBannerProps } from './AccountStatusBanner';
export { useAccountReadiness, type AccountReadiness } from './use-account-readiness';
export type { AccountAction, AccountReadinessGap, CarrierAccountReadiness } from './account-readiness';
