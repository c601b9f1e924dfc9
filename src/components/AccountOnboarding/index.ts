export { AccountOnboarding, type AccountOnboardingProps } from './AccountOnboarding';
export type { AccountOnboardingStep } from './account-onboarding-machine';
export type { AccountOnboardingConnectContext } from './CarriersStep';
export type { AccountOnboardingExitReason } from './use-account-onboarding';
