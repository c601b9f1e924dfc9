export { AccountStatusBanner, type AccountStatusBannerProps } from './AccountStatusBanner';
export { useAccountReadiness, type AccountReadiness } from './use-account-readiness';
export { carrierAccountReadiness, type AccountAction, type AccountReadinessFacts, type AccountReadinessGap, type CarrierAccountReadiness } from './account-readiness';
