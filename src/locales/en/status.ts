// The English names of the API's statuses, keyed by its enum values: a namespace the blocks that
// show statuses bring themselves (`useShippingElements('LabelPurchase', { …, status })`).
export const status = {
  transaction: {
    WAITING: 'Waiting',
    QUEUED: 'Queued',
    SUCCESS: 'Label created',
    ERROR: 'Failed',
    REFUNDED: 'Refunded',
    REFUNDPENDING: 'Refund pending',
    REFUNDREJECTED: 'Refund rejected',
  },
  tracking: {
    UNKNOWN: 'No tracking information',
    PRE_TRANSIT: 'Awaiting pickup',
    TRANSIT: 'In transit',
    DELIVERED: 'Delivered',
    RETURNED: 'Returned to sender',
    FAILURE: 'Delivery problem',
  },
  refund: {
    QUEUED: 'Refund queued',
    PENDING: 'Refund pending',
    SUCCESS: 'Refunded',
    ERROR: 'Refund failed',
  },
  batch: {
    VALIDATING: 'Validating',
    VALID: 'Ready to buy',
    INVALID: 'Has errors',
    PURCHASING: 'Buying labels',
    PURCHASED: 'Labels bought',
  },
  batchShipment: {
    INVALID: 'Invalid',
    VALID: 'Valid',
    INCOMPLETE: 'Incomplete',
    TRANSACTION_FAILED: 'Label purchase failed',
  },
  pickup: {
    PENDING: 'Awaiting confirmation',
    CONFIRMED: 'Confirmed',
    ERROR: 'Failed',
    CANCELLED: 'Cancelled',
  },
  reportRun: {
    QUEUED: 'Queued',
    PROCESSING: 'Processing',
    SUCCEEDED: 'Ready',
    FAILED: 'Failed',
  },
  order: {
    UNKNOWN: 'Unknown',
    AWAITPAY: 'Awaiting payment',
    PAID: 'Paid',
    REFUNDED: 'Refunded',
    CANCELLED: 'Cancelled',
    PARTIALLY_FULFILLED: 'Partially shipped',
    SHIPPED: 'Shipped',
  },
  shipment: {
    WAITING: 'Waiting',
    QUEUED: 'Getting rates',
    SUCCESS: 'Rates ready',
    ERROR: 'Failed',
  },
  unknown: 'Unknown status ({value})',
};
