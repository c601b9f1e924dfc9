import { pickupScheduler } from '../../locales/en/pickup-scheduler';
import { status } from '../../locales/en/status';

/**
 * The English namespaces PickupScheduler and ManifestCloseout read beyond the shared ones (they
 * share the `pickupScheduler` namespace), passed to `useShippingElements(name, PICKUP_SCHEDULER_TEXT)`.
 */
export const PICKUP_SCHEDULER_TEXT = { pickupScheduler, status };
