import { describe, expect, it } from 'vitest';
import { accountOnboardingMachine, initialAccountOnboardingState, nextStep } from './account-onboarding-machine';

describe('accountOnboardingMachine', () => {
  it('starts on the first step the account misses, and skips the ones it has', () => {
    const loading = initialAccountOnboardingState('PDF_4x6');
    expect(accountOnboardingMachine(loading, { type: 'readinessLoaded', missing: ['shipFrom', 'carrier', 'defaultPackage'] }).step).toBe('shipFrom');
    expect(accountOnboardingMachine(loading, { type: 'readinessLoaded', missing: ['defaultPackage'] }).step).toBe('defaults');
    expect(accountOnboardingMachine(loading, { type: 'readinessLoaded', missing: [] }).step).toBe('review');
    expect(nextStep(['shipFrom', 'defaultPackage'], 'shipFrom')).toBe('defaults');
  });

  it('goes back one step at a time, not while the defaults are being saved', () => {
    const defaults = accountOnboardingMachine(initialAccountOnboardingState('PDF_4x6'), { type: 'readinessLoaded', missing: ['defaultPackage'] });
    expect(accountOnboardingMachine(defaults, { type: 'wentBack' }).step).toBe('carriers');
    const saving = accountOnboardingMachine(defaults, { type: 'defaultsSaveStarted' });
    expect(accountOnboardingMachine(saving, { type: 'wentBack' })).toBe(saving);
  });

  it('finishes only when the API says the account can buy', () => {
    const review = accountOnboardingMachine(initialAccountOnboardingState('PDF_4x6'), { type: 'readinessLoaded', missing: [] });
    const checking = accountOnboardingMachine(review, { type: 'readinessCheckStarted' });
    expect(accountOnboardingMachine(checking, { type: 'readinessChecked', ready: false })).toMatchObject({ step: 'review', checking: false });
    expect(accountOnboardingMachine(checking, { type: 'readinessChecked', ready: true }).step).toBe('finished');
  });
});
