// Public entry of `shipping-elements`. The provider, components and hooks join this file as they
// land; until then it carries the error classes and resource types every host needs.
// Runtime schemas and endpoint functions live in "shipping-elements/api".

export {
  ShippingElementsError,
  ApiError,
  AuthError,
  NetworkError,
  UnexpectedResponseError,
  InvalidRequestError,
  isShippingElementsError,
} from './api/errors';
export type { ShippingElementsErrorKind, InvalidRequestCode } from './api/errors';
export type { TokenEvent, TokenResponse, FetchToken } from './api/token';
export type { Address, AddressInput, AddressValidationResults } from './api/resources/addresses';
export type { Batch, BatchShipment, BatchStatus } from './api/resources/batches';
export type { CarrierAccount } from './api/resources/carrier-accounts';
export type { CustomsDeclaration, CustomsItem } from './api/resources/customs';
export type { Manifest } from './api/resources/manifests';
export type { Order, OrderLineItem } from './api/resources/orders';
export type { Parcel, ParcelInput } from './api/resources/parcels';
export type { ParcelTemplate } from './api/resources/parcel-templates';
export type { Pickup } from './api/resources/pickups';
export type { Rate, RateAttribute } from './api/resources/rates';
export type { Refund } from './api/resources/refunds';
export type { ReportRun, ReportType } from './api/resources/reports';
export type { ServiceGroup } from './api/resources/service-groups';
export type { Shipment, ShipmentExtra } from './api/resources/shipments';
export type { LabelFileType, Transaction, TransactionStatus } from './api/resources/transactions';
