import { serviceGroups } from '../../locales/en/service-groups';
import { units } from '../../locales/en/units';

/**
 * The English namespaces ServiceGroups reads beyond the shared ones, passed to
 * `useShippingElements('ServiceGroups', SERVICE_GROUPS_TEXT)`: its own, and the unit names of the
 * saved boxes.
 */
export const SERVICE_GROUPS_TEXT = { serviceGroups, units };
