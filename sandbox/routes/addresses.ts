import { AddressInputSchema, AddressPageSchema, AddressSchema, type AddressInput } from '../../src/api/resources/addresses';
import { validateAddressFields } from '../address-validation';
import { hashString } from '../core/random';
import type { RequestContext } from '../core/context';
import { parseBody, respond } from '../core/http';
import { paginate } from '../core/pagination';
import { collectionOf, findOr404, newestFirst, text, type SandboxRouter, type StoredObject } from './shared';

/** Rough coordinates from the postcode, so the same address always lands on the same spot. */
function coordinates(zip: string, country: string) {
  const hash = hashString(`${country}:${zip}`);
  return { latitude: Number((((hash % 12_000) / 100) - 60).toFixed(4)), longitude: Number(((((hash >>> 8) % 36_000) / 100) - 180).toFixed(4)) };
}

/**
 * Stores an address. With `validate`, the stored address is the standardised one and carries
 * `validation_results`; an invalid one is stored as given, or as the validator's suggestion when
 * it derived one (still invalid: the address sent is not deliverable). Without, as given.
 */
export function storeAddress(context: RequestContext, input: AddressInput, validate: boolean): StoredObject {
  const checked = validateAddressFields(input);
  const asGiven = { ...input, country: input.country.toUpperCase() };
  const fields = validate ? (checked.isValid ? checked.address : (checked.suggestion ?? asGiven)) : asGiven;
  const address: StoredObject = {
    ...context.common(context.id('adr')),
    name: fields.name ?? '',
    company: fields.company ?? '',
    street1: fields.street1 ?? '',
    street2: fields.street2 ?? '',
    street3: fields.street3 ?? '',
    street_no: fields.street_no ?? '',
    city: fields.city ?? '',
    state: fields.state ?? '',
    zip: fields.zip ?? '',
    country: fields.country,
    phone: fields.phone ?? '',
    email: fields.email ?? '',
    is_residential: input.is_residential ?? (validate ? !fields.company : null),
    metadata: input.metadata ?? '',
    is_complete: checked.isComplete,
    ...(validate ? { ...coordinates(fields.zip ?? '', fields.country), validation_results: { is_valid: checked.isValid, messages: checked.messages } } : {}),
  };
  return collectionOf(context, 'addresses').insert(address);
}

/** Addresses: create (optionally validating), retrieve, validate, list (spec: not shown; public API). */
export function registerAddressRoutes(router: SandboxRouter): void {
  router.add('POST', '/addresses', async (context) => {
    const input = parseBody(AddressInputSchema, await context.body());
    return respond(AddressSchema, storeAddress(context, input, input.validate === true), 201);
  });

  router.add('GET', '/addresses', (context) =>
    respond(AddressPageSchema, paginate(context, newestFirst(collectionOf(context, 'addresses').list()), 5)),
  );

  router.add('GET', '/addresses/:id', (context, params) =>
    respond(AddressSchema, findOr404(collectionOf(context, 'addresses'), params.id ?? '')),
  );

  router.add('GET', '/addresses/:id/validate', (context, params) => {
    const stored = findOr404(collectionOf(context, 'addresses'), params.id ?? '');
    const input = AddressInputSchema.parse({
      ...Object.fromEntries(
        ['name', 'company', 'street1', 'street2', 'street3', 'street_no', 'city', 'state', 'zip', 'phone', 'email', 'metadata'].map((key) => [
          key,
          typeof stored[key] === 'string' ? stored[key] : undefined,
        ]),
      ),
      country: text(stored.country),
      is_residential: typeof stored.is_residential === 'boolean' ? stored.is_residential : undefined,
    });
    return respond(AddressSchema, storeAddress(context, input, true));
  });
}
