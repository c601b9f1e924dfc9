import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import {
  CountryCodeSchema,
  ObjectIdSchema,
  commonFields,
  get,
  list,
  nullish,
  nullishBoolean,
  nullishString,
  optionalBoolean,
  optionalString,
  pageSchema,
  parseInput,
  post,
  type PageParams,
} from './shared';

/** One message of an address validation (`validation_results.messages`). */
export const AddressValidationMessageSchema = z.looseObject({
  code: nullishString,
  source: nullishString,
  text: nullishString,
  /** For example `address_warning` or `address_correction`. */
  type: nullishString,
});
export type AddressValidationMessage = z.infer<typeof AddressValidationMessageSchema>;

/** The outcome of validating an address. */
export const AddressValidationResultsSchema = z.looseObject({
  is_valid: nullishBoolean,
  messages: nullish(z.array(AddressValidationMessageSchema)),
});
export type AddressValidationResults = z.infer<typeof AddressValidationResultsSchema>;

const addressFields = {
  name: nullishString,
  company: nullishString,
  street1: nullishString,
  street2: nullishString,
  street3: nullishString,
  street_no: nullishString,
  city: nullishString,
  state: nullishString,
  zip: nullishString,
  /** Two-letter country code. */
  country: nullishString,
  phone: nullishString,
  email: nullishString,
  is_residential: nullishBoolean,
  metadata: nullishString,
  validate: nullishBoolean,
  is_complete: nullishBoolean,
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
export const EmbeddedAddressSchema = z.looseObject({ ...addressFields, ...commonFields, object_id: nullish(ObjectIdSchema) });
export type EmbeddedAddress = z.infer<typeof EmbeddedAddressSchema>;

/**
 * The body of an address create request. Only `country` is required to store an address; a
 * label purchase needs a complete one (name, street1, city, zip, and state where the country has
 * states), which the API reports through `validation_results` and `is_complete`.
 */
export const AddressInputSchema = z.object({
  name: optionalString,
  company: optionalString,
  street1: optionalString,
  street2: optionalString,
  street3: optionalString,
  street_no: optionalString,
  city: optionalString,
  state: optionalString,
  zip: optionalString,
  country: CountryCodeSchema,
  phone: optionalString,
  email: optionalString,
  is_residential: optionalBoolean,
  metadata: optionalString,
  /** Ask the API to validate the address while creating it. */
  validate: optionalBoolean,
});
export type AddressInput = z.input<typeof AddressInputSchema>;

export const AddressPageSchema = pageSchema(AddressSchema);
export type AddressPage = z.infer<typeof AddressPageSchema>;

/** Creates an address; with `validate: true`, the response carries `validation_results`. */
export async function createAddress(api: ApiClient, input: AddressInput, options?: RequestOptions): Promise<Address> {
  return post(api, '/addresses/', parseInput(AddressInputSchema, input), AddressSchema, options);
}

/** Retrieves an address. */
export async function getAddress(api: ApiClient, addressId: string, options?: RequestOptions): Promise<Address> {
  return get(api, `/addresses/${pathSegment(addressId, 'addressId')}`, AddressSchema, options);
}

/** Validates a stored address; the response is the address with fresh `validation_results`. */
export async function validateAddress(api: ApiClient, addressId: string, options?: RequestOptions): Promise<Address> {
  return get(api, `/addresses/${pathSegment(addressId, 'addressId')}/validate`, AddressSchema, options);
}

/** Lists stored addresses. */
export async function listAddresses(api: ApiClient, params: PageParams = {}, options?: RequestOptions): Promise<AddressPage> {
  return list(api, '/addresses/', params, AddressPageSchema, options);
}
