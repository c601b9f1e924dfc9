'use client';

// Public entry of `shipping-elements`: the provider, hooks and types. Explicit names only.
// Runtime schemas and endpoint functions live in "shipping-elements/api".

// Provider
export { ShippingElementsProvider } from './provider/ShippingElementsProvider';
export type { ShippingElementsProviderProps } from './provider/ShippingElementsProvider';
export { shareTokenAcrossTabs } from './provider/token-sharing';
export type { TokenSharing, TokenSharingOption } from './provider/token-sharing';
export type { LiveEventSource, SubscribeLiveEvents } from './provider/use-live-events';
export type { LiveEvent } from './api/live-events';
export { useShippingElements } from './provider/context';
export type { ShippingElementsContextValue, Formatters } from './provider/context';
export { APPEARANCE_VARIABLES } from './provider/appearance';
export type { Appearance, AppearanceVariables } from './provider/appearance';
// The text is English unless the host passes a catalogue from "shipping-elements/locales/<language>".
export { mergeMessages } from './provider/messages';
export type { Messages, PartialMessages, PluralMessage, MessageValue } from './provider/messages';
export type { ShippingElementsEvent, ShippingElementsEventType } from './provider/events';

// Blocks
export { AddressForm } from './components/AddressForm/AddressForm';
export type { AddressFormProps } from './components/AddressForm/AddressForm';
export type { AddressFormValue } from './components/shared/address/address-values';
export { LabelPurchase } from './components/LabelPurchase/LabelPurchase';
export type { LabelPurchaseProps } from './components/LabelPurchase/LabelPurchase';
export type { LabelPurchaseOption } from './components/shared/steps/options-values';
export { RatePicker } from './components/RatePicker/RatePicker';
export type { RatePickerProps, RatePickerBaseProps, RatePickerShipmentSource, RatePickerQuoteSource } from './components/RatePicker/RatePicker';
export type { RateSort } from './components/RatePicker/sort-rates';
export type { RateFilters } from './components/RatePicker/filter-rates';
export type { CartTotal, ServiceGroupOption } from './components/RatePicker/service-group-options';
// BatchUploader
export { BatchUploader } from './components/BatchUploader/BatchUploader';
export type { BatchUploaderProps } from './components/BatchUploader/BatchUploader';
export { ReportDownloader } from './components/ReportDownloader/ReportDownloader';
export type { ReportDownloaderProps } from './components/ReportDownloader/ReportDownloader';
export { OrdersInbox } from './components/OrdersInbox/OrdersInbox';
export type { OrdersInboxProps } from './components/OrdersInbox/OrdersInbox';
export { DEFAULT_ORDER_FILTERS } from './components/OrdersInbox/filter-values';
// After the label: tracking and the labels bought
export { TrackingStatus } from './components/TrackingStatus/TrackingStatus';
export type { TrackingStatusProps, TrackingStatusTarget } from './components/TrackingStatus/TrackingStatus';
export { LabelHistory } from './components/LabelHistory/LabelHistory';
export type { LabelHistoryProps, LabelDetails } from './components/LabelHistory/LabelHistory';
// The merchant's checkout settings: service groups, the checkout preview, saved boxes
export { ServiceGroups } from './components/ServiceGroups/ServiceGroups';
export type { ServiceGroupsProps } from './components/ServiceGroups/ServiceGroups';
// The account's setup: where it stands, the "action required" notice, onboarding
export { AccountStatusBanner } from './components/AccountStatusBanner/AccountStatusBanner';
export type { AccountStatusBannerProps } from './components/AccountStatusBanner/AccountStatusBanner';
export { useAccountReadiness } from './components/AccountStatusBanner/use-account-readiness';
export type { AccountReadiness } from './components/AccountStatusBanner/use-account-readiness';
export type { AccountAction, AccountReadinessFacts, AccountReadinessGap, CarrierAccountReadiness } from './components/AccountStatusBanner/account-readiness';
export { AccountOnboarding } from './components/AccountOnboarding/AccountOnboarding';
export type { AccountOnboardingProps } from './components/AccountOnboarding/AccountOnboarding';
export type { AccountOnboardingStep } from './components/AccountOnboarding/account-onboarding-machine';
export type { AccountOnboardingConnectContext } from './components/AccountOnboarding/CarriersStep';
export type { AccountOnboardingExitReason } from './components/AccountOnboarding/use-account-onboarding';
export { CarrierAccounts } from './components/CarrierAccounts/CarrierAccounts';
export type { CarrierAccountsProps, CarrierAccountsCarrier } from './components/CarrierAccounts/CarrierAccounts';
export type { CarrierSigninOptions } from './components/CarrierAccounts/use-carrier-signin';
export { completeCarrierSignin } from './components/CarrierAccounts/carrier-signin';
export type { CompletedSignin } from './components/CarrierAccounts/carrier-signin';
export { CARRIER_CONNECTIONS } from './lib/carrier-fields';
export type { CarrierConnection, CarrierField, CarrierFieldKind } from './lib/carrier-fields';

// Headless hooks and cache keys, for hosts that build their own UI
export { rootKey } from './queries/keys';
export { addressKeys, useAddress, useAddresses, useCreateAddress, useValidateAddress } from './queries/addresses';
export { carrierAccountKeys, useCarrierAccount, useCarrierAccounts } from './queries/carrier-accounts';
export { managedAccountKeys, useManagedAccounts } from './queries/accounts';
export { parcelTemplateKeys, useParcelTemplates } from './queries/parcel-templates';
export {
  serviceGroupKeys,
  useCreateServiceGroup,
  useDeleteServiceGroup,
  useServiceGroups,
  useUpdateServiceGroup,
} from './queries/service-groups';
export {
  liveRateKeys,
  useClearDefaultParcelTemplate,
  useDefaultParcelTemplate,
  useLiveRates,
  useSetDefaultParcelTemplate,
} from './queries/live-rates';
export {
  userParcelTemplateKeys,
  useCreateUserParcelTemplate,
  useDeleteUserParcelTemplate,
  useUpdateUserParcelTemplate,
  useUserParcelTemplates,
} from './queries/user-parcel-templates';
export { parcelKeys, useCreateParcel, useParcel, useParcels } from './queries/parcels';
export { rateKeys, useRate, useShipmentRates } from './queries/rates';
export { shipmentKeys, useCreateShipment, useInfiniteShipments, useShipment, useShipments } from './queries/shipments';
export {
  refundKeys,
  transactionKeys,
  useInfiniteTransactions,
  usePurchaseLabel,
  useRefund,
  useRefundLabel,
  useRefunds,
  useTransaction,
  useTransactions,
} from './queries/transactions';
export { orderKeys, useInfiniteOrders, useOrder, useOrderCounts, useOrderPages, useOrders } from './queries/orders';
export { useCreateOrder } from './queries/order-create';
export type { OrderCounts, OrderCountsOptions, OrderPages } from './queries/orders';
export { trackKeys, useRegisterTrack, useTrack } from './queries/tracks';
export type { TrackTarget } from './queries/tracks';
export { batchKeys, useAddBatchShipments, useBatch, useCreateBatch, usePurchaseBatch, useRemoveBatchShipments } from './queries/batches';
export { manifestKeys, useCreateManifest, useManifest, useManifests } from './queries/manifests';
export { pickupKeys, useSchedulePickup } from './queries/pickups';
export {
  customsDeclarationKeys,
  customsItemKeys,
  useCreateCustomsDeclaration,
  useCreateCustomsItem,
  useCustomsDeclarations,
  useCustomsItems,
} from './queries/customs';
export {
  reportRunKeys,
  reportTypeKeys,
  useCreateReportRun,
  useDownloadReport,
  useOpenReportFile,
  useReportRun,
  useReportType,
  useReportTypes,
} from './queries/reports';

// Errors and resource types
export {
  ShippingElementsError,
  ApiError,
  AuthError,
  NetworkError,
  UnexpectedResponseError,
  InvalidRequestError,
  isShippingElementsError,
} from './api/errors';
export type { AnyShippingElementsError, ShippingElementsErrorByKind, ShippingElementsErrorKind, InvalidRequestCode } from './api/errors';
export type { TokenEvent, TokenResponse, FetchToken } from './api/token';
export type { Address, AddressInput, AddressValidationResults } from './api/resources/addresses';
export type { Batch, BatchShipment, BatchStatus } from './api/resources/batches';
export type { CarrierAccount } from './api/resources/carrier-accounts';
export type { CustomsDeclaration, CustomsItem } from './api/resources/customs';
export type { Manifest } from './api/resources/manifests';
export type { Order, OrderFilters, OrderLineItem, OrderPage, OrderStatus } from './api/resources/orders';
export type { OrderShopApp } from './api/resources/order-shop-apps';
export type { OrderInput, OrderLineItemInput } from './api/resources/order-create';
export type { Parcel, ParcelInput } from './api/resources/parcels';
export type { ParcelTemplate } from './api/resources/parcel-templates';
export type { Pickup } from './api/resources/pickups';
export type { Rate, RateAttribute } from './api/resources/rates';
export type { Refund } from './api/resources/refunds';
export type { ReportRun, ReportType } from './api/resources/reports';
export type { ServiceGroup, ServiceGroupInput, ServiceGroupLevel, ServiceGroupType, ServiceGroupUpdate } from './api/resources/service-groups';
export type { DefaultParcelTemplate, LiveRate, LiveRateLineItem, LiveRatePage, LiveRateParcel, LiveRatesInput } from './api/resources/live-rates';
export type { UserParcelTemplate, UserParcelTemplateInput } from './api/resources/user-parcel-templates';
export type { Shipment, ShipmentExtra } from './api/resources/shipments';
export type { LabelFileType, Transaction, TransactionStatus } from './api/resources/transactions';
export type { Track, TrackingEvent, TrackingLocation, TrackingSubstatus, TrackInput } from './api/resources/tracks';

// Pickups and the end of the day (PickupScheduler, ManifestCloseout); their hooks are above
export { PickupScheduler } from './components/PickupScheduler/PickupScheduler';
export type { PickupSchedulerProps } from './components/PickupScheduler/PickupScheduler';
export { ManifestCloseout } from './components/ManifestCloseout/ManifestCloseout';
export type { ManifestCloseoutProps } from './components/ManifestCloseout/ManifestCloseout';
export type { PickupInput, PickupStatus, BuildingLocationType, BuildingType } from './api/resources/pickups';
export type { ManifestInput, ManifestStatus } from './api/resources/manifests';
