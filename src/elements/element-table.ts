// The one table of the kit's custom elements: each row is a tag, the block it renders (loaded on
// the tag's first use), and how its attributes, properties and events reach the block. The
// element classes, the manifest (custom-elements.json) and the hosts' type declarations are made
// from it. A new block is one row here.
import { elementRow, type AnyElementSpec } from './element-spec';

/** Every tag of the kit, in the order of the blocks in `shipping-elements`. */
export const ELEMENT_TABLE: readonly AnyElementSpec[] = [
  elementRow({
    tag: 'shipping-address-form',
    block: 'AddressForm',
    load: () => import('./AddressFormElement').then((module) => module.AddressFormElement),
    attributes: [
      { prop: 'mode', type: 'string' },
      { prop: 'orderId', type: 'string' },
      { prop: 'name', type: 'string' },
      { prop: 'disabled', type: 'boolean' },
      { prop: 'readOnly', type: 'boolean' },
      { prop: 'submitLabel', type: 'string' },
    ],
    properties: ['value', 'defaultValue', 'countries'],
    events: [{ prop: 'onValueChange' }, { prop: 'onSubmit', name: 'address-saved' }, { prop: 'onError' }],
    formAssociated: true,
  }),
  elementRow({
    tag: 'shipping-label-purchase',
    block: 'LabelPurchase',
    load: () => import('../components/LabelPurchase/index').then((module) => module.LabelPurchase),
    attributes: [
      { prop: 'orderId', type: 'string' },
      { prop: 'shipmentId', type: 'string' },
      { prop: 'defaultSender', type: 'string' },
      { prop: 'labelFileType', type: 'string' },
    ],
    properties: ['defaultSender', 'options'],
    events: [{ prop: 'onPurchase', name: 'label-purchased' }, { prop: 'onRefund', name: 'label-refunded' }, { prop: 'onError' }],
  }),
  elementRow({
    tag: 'shipping-rate-picker',
    block: 'RatePicker',
    load: () => import('../components/RatePicker/index').then((module) => module.RatePicker),
    attributes: [
      { prop: 'shipmentId', type: 'string' },
      { prop: 'value', type: 'string' },
      { prop: 'defaultValue', type: 'string' },
      { prop: 'sort', type: 'string' },
      { prop: 'defaultSort', type: 'string' },
      { prop: 'collapsedCount', type: 'number' },
      { prop: 'name', type: 'string' },
    ],
    properties: ['addressFrom', 'addressTo', 'parcels', 'extra', 'carrierAccounts', 'filters', 'defaultFilters', 'preferredServiceLevels', 'hiddenServiceLevels', 'cartTotal'],
    events: [
      { prop: 'onValueChange', name: 'rate-change', args: ['rateId', 'rate'] },
      { prop: 'onValueClear', name: 'rate-clear' },
      { prop: 'onSortChange' },
      { prop: 'onFiltersChange' },
      { prop: 'onServiceGroupChange', args: ['group', 'option'] },
      { prop: 'onLoadError', name: 'error' },
    ],
  }),
  elementRow({
    tag: 'shipping-batch-uploader',
    block: 'BatchUploader',
    load: () => import('../components/BatchUploader/index').then((module) => module.BatchUploader),
    attributes: [
      { prop: 'sender', type: 'string' },
      { prop: 'batchId', type: 'string' },
      { prop: 'labelFileType', type: 'string' },
    ],
    properties: ['sender'],
    events: [{ prop: 'onBatchCreated' }, { prop: 'onStatusChange', name: 'batch-status-change' }, { prop: 'onPurchased', name: 'batch-purchased' }, { prop: 'onError' }],
  }),
  elementRow({
    tag: 'shipping-pickup-scheduler',
    block: 'PickupScheduler',
    load: () => import('../components/PickupScheduler/index').then((module) => module.PickupScheduler),
    attributes: [
      { prop: 'defaultCarrierAccount', type: 'string' },
      { prop: 'defaultAddress', type: 'string' },
    ],
    properties: ['pickupCarriers'],
    events: [{ prop: 'onSchedule', name: 'pickup-scheduled' }, { prop: 'onError' }],
  }),
  elementRow({
    tag: 'shipping-manifest-closeout',
    block: 'ManifestCloseout',
    load: () => import('../components/ManifestCloseout/index').then((module) => module.ManifestCloseout),
    attributes: [
      { prop: 'defaultCarrierAccount', type: 'string' },
      { prop: 'historyPageSize', type: 'number' },
    ],
    properties: [],
    events: [{ prop: 'onCreate', name: 'manifest-created' }, { prop: 'onError' }],
  }),
  elementRow({
    tag: 'shipping-report-downloader',
    block: 'ReportDownloader',
    load: () => import('../components/ReportDownloader/index').then((module) => module.ReportDownloader),
    attributes: [{ prop: 'previewRows', type: 'number' }],
    properties: ['defaultRunIds', 'createIdempotencyKey'],
    events: [{ prop: 'onRunIdsChange' }, { prop: 'onReady', name: 'report-ready' }, { prop: 'onRunFailed', name: 'report-failed' }, { prop: 'onError' }],
  }),
  elementRow({
    tag: 'shipping-orders-inbox',
    block: 'OrdersInbox',
    load: () => import('../components/OrdersInbox/index').then((module) => module.OrdersInbox),
    attributes: [{ prop: 'defaultSender', type: 'string' }],
    properties: ['filters', 'defaultFilters', 'defaultSender'],
    events: [
      { prop: 'onFiltersChange' },
      { prop: 'onShip' },
      { prop: 'onLabelPurchased', args: ['order', 'transaction'] },
      { prop: 'onOrderCreated' },
      { prop: 'onBatchPurchased' },
      { prop: 'onError' },
    ],
  }),
  elementRow({
    tag: 'shipping-label-history',
    block: 'LabelHistory',
    load: () => import('../components/LabelHistory/index').then((module) => module.LabelHistory),
    attributes: [{ prop: 'pageSize', type: 'number' }],
    properties: ['describe'],
    events: [{ prop: 'onRefund', name: 'label-refunded' }, { prop: 'onError' }],
  }),
  elementRow({
    tag: 'shipping-tracking-status',
    block: 'TrackingStatus',
    load: () => import('../components/TrackingStatus/index').then((module) => module.TrackingStatus),
    attributes: [
      { prop: 'transactionId', type: 'string' },
      { prop: 'carrier', type: 'string' },
      { prop: 'trackingNumber', type: 'string' },
      { prop: 'variant', type: 'string' },
    ],
    properties: [],
    events: [],
  }),
  elementRow({
    tag: 'shipping-service-groups',
    block: 'ServiceGroups',
    load: () => import('../components/ServiceGroups/index').then((module) => module.ServiceGroups),
    attributes: [
      { prop: 'currency', type: 'string' },
      { prop: 'previewCartTotal', type: 'string' },
      { prop: 'previewCartWeight', type: 'string' },
    ],
    properties: ['previewAddress'],
    events: [{ prop: 'onSave', name: 'service-group-saved' }, { prop: 'onDelete', name: 'service-group-deleted' }, { prop: 'onError' }],
  }),
];
