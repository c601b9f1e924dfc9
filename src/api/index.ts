// Public entry of `shipping-elements/api`: the React-free typed client. Explicit names only.

export { ShippingElementsError, ApiError, AuthError, NetworkError, UnexpectedResponseError, InvalidRequestError, isShippingElementsError, isAbortError } from './errors';
export type { ShippingElementsErrorKind, ProblemDetails, ApiErrorInit, InvalidRequestCode, AnyShippingElementsError, ShippingElementsErrorByKind } from './errors';
export { DEFAULT_API_VERSION, createApiClient, problemCode } from './client';
export type { ApiAuth, RetryOptions, ApiClientOptions, RequestSafety, QueryValue, RequestOptions, ApiRequest, ApiResponse, ApiClient } from './client';
export { createTokenSource, parseTokenResponse, readJwtClaims } from './token';
export type { TokenResponse, FetchToken, TokenRefreshReason, TokenEvent, TokenSnapshot, TokenSourceOptions, TokenSource } from './token';
export { LIMITS, characterCount, checkMetadata, checkReportInterval, checkIdempotencyKey, checkUniqueColumns, checkPageParams, pathSegment } from './limits';
export { iteratePages, iterateItems } from './pagination';
export { ManagedAccountSchema, ManagedAccountListSchema, listManagedAccounts, EmbeddedTokenInputSchema, EmbeddedTokenSchema, createEmbeddedToken } from './resources/accounts';
export type { ManagedAccount, EmbeddedTokenInput, EmbeddedToken } from './resources/accounts';
export { ManagedAccountInputSchema, addManagedAccount, getManagedAccount, updateManagedAccount } from './resources/accounts';
export type { ManagedAccountInput } from './resources/accounts';
export { AddressValidationMessageSchema, AddressValidationResultsSchema, AddressSchema, EmbeddedAddressSchema, AddressInputSchema, AddressPageSchema, createAddress, getAddress, validateAddress, listAddresses } from './resources/addresses';
export type { AddressValidationMessage, AddressValidationResults, Address, EmbeddedAddress, AddressInput, AddressPage } from './resources/addresses';
export { BatchStatusSchema, BatchShipmentStatusSchema, BatchShipmentSchema, BatchShipmentPageSchema, BatchObjectResultsSchema, BatchSchema, BatchShipmentInputSchema, BatchInputSchema, createBatch, getBatch, addBatchShipments, removeBatchShipments, purchaseBatch } from './resources/batches';
export type { BatchStatus, BatchShipmentStatus, BatchShipment, BatchShipmentPage, BatchObjectResults, Batch, BatchShipmentInput, BatchInput, GetBatchParams } from './resources/batches';
export { CarrierServiceLevelSchema, CarrierAccountSchema, CarrierAccountPageSchema, listCarrierAccounts, getCarrierAccount } from './resources/carrier-accounts';
export type { CarrierServiceLevel, CarrierAccount, CarrierAccountPage, ListCarrierAccountsParams } from './resources/carrier-accounts';
export {
  CarrierAccountInputSchema,
  CarrierAccountUpdateSchema,
  CarrierRegistrationInputSchema,
  CarrierRegistrationStatusSchema,
  createCarrierAccount,
  updateCarrierAccount,
  registerCarrierAccount,
  getCarrierRegistrationStatus,
} from './resources/carrier-accounts';
export type { CarrierAccountInput, CarrierAccountUpdate, CarrierRegistrationInput, CarrierRegistrationState, CarrierRegistrationStatus } from './resources/carrier-accounts';
export { ContentsTypeSchema, NonDeliveryOptionSchema, IncotermSchema, EelPfcSchema, B13aFilingOptionSchema, CustomsItemSchema, CustomsItemInputSchema, CustomsDeclarationSchema, CustomsDeclarationInputSchema, CustomsItemPageSchema, CustomsDeclarationPageSchema, createCustomsItem, getCustomsItem, listCustomsItems, createCustomsDeclaration, getCustomsDeclaration, listCustomsDeclarations } from './resources/customs';
export type { ContentsType, NonDeliveryOption, Incoterm, EelPfc, B13aFilingOption, CustomsItem, CustomsItemInput, CustomsDeclaration, CustomsDeclarationInput, CustomsItemPage, CustomsDeclarationPage } from './resources/customs';
export { ManifestStatusSchema, ManifestSchema, ManifestInputSchema, ManifestPageSchema, createManifest, getManifest, listManifests } from './resources/manifests';
export type { ManifestStatus, Manifest, ManifestInput, ManifestPage } from './resources/manifests';
export { OrderStatusSchema, OrderLineItemSchema, OrderSchema, OrderPageSchema, listOrders, getOrder, orderMatchesSearch } from './resources/orders';
export type { OrderStatus, OrderLineItem, Order, OrderPage, OrderFilters, ListOrdersParams } from './resources/orders';
export { SERVICE_SHOP_APP, OrderShopAppSchema } from './resources/order-shop-apps';
export type { OrderShopApp } from './resources/order-shop-apps';
export { OrderLineItemInputSchema, OrderInputSchema, createOrder } from './resources/order-create';
export type { OrderLineItemInput, OrderInput } from './resources/order-create';
export { LiveRateLineItemSchema, LiveRateParcelSchema, LiveRatesInputSchema, LiveRateSchema, LiveRatePageSchema, DefaultParcelTemplateSchema, createLiveRates, getDefaultParcelTemplate, setDefaultParcelTemplate, clearDefaultParcelTemplate } from './resources/live-rates';
export type { LiveRateLineItem, LiveRateParcel, LiveRatesInput, LiveRate, LiveRatePage, DefaultParcelTemplate } from './resources/live-rates';
export { ParcelTemplateSchema, ParcelTemplateListSchema, listParcelTemplates, getParcelTemplate } from './resources/parcel-templates';
export type { ParcelTemplate } from './resources/parcel-templates';
export { DistanceUnitSchema, MassUnitSchema, CodSchema, InsuranceSchema, ParcelExtraSchema, ParcelSchema, ParcelInputSchema, ParcelPageSchema, createParcel, getParcel, listParcels } from './resources/parcels';
export type { DistanceUnit, MassUnit, Cod, Insurance, ParcelExtra, Parcel, ParcelInput, ParcelPage } from './resources/parcels';
export { PickupStatusSchema, BuildingLocationTypeSchema, BuildingTypeSchema, PickupLocationSchema, PickupSchema, PickupInputSchema, createPickup } from './resources/pickups';
export type { PickupStatus, BuildingLocationType, BuildingType, PickupLocation, Pickup, PickupInput } from './resources/pickups';
export { RateAttributeSchema, RateServiceLevelSchema, RateSchema, RatePageSchema, getRate, listShipmentRates } from './resources/rates';
export type { RateAttribute, RateServiceLevel, Rate, RatePage, ListShipmentRatesParams } from './resources/rates';
export { RefundStatusSchema, RefundSchema, RefundInputSchema, RefundPageSchema, createRefund, getRefund, listRefunds } from './resources/refunds';
export type { RefundStatus, Refund, RefundInput, RefundPage } from './resources/refunds';
export { ReportRunStatusSchema, ReportRunErrorCodeSchema, ReportingProblemCodeSchema, ProblemDocumentSchema, ReportTypeKeySchema, ReportIntervalSchema, ReportOutputFormatSchema, ReportDownloadSchema, ReportRunSchema, ReportRunInputSchema, ReportColumnSchema, DataAvailabilitySchema, ReportTypeSchema, ReportCatalogSchema, createReportRun, getReportRun, listReportTypes, getReportType, isReportDownloadUsable, downloadReportRun } from './resources/reports';
export type { ReportRunStatus, ReportRunErrorCode, ReportingProblemCode, ProblemDocument, ReportInterval, ReportDownload, ReportRun, ReportRunInput, ReportColumn, DataAvailability, ReportType, ReportCatalog, CreateReportRunResult } from './resources/reports';
export { ServiceGroupTypeSchema, ServiceGroupLevelSchema, ServiceGroupSchema, ServiceGroupInputSchema, ServiceGroupUpdateSchema, ServiceGroupListSchema, listServiceGroups, createServiceGroup, updateServiceGroup, deleteServiceGroup } from './resources/service-groups';
export type { ServiceGroupType, ServiceGroupLevel, ServiceGroup, ServiceGroupInput, ServiceGroupUpdate } from './resources/service-groups';
export { ObjectIdSchema, DateTimeSchema, DecimalStringSchema, CurrencyCodeSchema, CountryCodeSchema, MessageSchema, commonFields, pageSchema } from './resources/shared';
export type { Message, Page, PageParams } from './resources/shared';
export { ShipmentReferenceSchema, SHIPMENT_REFERENCE_FIELDS, SignatureConfirmationSchema, ShipmentExtraSchema, ShipmentStatusSchema, ShipmentSchema, ShipmentExtraInputSchema, ShipmentInputSchema, ShipmentPageSchema, createShipment, getShipment, listShipments } from './resources/shipments';
export type { ShipmentReference, ShipmentReferenceField, SignatureConfirmation, ShipmentExtra, ShipmentStatus, Shipment, ShipmentInput, ShipmentPage, ListShipmentsParams } from './resources/shipments';
export { LabelFileTypeSchema, TransactionStatusSchema, TrackingStatusSchema, TransactionRateSchema, TransactionSchema, TransactionFromRateInputSchema, InstantTransactionInputSchema, TransactionInputSchema, TransactionPageSchema, createTransaction, getTransaction, listTransactions } from './resources/transactions';
export type { LabelFileType, TransactionStatus, TrackingStatus, TransactionRate, Transaction, TransactionInput, TransactionPage, ListTransactionsParams } from './resources/transactions';
export { TrackingSubstatusCodeSchema, FINAL_TRACKING_STATUSES, isFinalTrackingStatus, TrackingLocationSchema, TrackingSubstatusSchema, TrackingEventSchema, TrackSchema, TrackInputSchema, getTrack, registerTrack } from './resources/tracks';
export type { TrackingSubstatusCode, TrackingLocation, TrackingSubstatus, TrackingEvent, Track, TrackInput } from './resources/tracks';
export { UserParcelTemplateSchema, UserParcelTemplateInputSchema, UserParcelTemplateListSchema, createUserParcelTemplate, listUserParcelTemplates, getUserParcelTemplate, updateUserParcelTemplate, deleteUserParcelTemplate } from './resources/user-parcel-templates';
export type { UserParcelTemplate, UserParcelTemplateInput } from './resources/user-parcel-templates';
export { WebhookEventTypeSchema, MAX_WEBHOOK_URL_LENGTH, WebhookSchema, WebhookPageSchema, WebhookInputSchema, WebhookEnvelopeSchema, createWebhook, listWebhooks, getWebhook, updateWebhook, deleteWebhook, parseWebhookEvent } from './resources/webhooks';
export type { WebhookEventType, Webhook, WebhookPage, WebhookInput, WebhookDeliveryEventType, WebhookEvent, UnknownWebhookEvent } from './resources/webhooks';
