import { pickup } from '../../locales/en/pickup';
import { status } from '../../locales/en/status';

/**
 * The English namespaces PickupScheduler and ManifestCloseout read beyond the shared ones (they
 * share the `pickup` namespace), passed to `useShippingElements(name, PICKUP_TEXT)`.
 */
export const PICKUP_TEXT = { pickup, status };
