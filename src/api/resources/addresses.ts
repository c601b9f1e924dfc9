import * as z from 'zod';
import type { ApiClient, RequestOptions } from '../client';
import { checkPageParams, pathSegment } from '../limits';
import { CountryCodeSchema, DateTimeSchema, ObjectIdSchema, commonFields, nullish, parseInput, pageSchema, type PageParams } from './shared';

/** One message of an address validation (`validation_results.messages`). */
export const AddressValidationMessageSchema = z.looseObject({
  code: nullish(z.string()),
  source: nullish(z.string()),
  text: nullish(z.string()),
  /** For example `address_warning` or `address_correction`. */
  type: nullish(z.string()),
});
export type AddressValidationMessage = z.infer<typeof AddressValidationMessageSchema>;

/** The outcome of validating an address. */
export const AddressValidationResultsSchema = z.looseObject({
  is_valid: nullish(z.boolean()),
  messages: nullish(z.array(AddressValidationMessageSchema)),
});
export type AddressValidationResults = z.infer<typeof AddressValidationResultsSchema>;

const addressFields = {
  name: nullish(z.string()),
  company: nullish(z.string()),
  street1: nullish(z.string()),
  street2: nullish(z.string()),
  street3: nullish(z.string()),
  street_no: nullish(z.string()),
  city: nullish(z.string()),
  state: nullish(z.string()),
  zip: nullish(z.string()),
  /** Two-letter country code. */
  country: nullish(z.string()),
  phone: nullish(z.string()),
  email: nullish(z.string()),
  is_residential: nullish(z.boolean()),
  metadata: nullish(z.string()),
  validate: nullish(z.boolean()),
  is_complete: nullish(z.boolean()),
  latitude: nullish(z.union([z.number(), z.string()])),
  longitude: nullish(z.union([z.number(), z.string()])),
  validation_results: nullish(AddressValidationResultsSchema),
};

/** An address as the API returns it (spec §2 Address). */
export const AddressSchema = z.looseObject({ ...addressFields, ...commonFields });
export type Address = z.infer<typeof AddressSchema>;

/**
 * An address nested in another object (an order, a pickup location), which may lack an id.
 */
export const EmbeddedAddressSchema = z.looseObject({
  ...addressFields,
  object_id: nullish(ObjectIdSchema),
  object_created: nullish(DateTimeSchema),
  object_updated: nullish(DateTimeSchema),
  object_owner: nullish(z.string()),
  test: nullish(z.boolean()),
});
export type EmbeddedAddress = z.infer<typeof EmbeddedAddressSchema>;

/**
 * The body of an address create request. Only `country` is required to store an address; a
 * label purchase needs a complete one (name, street1, city, zip, and state where the country has
 * states), which the API reports through `validation_results` and `is_complete`.
 */
export const AddressInputSchema = z.object({
  name: z.string().optional(),
  company: z.string().optional(),
  street1: z.string().optional(),
  street2: z.string().optional(),
  street3: z.string().optional(),
  street_no: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
  country: CountryCodeSchema,
  phone: z.string().optional(),
  email: z.string().optional(),
  is_residential: z.boolean().optional(),
  metadata: z.string().optional(),
  /** Ask the API to validate the address while creating it. */
  validate: z.boolean().optional(),
});
export type AddressInput = z.input<typeof AddressInputSchema>;

export const AddressPageSchema = pageSchema(AddressSchema);
export type AddressPage = z.infer<typeof AddressPageSchema>;

/** Creates an address; with `validate: true`, the response carries `validation_results`. */
export async function createAddress(api: ApiClient, input: AddressInput, options?: RequestOptions): Promise<Address> {
  return api.request({ method: 'POST', path: '/addresses/', body: parseInput(AddressInputSchema, input), schema: AddressSchema, ...options });
}

/** Retrieves an address. */
export async function getAddress(api: ApiClient, addressId: string, options?: RequestOptions): Promise<Address> {
  return api.request({ method: 'GET', path: `/addresses/${pathSegment(addressId, 'addressId')}`, schema: AddressSchema, ...options });
}

/** Validates a stored address; the response is the address with fresh `validation_results`. */
export async function validateAddress(api: ApiClient, addressId: string, options?: RequestOptions): Promise<Address> {
  return api.request({
    method: 'GET',
    path: `/addresses/${pathSegment(addressId, 'addressId')}/validate`,
    schema: AddressSchema,
    ...options,
  });
}

/** Lists stored addresses. */
export async function listAddresses(api: ApiClient, params: PageParams = {}, options?: RequestOptions): Promise<AddressPage> {
  checkPageParams(params);
  return api.request({ method: 'GET', path: '/addresses/', query: { ...params }, schema: AddressPageSchema, ...options });
}
