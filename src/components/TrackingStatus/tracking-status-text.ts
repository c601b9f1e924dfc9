import { status } from '../../locales/en/status';
import { trackingStatus } from '../../locales/en/tracking-status';

/**
 * The English namespaces TrackingStatus reads beyond the shared ones, passed to
 * `useShippingElements('TrackingStatus', TRACKING_STATUS_TEXT)`: its own, and the status words.
 */
export const TRACKING_STATUS_TEXT = { trackingStatus, status };
