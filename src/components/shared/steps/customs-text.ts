import { addressFields } from '../../../locales/en/address-fields';
import { customs } from '../../../locales/en/customs';
import { units } from '../../../locales/en/units';

/**
 * The English namespaces the customs step's parts read beyond the shared ones, passed to
 * `useShippingElements('CustomsStep', CUSTOMS_TEXT)`: its own (`customs`), the units' names
 * (`units`, the items' weight units) and the address fields' (`addressFields`, the country
 * placeholder of an item's origin).
 */
export const CUSTOMS_TEXT = { customs, addressFields, units };
