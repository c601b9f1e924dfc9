export { CarrierAccounts, type CarrierAccountsProps, type CarrierAccountsCarrier } from './CarrierAccounts';
export type { CarrierSigninOptions } from './use-carrier-signin';
export { completeCarrierSignin, type CompletedSignin } from './carrier-signin';
