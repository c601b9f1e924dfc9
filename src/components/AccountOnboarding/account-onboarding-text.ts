import { accountOnboarding } from '../../locales/en/account-onboarding';
import { labelFiles } from '../../locales/en/label-files';
import { units } from '../../locales/en/units';

/**
 * The English namespaces AccountOnboarding reads beyond the shared ones (AddressForm brings its
 * own): the setup's, the label file types' names, and the unit names of the default package.
 */
export const ACCOUNT_ONBOARDING_TEXT = { accountOnboarding, labelFiles, units };
