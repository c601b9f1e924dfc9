import { labelActions } from '../../../locales/en/label-actions';
import { status } from '../../../locales/en/status';

/**
 * The English namespaces the label's actions read beyond the shared ones, passed to
 * `useShippingElements('LabelActions', LABEL_ACTIONS_TEXT)`: their own (`labelActions`: print and
 * refund) and the statuses' names (`status`, a refund's status).
 */
export const LABEL_ACTIONS_TEXT = { labelActions, status };
