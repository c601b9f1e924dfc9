// Type tests of the `shipping-elements/api` entry, imported as a host does (tsconfig maps it to
// src/api/index.ts). tsc checks this file (the `types` Vitest project, and `npm run typecheck`);
// nothing here runs.
import { assertType, describe, expectTypeOf, test } from 'vitest';
import type * as z from 'zod/mini';
import {
  ApiError,
  createAddress,
  createApiClient,
  createReportRun,
  createShipment,
  createTransaction,
  downloadReportRun,
  getReportRun,
  getShipment,
  isShippingElementsError,
  iterateItems,
  iteratePages,
  LIMITS,
  listParcelTemplates,
  listShipmentRates,
  listShipments,
  listTransactions,
  RatePageSchema,
  ShipmentPageSchema,
  TransactionPageSchema,
  type Address,
  type AddressInput,
  type AddressInputSchema,
  type AddressSchema,
  type AnyShippingElementsError,
  type ApiClient,
  type ApiErrorInit,
  type AuthError,
  type CreateReportRunResult,
  type DEFAULT_API_VERSION,
  type InvalidRequestCode,
  type InvalidRequestError,
  type NetworkError,
  type Order,
  type OrderSchema,
  type OrderInput,
  type OrderInputSchema,
  type OrderPage,
  type OrderPageSchema,
  type OrderShopApp,
  createOrder,
  type Page,
  type ParcelTemplate,
  type Rate,
  type RateAttribute,
  type RatePage,
  type RateSchema,
  type Refund,
  type RefundSchema,
  type RefundStatus,
  type ReportRun,
  type ReportRunInput,
  type ReportRunInputSchema,
  type ReportRunSchema,
  type ReportRunStatus,
  type RequestOptions,
  type Shipment,
  type SHIPMENT_REFERENCE_FIELDS,
  type ShipmentInput,
  type ShipmentInputSchema,
  type ShipmentPage,
  type ShipmentReferenceField,
  type ShipmentSchema,
  type ShipmentStatus,
  type ShippingElementsError,
  type ShippingElementsErrorByKind,
  type Transaction,
  type TransactionInput,
  type TransactionInputSchema,
  type TransactionPage,
  type TransactionSchema,
  type TransactionStatus,
  type UnexpectedResponseError,
} from 'shipping-elements/api';

/**
 * The literal members of an open enum, without its `(string & {})` catch-all (and without `null`
 * or `undefined`): what an editor offers for autocompletion.
 */
type KnownValues<T> = T extends string ? (string extends T ? never : T) : never;

declare const api: ApiClient;
declare const unknownError: unknown;

describe('endpoint functions', () => {
  test('resolve to the parsed resource', () => {
    expectTypeOf(createShipment).parameters.toEqualTypeOf<[api: ApiClient, input: ShipmentInput, options?: RequestOptions]>();
    expectTypeOf(createShipment).returns.toEqualTypeOf<Promise<Shipment>>();
    expectTypeOf(getShipment).returns.toEqualTypeOf<Promise<Shipment>>();
    expectTypeOf(listShipments).returns.toEqualTypeOf<Promise<ShipmentPage>>();
    expectTypeOf(listShipmentRates).returns.toEqualTypeOf<Promise<RatePage>>();
    expectTypeOf(createAddress).returns.toEqualTypeOf<Promise<Address>>();
    expectTypeOf(createTransaction).returns.toEqualTypeOf<Promise<Transaction>>();
    expectTypeOf(listTransactions).returns.toEqualTypeOf<Promise<TransactionPage>>();
    expectTypeOf(getReportRun).returns.toEqualTypeOf<Promise<ReportRun>>();
    expectTypeOf(listParcelTemplates).returns.toEqualTypeOf<Promise<ParcelTemplate[]>>();
    expectTypeOf(createApiClient).returns.toEqualTypeOf<ApiClient>();
  });

  test('createReportRun says whether the run was replayed', () => {
    expectTypeOf(createReportRun).returns.toEqualTypeOf<Promise<CreateReportRunResult>>();
    expectTypeOf<CreateReportRunResult>().toEqualTypeOf<{ run: ReportRun; replayed: boolean }>();
    expectTypeOf(downloadReportRun).returns.toEqualTypeOf<Promise<{ run: ReportRun; file: Response }>>();
  });

  test('request bodies are checked at compile time too', () => {
    assertType<ShipmentInput>({ address_from: 'adr_from', address_to: 'adr_to', parcels: ['prc_1'] });
    assertType<ReportRunInput>({ report_type: 'invoice.v1', interval: { start: 1, end: 2 }, output_format: 'csv_gzip' });
    // @ts-expect-error a shipment needs its parcels
    assertType<ShipmentInput>({ address_from: 'adr_from', address_to: 'adr_to' });
    // @ts-expect-error request enums are closed: the API refuses other output formats
    assertType<ReportRunInput>({ report_type: 'invoice.v1', interval: { start: 1, end: 2 }, output_format: 'csv' });
    // @ts-expect-error the report interval is in epoch seconds, not date strings
    assertType<ReportRunInput>({ report_type: 'invoice.v1', interval: { start: '2024-01-01', end: '2024-02-01' } });
    // @ts-expect-error a label is bought from a rate id or an instant shipment, not from nothing
    assertType<TransactionInput>({ label_file_type: 'PDF' });
  });
});

describe('schemas', () => {
  test('the exported types are what the schemas parse to', () => {
    expectTypeOf<z.output<typeof ShipmentSchema>>().toEqualTypeOf<Shipment>();
    expectTypeOf<z.output<typeof ShipmentPageSchema>>().toEqualTypeOf<ShipmentPage>();
    expectTypeOf<z.output<typeof AddressSchema>>().toEqualTypeOf<Address>();
    expectTypeOf<z.output<typeof RateSchema>>().toEqualTypeOf<Rate>();
    expectTypeOf<z.output<typeof RatePageSchema>>().toEqualTypeOf<RatePage>();
    expectTypeOf<z.output<typeof TransactionSchema>>().toEqualTypeOf<Transaction>();
    expectTypeOf<z.output<typeof TransactionPageSchema>>().toEqualTypeOf<TransactionPage>();
    expectTypeOf<z.output<typeof RefundSchema>>().toEqualTypeOf<Refund>();
    expectTypeOf<z.output<typeof OrderSchema>>().toEqualTypeOf<Order>();
    expectTypeOf<z.output<typeof OrderPageSchema>>().toEqualTypeOf<OrderPage>();
    // The platform is typed as the known values or any other string.
    expectTypeOf<'Shopify'>().toExtend<NonNullable<Order['shop_app']>>();
    expectTypeOf<OrderShopApp>().toExtend<NonNullable<Order['shop_app']>>();
    expectTypeOf<OrderPage['count']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<z.output<typeof ReportRunSchema>>().toEqualTypeOf<ReportRun>();
  });

  test('the input types are what the request schemas accept', () => {
    expectTypeOf<z.input<typeof ShipmentInputSchema>>().toEqualTypeOf<ShipmentInput>();
    expectTypeOf<z.input<typeof AddressInputSchema>>().toEqualTypeOf<AddressInput>();
    expectTypeOf<z.input<typeof TransactionInputSchema>>().toEqualTypeOf<TransactionInput>();
    expectTypeOf<z.input<typeof ReportRunInputSchema>>().toEqualTypeOf<ReportRunInput>();
    expectTypeOf<z.input<typeof OrderInputSchema>>().toEqualTypeOf<OrderInput>();
    expectTypeOf(createOrder).returns.resolves.toEqualTypeOf<Order>();
    // placed_at and to_address are required; shop_app is not the client's to send.
    expectTypeOf<OrderInput>().toHaveProperty('placed_at').toEqualTypeOf<string>();
    expectTypeOf<OrderInput>().not.toHaveProperty('shop_app');
  });

  test('responses keep fields the API adds later', () => {
    expectTypeOf<Shipment>().toHaveProperty('a_field_from_next_year').toEqualTypeOf<unknown>();
    expectTypeOf<Shipment['object_id']>().toEqualTypeOf<string>();
    expectTypeOf<Shipment['rates']>().toEqualTypeOf<Rate[] | null | undefined>();
  });
});

describe('open enums', () => {
  test('response enums accept values the kit does not know yet', () => {
    assertType<Shipment['status']>('A_STATUS_FROM_NEXT_YEAR');
    assertType<Transaction['status']>('A_STATUS_FROM_NEXT_YEAR');
    assertType<ReportRun['status']>('A_STATUS_FROM_NEXT_YEAR');
    assertType<NonNullable<Rate['attributes']>[number]>('GREENEST');
  });

  test('and keep the known values as literals for autocompletion', () => {
    expectTypeOf<KnownValues<Shipment['status']>>().toEqualTypeOf<ShipmentStatus>();
    expectTypeOf<KnownValues<Transaction['status']>>().toEqualTypeOf<TransactionStatus>();
    expectTypeOf<KnownValues<ReportRun['status']>>().toEqualTypeOf<ReportRunStatus>();
    expectTypeOf<KnownValues<Refund['status']>>().toEqualTypeOf<RefundStatus>();
    expectTypeOf<KnownValues<NonNullable<Rate['attributes']>[number]>>().toEqualTypeOf<RateAttribute>();
    expectTypeOf<ShipmentStatus>().toEqualTypeOf<'WAITING' | 'QUEUED' | 'SUCCESS' | 'ERROR'>();
    expectTypeOf<ReportRunStatus>().toEqualTypeOf<'QUEUED' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED'>();
  });
});

describe('pagination helpers', () => {
  test('iterateItems yields the items of the page type', () => {
    const shipments = iterateItems(api, (options) => listShipments(api, {}, options), ShipmentPageSchema);
    expectTypeOf(shipments).toEqualTypeOf<AsyncGenerator<Shipment, void, undefined>>();
    const rates = iterateItems(api, (options) => listShipmentRates(api, { shipmentId: 'shp_1' }, options), RatePageSchema);
    expectTypeOf(rates).toEqualTypeOf<AsyncGenerator<Rate, void, undefined>>();
  });

  test('iteratePages yields whole pages', () => {
    const pages = iteratePages(api, (options) => listTransactions(api, {}, options), TransactionPageSchema, { maxPages: 5 });
    expectTypeOf(pages).toEqualTypeOf<AsyncGenerator<Page<Transaction>, void, undefined>>();
    expectTypeOf<ShipmentPage>().toExtend<Page<Shipment>>();
  });
});

describe('errors', () => {
  test('AnyShippingElementsError narrows on kind', () => {
    const describeError = (error: AnyShippingElementsError): string => {
      switch (error.kind) {
        case 'api':
          expectTypeOf(error).toEqualTypeOf<ApiError>();
          expectTypeOf(error.status).toEqualTypeOf<number>();
          expectTypeOf(error.fieldErrors).toEqualTypeOf<Readonly<Record<string, readonly string[]>>>();
          expectTypeOf(error.requestId).toEqualTypeOf<string | undefined>();
          expectTypeOf(error.retryAfterMs).toEqualTypeOf<number | undefined>();
          return error.code ?? String(error.status);
        case 'auth':
          expectTypeOf(error).toEqualTypeOf<AuthError>();
          return 'auth';
        case 'network':
          expectTypeOf(error).toEqualTypeOf<NetworkError>();
          return 'network';
        case 'unexpected-response':
          expectTypeOf(error).toEqualTypeOf<UnexpectedResponseError>();
          return 'unexpected-response';
        case 'invalid-request':
          expectTypeOf(error).toEqualTypeOf<InvalidRequestError>();
          expectTypeOf(error.code).toEqualTypeOf<InvalidRequestCode>();
          expectTypeOf(error.field).toEqualTypeOf<string | undefined>();
          return error.code;
        default:
          // Exhaustive: a new kind must be added to the union and to this switch.
          expectTypeOf(error).toBeNever();
          return 'unreachable';
      }
    };
    expectTypeOf(describeError).parameter(0).toEqualTypeOf<AnyShippingElementsError>();
    expectTypeOf<AnyShippingElementsError>().toExtend<ShippingElementsError>();
  });

  test('isShippingElementsError narrows by kind through ShippingElementsErrorByKind', () => {
    if (isShippingElementsError(unknownError, 'invalid-request')) {
      expectTypeOf(unknownError).toEqualTypeOf<InvalidRequestError>();
    }
    if (isShippingElementsError(unknownError, 'unexpected-response')) {
      expectTypeOf(unknownError).toEqualTypeOf<UnexpectedResponseError>();
    }
    expectTypeOf<ShippingElementsErrorByKind[AnyShippingElementsError['kind']]>().toEqualTypeOf<AnyShippingElementsError>();
    expectTypeOf(ApiError).constructorParameters.toEqualTypeOf<[init: ApiErrorInit]>();
  });
});

describe('constants', () => {
  test('are literal and read-only', () => {
    expectTypeOf<typeof DEFAULT_API_VERSION>().toEqualTypeOf<'2018-02-08'>();
    expectTypeOf(LIMITS.maxResultsPerPage).toEqualTypeOf<100>();
    expectTypeOf<(typeof SHIPMENT_REFERENCE_FIELDS)[number]>().toEqualTypeOf<ShipmentReferenceField>();
    // @ts-expect-error LIMITS is read-only
    LIMITS.maxResultsPerPage = 200;
  });
});
