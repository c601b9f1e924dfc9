import { labelHistory } from '../../locales/en/label-history';
import { status } from '../../locales/en/status';

/**
 * The English namespaces LabelHistory reads beyond the shared ones, passed to
 * `useShippingElements('LabelHistory', LABEL_HISTORY_TEXT)`. The parts it shares with
 * LabelPurchase (print, refund) and the embedded TrackingStatus bring their own.
 */
export const LABEL_HISTORY_TEXT = { labelHistory, status };
