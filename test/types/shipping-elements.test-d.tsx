// Type tests of the `shipping-elements` entry: the contract a host's code compiles against. tsc
// checks this file (the `types` Vitest project, and `npm run typecheck`); nothing here runs.
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import {
  AddressForm,
  type ApiError,
  isShippingElementsError,
  LabelPurchase,
  mergeMessages,
  RatePicker,
  rootKey,
  shipmentKeys,
  ShippingElementsError,
  ShippingElementsProvider,
  shareTokenAcrossTabs,
  transactionKeys,
  useCreateReportRun,
  useDownloadReport,
  type useInfiniteShipments,
  useParcelTemplates,
  usePurchaseLabel,
  useShipment,
  useShipmentRates,
  useShippingElements,
  useTransaction,
  useRegisterTrack,
  useTrack,
  type Address,
  type AddressFormProps,
  type AddressFormValue,
  type Appearance,
  type AuthError,
  type FetchToken,
  type LabelFileType,
  type LabelPurchaseOption,
  type LabelPurchaseProps,
  type Messages,
  type MessageValue,
  type Order,
  type ParcelTemplate,
  type PartialMessages,
  type PluralMessage,
  type Rate,
  type RatePickerProps,
  type RateFilters,
  type RateSort,
  type Refund,
  type ReportRun,
  type Shipment,
  type ShippingElementsContextValue,
  type ShippingElementsErrorKind,
  type ShippingElementsEvent,
  type ShippingElementsProviderProps,
  type TokenSharingOption,
  type TokenResponse,
  type Track,
  type TrackInput,
  type TrackTarget,
  type Transaction,
  type CarrierAccount,
} from 'shipping-elements';
import { de } from 'shipping-elements/locales/de';
import { assertType, describe, expectTypeOf, test } from 'vitest';
// Types that live only in the React-free entry (`shipping-elements/api`); tsconfig maps no path
// for it, so it is imported from its source.
import type { CreateReportRunResult, RatePage, ReportRunInput, ShipmentPage, TransactionInput } from 'shipping-elements/api';

declare const address: Address;
declare const order: Order;
declare const fetchToken: FetchToken;
declare const unknownError: unknown;

describe('ShippingElementsProvider', () => {
  test('baseUrl is required; fetchToken is optional (without it the host pushes tokens)', () => {
    expectTypeOf<ShippingElementsProviderProps['baseUrl']>().toEqualTypeOf<string>();
    expectTypeOf<ShippingElementsProviderProps['fetchToken']>().toEqualTypeOf<FetchToken | undefined>();
    assertType<ShippingElementsProviderProps>({ baseUrl: '/api', fetchToken });
    // Push mode: no fetchToken; the host answers `token.expiring` through the context's setToken.
    assertType<ShippingElementsProviderProps>({ baseUrl: '/api' });
    expectTypeOf<ShippingElementsContextValue['setToken']>().toEqualTypeOf<(response: TokenResponse) => void>();
    // @ts-expect-error baseUrl is required
    assertType<ShippingElementsProviderProps>({ fetchToken });
    // @ts-expect-error baseUrl is a string
    assertType<ShippingElementsProviderProps>({ baseUrl: new URL('https://api.example.com') });
  });

  test('fetchToken may answer with the token route body or the bare token', () => {
    assertType<ShippingElementsProviderProps>({ baseUrl: '/api', fetchToken: () => Promise.resolve('header.payload.signature') });
    assertType<ShippingElementsProviderProps>({ baseUrl: '/api', fetchToken: () => Promise.resolve({ token: 'jwt', expires_in: 900 }) });
    expectTypeOf(fetchToken).parameter(0).toEqualTypeOf<{ signal: AbortSignal }>();
    // @ts-expect-error the token comes back in a promise
    assertType<ShippingElementsProviderProps>({ baseUrl: '/api', fetchToken: () => 'jwt' });
  });

  test('shares tokens across tabs only for an identity the host names with a string key', () => {
    expectTypeOf<ShippingElementsProviderProps['tokenSharing']>().toEqualTypeOf<TokenSharingOption | undefined>();
    expectTypeOf(shareTokenAcrossTabs).parameter(0).toEqualTypeOf<{ key: string }>();
    assertType<ShippingElementsProviderProps>({ baseUrl: '/api', fetchToken, tokenSharing: shareTokenAcrossTabs({ key: 'session:acct_1' }) });
    // @ts-expect-error sharing needs the identity's key, not a flag
    assertType<ShippingElementsProviderProps>({ baseUrl: '/api', fetchToken, tokenSharing: true });
    // @ts-expect-error the key is a string
    shareTokenAcrossTabs({ key: 42 });
  });

  test('renders with a catalogue and an appearance', () => {
    expectTypeOf(
      <ShippingElementsProvider
        baseUrl="/api"
        fetchToken={fetchToken}
        locale="de-AT"
        messages={de}
        appearance={{ theme: 'dark', variables: { colorPrimary: '#635bff' } }}
      >
        <RatePicker shipmentId="shp_1" />
      </ShippingElementsProvider>,
    ).toEqualTypeOf<React.JSX.Element>();
    // @ts-expect-error the themes are light and dark
    assertType<Appearance>({ theme: 'blue' });
    // @ts-expect-error appearance variables are a closed list of names
    assertType<Appearance>({ variables: { colourPrimary: '#000' } });
  });

  test('callbacks receive kit errors and a discriminated union of events', () => {
    expectTypeOf<NonNullable<ShippingElementsProviderProps['onError']>>().parameter(0).toEqualTypeOf<ShippingElementsError>();
    expectTypeOf<NonNullable<ShippingElementsProviderProps['onEvent']>>().parameter(0).toEqualTypeOf<ShippingElementsEvent>();
    const onEvent = (event: ShippingElementsEvent) => {
      if (event.type === 'label.purchased') {
        expectTypeOf(event.transaction).toEqualTypeOf<Transaction>();
      } else if (event.type === 'label.refunded') {
        expectTypeOf(event.refund).toEqualTypeOf<Refund>();
      } else if (event.type === 'report.ready') {
        expectTypeOf(event.run).toEqualTypeOf<ReportRun>();
      } else if (event.type === 'carrier_account.connected' || event.type === 'carrier_account.updated') {
        expectTypeOf(event.account).toEqualTypeOf<CarrierAccount>();
      } else if (event.type === 'error') {
        expectTypeOf(event.error).toEqualTypeOf<ShippingElementsError>();
        expectTypeOf(event.source).toEqualTypeOf<string>();
      }
    };
    expectTypeOf(onEvent).toExtend<NonNullable<ShippingElementsProviderProps['onEvent']>>();
  });

  test('useShippingElements returns the context value', () => {
    expectTypeOf(useShippingElements).returns.toEqualTypeOf<ShippingElementsContextValue>();
    expectTypeOf<ShippingElementsContextValue['messages']>().toEqualTypeOf<Messages>();
    expectTypeOf<ShippingElementsContextValue['locale']>().toEqualTypeOf<string>();
  });
});

describe('Messages', () => {
  test('a shipped catalogue is a complete Messages and fits the provider', () => {
    expectTypeOf(de).toEqualTypeOf<Messages>();
    expectTypeOf(de).toExtend<PartialMessages>();
    expectTypeOf(de).toExtend<NonNullable<ShippingElementsProviderProps['messages']>>();
  });

  test('texts are widened from English: strings stay strings, plural keys take every plural form', () => {
    expectTypeOf<Messages['ratePicker']['legend']>().toEqualTypeOf<string>();
    expectTypeOf<Messages['ratePicker']['estimatedDays']>().toEqualTypeOf<PluralMessage>();
    expectTypeOf<Messages['language']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<PluralMessage>().toExtend<MessageValue>();
    expectTypeOf<string>().toExtend<MessageValue>();
  });

  test('mergeMessages takes a catalogue and overrides and returns a catalogue', () => {
    expectTypeOf(mergeMessages).parameters.toEqualTypeOf<[catalogue: Messages, overrides?: PartialMessages]>();
    expectTypeOf(mergeMessages(de, { ratePicker: { legend: 'Versandart' } })).toEqualTypeOf<Messages>();
    const estimatedDays = { one: '{count} Tag', other: '{count} Tage' };
    expectTypeOf(mergeMessages(de, { language: 'de-CH', ratePicker: { estimatedDays } })).toEqualTypeOf<Messages>();
    // @ts-expect-error the first argument is a complete catalogue, not a few keys
    mergeMessages({ ratePicker: { legend: 'Versandart' } });
  });

  test('overrides are checked against the catalogue shape', () => {
    assertType<PartialMessages>({ ratePicker: { legend: 'Delivery speed' } });
    // @ts-expect-error an unknown namespace
    assertType<PartialMessages>({ checkout: { title: 'Checkout' } });
    // @ts-expect-error an unknown key in a known namespace
    assertType<PartialMessages>({ ratePicker: { legendTitle: 'Delivery speed' } });
    // @ts-expect-error a plural message needs its plural forms, not a single string
    assertType<PartialMessages>({ ratePicker: { estimatedDays: '{count} days' } });
    // @ts-expect-error a plural message always has `other`
    assertType<PartialMessages>({ ratePicker: { estimatedDays: { one: '{count} day' } } });
    // @ts-expect-error a string message is not a plural object
    assertType<PartialMessages>({ ratePicker: { legend: { other: 'Delivery speed' } } });
    // @ts-expect-error a complete catalogue has every namespace
    assertType<Messages>({ language: 'it' });
  });
});

describe('RatePicker', () => {
  test('the selected rate is controlled (value + onValueChange) or uncontrolled (defaultValue)', () => {
    expectTypeOf<RatePickerProps['value']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<RatePickerProps['defaultValue']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<RatePickerProps['onValueChange']>().toEqualTypeOf<((rateId: string, rate: Rate) => void) | undefined>();
    const onValueChange = (rateId: string, rate: Rate) => [rateId, rate.object_id];
    expectTypeOf(<RatePicker shipmentId="shp_1" value={null} onValueChange={onValueChange} />).toEqualTypeOf<React.JSX.Element>();
    expectTypeOf(<RatePicker shipmentId="shp_1" defaultValue="rate_1" />).toEqualTypeOf<React.JSX.Element>();
  });

  test('sort and filters come in the same controlled and uncontrolled pairs', () => {
    expectTypeOf<RatePickerProps['sort']>().toEqualTypeOf<RateSort | undefined>();
    expectTypeOf<RatePickerProps['defaultSort']>().toEqualTypeOf<RateSort | undefined>();
    expectTypeOf<RatePickerProps['onSortChange']>().toEqualTypeOf<((sort: RateSort) => void) | undefined>();
    expectTypeOf<RatePickerProps['filters']>().toEqualTypeOf<RateFilters | undefined>();
    expectTypeOf<RatePickerProps['defaultFilters']>().toEqualTypeOf<RateFilters | undefined>();
    expectTypeOf<RatePickerProps['onFiltersChange']>().toEqualTypeOf<((filters: RateFilters) => void) | undefined>();
    expectTypeOf<RateSort>().toEqualTypeOf<'price' | 'speed' | 'carrier'>();
    expectTypeOf<RatePickerProps['onLoadError']>().toEqualTypeOf<((error: ShippingElementsError) => void) | undefined>();
  });

  test('rates come from a shipment or from a quote, never both and never neither', () => {
    expectTypeOf(<RatePicker addressFrom="adr_from" addressTo="adr_to" parcels={['prc_1']} />).toEqualTypeOf<React.JSX.Element>();
    // @ts-expect-error a shipment and a quote at once
    assertType(<RatePicker shipmentId="shp_1" addressFrom="adr_from" addressTo="adr_to" parcels={['prc_1']} />);
    // @ts-expect-error no source of rates
    assertType(<RatePicker />);
    // @ts-expect-error a quote needs its parcels
    assertType(<RatePicker addressFrom="adr_from" addressTo="adr_to" />);
  });

  test('the root is a fieldset: its attributes pass through, the redefined ones do not', () => {
    expectTypeOf<React.ComponentRef<typeof RatePicker>>().toEqualTypeOf<HTMLFieldSetElement>();
    expectTypeOf(
      <RatePicker shipmentId="shp_1" className="rates" id="rates" aria-describedby="hint" data-testid="rates" />,
    ).toEqualTypeOf<React.JSX.Element>();
    // @ts-expect-error onValueChange replaces the fieldset's onChange
    assertType(<RatePicker shipmentId="shp_1" onChange={() => undefined} />);
  });
});

describe('AddressForm', () => {
  test('the address is controlled (value + onValueChange) or uncontrolled (defaultValue)', () => {
    expectTypeOf<AddressFormProps['value']>().toEqualTypeOf<AddressFormValue | undefined>();
    expectTypeOf<AddressFormProps['defaultValue']>().toEqualTypeOf<AddressFormValue | undefined>();
    expectTypeOf<AddressFormProps['onValueChange']>().toEqualTypeOf<((value: AddressFormValue) => void) | undefined>();
    expectTypeOf<AddressFormValue['street1']>().toEqualTypeOf<string | null | undefined>();
    // @ts-expect-error only the form's fields
    assertType<AddressFormValue>({ street4: 'Hinterhaus' });
  });

  test('an Address or an order recipient prefills it as it is', () => {
    expectTypeOf(address).toExtend<AddressFormValue>();
    expectTypeOf(<AddressForm defaultValue={address} />).toEqualTypeOf<React.JSX.Element>();
    expectTypeOf(<AddressForm defaultValue={order.to_address ?? undefined} />).toEqualTypeOf<React.JSX.Element>();
  });

  test('submits an Address and reports kit errors', () => {
    expectTypeOf<AddressFormProps['onSubmit']>().toEqualTypeOf<((address: Address) => void) | undefined>();
    expectTypeOf<AddressFormProps['onError']>().toEqualTypeOf<((error: ShippingElementsError) => void) | undefined>();
    expectTypeOf<AddressFormProps['mode']>().toEqualTypeOf<'sender' | 'recipient' | undefined>();
    expectTypeOf<React.ComponentRef<typeof AddressForm>>().toEqualTypeOf<HTMLFormElement>();
    // @ts-expect-error onSubmit receives the saved Address, not a form event
    assertType(<AddressForm onSubmit={(event: React.FormEvent<HTMLFormElement>) => event.preventDefault()} />);
  });
});

describe('LabelPurchase', () => {
  test('its starting points, options and callbacks', () => {
    expectTypeOf<LabelPurchaseProps['orderId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<LabelPurchaseProps['shipmentId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<LabelPurchaseProps['labelFileType']>().toEqualTypeOf<LabelFileType | undefined>();
    expectTypeOf<LabelPurchaseProps['options']>().toEqualTypeOf<readonly LabelPurchaseOption[] | undefined>();
    expectTypeOf<LabelPurchaseOption>().toEqualTypeOf<'signature' | 'insurance' | 'saturdayDelivery' | 'returnLabel' | 'references' | 'qrCode'>();
    expectTypeOf<LabelPurchaseProps['onPurchase']>().toEqualTypeOf<((transaction: Transaction) => void) | undefined>();
    expectTypeOf<LabelPurchaseProps['onRefund']>().toEqualTypeOf<((refund: Refund) => void) | undefined>();
    expectTypeOf<LabelPurchaseProps['onError']>().toEqualTypeOf<((error: ShippingElementsError) => void) | undefined>();
    expectTypeOf<React.ComponentRef<typeof LabelPurchase>>().toEqualTypeOf<HTMLElement>();
  });

  test('takes a sender address or its id, and known label formats only', () => {
    expectTypeOf(
      <LabelPurchase orderId="ord_1" defaultSender="adr_warehouse" options={['signature', 'insurance']} labelFileType="PDF_A6" />,
    ).toEqualTypeOf<React.JSX.Element>();
    const warehouse = { name: 'Warehouse', street1: '1 Main St', city: 'Springfield', zip: '12345', country: 'US' };
    expectTypeOf(<LabelPurchase defaultSender={warehouse} />).toEqualTypeOf<React.JSX.Element>();
    // @ts-expect-error an unknown label format
    assertType(<LabelPurchase labelFileType="PDF_9x9" />);
    // @ts-expect-error an unknown option
    assertType(<LabelPurchase options={['giftWrap']} />);
  });
});

describe('query and mutation hooks', () => {
  test('queries resolve to the resource and fail with a kit error', () => {
    expectTypeOf(useShipment).parameters.toEqualTypeOf<[shipmentId: string | undefined]>();
    expectTypeOf(useShipment).returns.toEqualTypeOf<UseQueryResult<Shipment, ShippingElementsError>>();
    expectTypeOf(useTransaction).returns.toEqualTypeOf<UseQueryResult<Transaction, ShippingElementsError>>();
    expectTypeOf(useShipmentRates).returns.toEqualTypeOf<UseQueryResult<RatePage, ShippingElementsError>>();
    expectTypeOf(useParcelTemplates).returns.toEqualTypeOf<UseQueryResult<ParcelTemplate[], ShippingElementsError>>();
    expectTypeOf<ReturnType<typeof useShipment>['data']>().toEqualTypeOf<Shipment | undefined>();
    expectTypeOf<ReturnType<typeof useShipment>['error']>().toEqualTypeOf<ShippingElementsError | null>();
  });

  test('useTrack follows a carrier’s number or a label; data is null while a label has no number', () => {
    expectTypeOf(useTrack).parameters.toEqualTypeOf<[target: TrackTarget | undefined]>();
    expectTypeOf(useTrack).returns.toEqualTypeOf<UseQueryResult<Track | null, ShippingElementsError>>();
    assertType<TrackTarget>({ carrier: 'usps', trackingNumber: '9205590164917312751089' });
    assertType<TrackTarget>({ transactionId: 'txn_1' });
    // @ts-expect-error a carrier needs its tracking number
    assertType<TrackTarget>({ carrier: 'usps' });
    expectTypeOf(useRegisterTrack).returns.toEqualTypeOf<UseMutationResult<Track, ShippingElementsError, TrackInput>>();
  });

  test('infinite lists hold their pages', () => {
    expectTypeOf<ReturnType<typeof useInfiniteShipments>['data']>().toEqualTypeOf<{ pages: ShipmentPage[] } | undefined>();
    expectTypeOf<ReturnType<typeof useInfiniteShipments>['error']>().toEqualTypeOf<ShippingElementsError | null>();
  });

  test('mutations take the request body and resolve to what the API returns', () => {
    expectTypeOf(usePurchaseLabel).returns.toEqualTypeOf<UseMutationResult<Transaction, ShippingElementsError, TransactionInput>>();
    expectTypeOf(useCreateReportRun).returns.toEqualTypeOf<UseMutationResult<CreateReportRunResult, ShippingElementsError, ReportRunInput>>();
    expectTypeOf(useDownloadReport).returns.toEqualTypeOf<UseMutationResult<Blob, ShippingElementsError, ReportRun>>();
    expectTypeOf<CreateReportRunResult>().toEqualTypeOf<{ run: ReportRun; replayed: boolean }>();
  });

  test('key factories build readonly tuples under the kit root', () => {
    expectTypeOf(rootKey()).toEqualTypeOf<readonly ['shipping-elements']>();
    expectTypeOf(shipmentKeys.all()).toEqualTypeOf<readonly ['shipping-elements', 'shipments']>();
    expectTypeOf(shipmentKeys.detail('shp_1')).toEqualTypeOf<readonly ['shipping-elements', 'shipments', 'detail', string]>();
    expectTypeOf(transactionKeys.lists()).toEqualTypeOf<readonly ['shipping-elements', 'transactions', 'list']>();
    expectTypeOf(shipmentKeys.list).parameters.toEqualTypeOf<[params?: object]>();
  });
});

describe('errors', () => {
  test('isShippingElementsError narrows unknown, by kind when asked', () => {
    if (isShippingElementsError(unknownError)) {
      expectTypeOf(unknownError).toEqualTypeOf<ShippingElementsError>();
      expectTypeOf(unknownError.kind).toEqualTypeOf<ShippingElementsErrorKind>();
    }
    if (isShippingElementsError(unknownError, 'api')) {
      expectTypeOf(unknownError).toEqualTypeOf<ApiError>();
      expectTypeOf(unknownError.status).toEqualTypeOf<number>();
      expectTypeOf(unknownError.code).toEqualTypeOf<string | undefined>();
      expectTypeOf(unknownError.requestId).toEqualTypeOf<string | undefined>();
      expectTypeOf(unknownError.fieldErrors).toEqualTypeOf<Readonly<Record<string, readonly string[]>>>();
    }
    if (isShippingElementsError(unknownError, 'auth')) {
      expectTypeOf(unknownError).toEqualTypeOf<AuthError>();
    }
    // @ts-expect-error not a kind of kit error
    isShippingElementsError(unknownError, 'timeout');
  });

  test('the kinds are literal, and the base class is abstract', () => {
    expectTypeOf<ShippingElementsErrorKind>().toEqualTypeOf<'api' | 'auth' | 'network' | 'unexpected-response' | 'invalid-request'>();
    expectTypeOf<ApiError['kind']>().toEqualTypeOf<'api'>();
    expectTypeOf<ApiError>().toExtend<ShippingElementsError>();
    expectTypeOf<ApiError>().toExtend<Error>();
    // @ts-expect-error ShippingElementsError is abstract: the kit throws its subclasses
    assertType(new ShippingElementsError('failed'));
  });
});
