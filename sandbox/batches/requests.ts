/**
 * The shape checks of batch requests. Only a body that is not a batch at all is refused (400):
 * not JSON, not an object, wrong types, metadata over 100 characters, no `batch_shipments` list,
 * a label file type outside the spec's ten, more than 10,000 shipments. What is inside each
 * batch shipment's `shipment` is checked later, in the background (see `./shipment-checks`), and
 * ends as that batch shipment's INVALID status with messages, as the spec's INVALID state says.
 *
 * Every message names the field as a person would, never a schema path; the keys stay the API's
 * `{ "field.path": ["message"] }` shape (the sandbox's 400 convention).
 */
import { LIMITS, characterCount } from '../../src/api/limits';
import { fieldErrors } from '../core/http';

/** The label file types of a batch (spec §2 Batch `label_filetype`). */
export const BATCH_LABEL_FILE_TYPES = ['PNG', 'PNG_2.3x7.5', 'PDF', 'PDF_2.3x7.5', 'PDF_4x6', 'PDF_4x8', 'PDF_A4', 'PDF_A5', 'PDF_A6', 'ZPLII'] as const;

/** Most batch shipments in one batch, and in one add_shipments call (public API: "up to 10,000"). */
export const MAX_BATCH_SHIPMENTS = 10_000;

/** Largest batch request body (bytes): 10,000 shipments with inline addresses fit. */
export const MAX_BATCH_BODY_BYTES = 16 * 1_048_576;

/** At most this many field errors are listed for one request, so a 400 stays small. */
const MAX_LISTED_ERRORS = 20;

/** One batch shipment as it arrived: its `shipment` is checked later, in the background. */
export interface RawBatchShipment {
  shipment: unknown;
  carrier_account?: string | undefined;
  servicelevel_token?: string | undefined;
  metadata?: string | undefined;
}

/** A create request whose envelope is a batch. */
export interface BatchRequest {
  default_carrier_account: string;
  default_servicelevel_token: string;
  label_filetype: string;
  metadata: string;
  batch_shipments: RawBatchShipment[];
}

type Errors = Record<string, string[]>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const count = (value: number) => value.toLocaleString('en-US');

function add(errors: Errors, field: string, message: string) {
  if (Object.keys(errors).length < MAX_LISTED_ERRORS || errors[field]) {
    (errors[field] ??= []).push(message);
  }
}

function throwIfAny(errors: Errors) {
  if (Object.keys(errors).length > 0) {
    throw fieldErrors(errors);
  }
}

/** An optional text field: absent, null or a string; anything else is an error. */
function optionalText(value: unknown, errors: Errors, field: string, words: string): string | undefined {
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value !== 'string') {
    add(errors, field, `${words} must be text.`);
    return undefined;
  }
  return value;
}

function checkMetadataLength(value: string | undefined, errors: Errors, field: string, words: string) {
  if (value !== undefined && characterCount(value) > LIMITS.maxMetadataLength) {
    add(errors, field, `${words} is ${characterCount(value)} characters long; at most ${LIMITS.maxMetadataLength} are allowed.`);
  }
}

function checkCount(length: number, errors: Errors, field: string) {
  if (length === 0) {
    add(errors, field, 'Add at least one shipment to the batch.');
  } else if (length > MAX_BATCH_SHIPMENTS) {
    add(errors, field, `A batch holds at most ${count(MAX_BATCH_SHIPMENTS)} shipments; this request has ${count(length)}. Split them into several batches.`);
  }
}

/** Checks the envelope of each batch shipment; `prefix` is `batch_shipments.` or empty (add_shipments). */
function readBatchShipments(list: unknown[], errors: Errors, prefix: string): RawBatchShipment[] {
  const shipments: RawBatchShipment[] = [];
  list.forEach((entry, index) => {
    const field = `${prefix}${index}`;
    const words = `Batch shipment ${index + 1}`;
    if (!isRecord(entry)) {
      add(errors, field, `${words} must be an object with a shipment (its addresses and parcels).`);
      return;
    }
    const carrierAccount = optionalText(entry.carrier_account, errors, `${field}.carrier_account`, `The carrier account of batch shipment ${index + 1}`);
    const servicelevelToken = optionalText(entry.servicelevel_token, errors, `${field}.servicelevel_token`, `The service level of batch shipment ${index + 1}`);
    const metadata = optionalText(entry.metadata, errors, `${field}.metadata`, `The metadata of batch shipment ${index + 1}`);
    checkMetadataLength(metadata, errors, `${field}.metadata`, `The metadata of batch shipment ${index + 1}`);
    shipments.push({
      shipment: entry.shipment,
      carrier_account: carrierAccount || undefined,
      servicelevel_token: servicelevelToken || undefined,
      metadata,
    });
  });
  return shipments;
}

function requireObjectBody(body: unknown): Record<string, unknown> {
  if (body === undefined) {
    throw fieldErrors({ __all__: ['Send the batch as a JSON body.'] });
  }
  if (!isRecord(body)) {
    throw fieldErrors({
      __all__: ['Send the batch as a JSON object with default_carrier_account, default_servicelevel_token and batch_shipments.'],
    });
  }
  return body;
}

/** Reads a `POST /batches/` body, or throws 400 with every envelope error in words. */
export function readBatchRequest(body: unknown): BatchRequest {
  const input = requireObjectBody(body);
  const errors: Errors = {};
  const carrierAccount = input.default_carrier_account;
  if (typeof carrierAccount !== 'string' || carrierAccount.trim() === '') {
    add(errors, 'default_carrier_account', 'Choose the default carrier account of the batch (its object id).');
  }
  const servicelevelToken = input.default_servicelevel_token;
  if (typeof servicelevelToken !== 'string' || servicelevelToken.trim() === '') {
    add(errors, 'default_servicelevel_token', 'Choose the default service level of the batch (a token such as parcelwise_ground).');
  }
  const labelFileType = optionalText(input.label_filetype, errors, 'label_filetype', 'The label file type');
  if (labelFileType && !(BATCH_LABEL_FILE_TYPES as readonly string[]).includes(labelFileType)) {
    add(errors, 'label_filetype', `The label file type "${labelFileType}" is not one of ${BATCH_LABEL_FILE_TYPES.join(', ')}.`);
  }
  const metadata = optionalText(input.metadata, errors, 'metadata', 'The batch metadata');
  checkMetadataLength(metadata, errors, 'metadata', 'The batch metadata');
  let shipments: RawBatchShipment[] = [];
  if (!Array.isArray(input.batch_shipments)) {
    add(errors, 'batch_shipments', 'Send the shipments of the batch as a list (batch_shipments).');
  } else {
    checkCount(input.batch_shipments.length, errors, 'batch_shipments');
    if (input.batch_shipments.length <= MAX_BATCH_SHIPMENTS) {
      shipments = readBatchShipments(input.batch_shipments, errors, 'batch_shipments.');
    }
  }
  throwIfAny(errors);
  return {
    default_carrier_account: String(carrierAccount),
    default_servicelevel_token: String(servicelevelToken),
    label_filetype: labelFileType ?? '',
    metadata: metadata ?? '',
    batch_shipments: shipments,
  };
}

/** Reads a `POST /batches/{id}/add_shipments` body: a list of batch shipments. */
export function readAddShipmentsRequest(body: unknown, alreadyInBatch: number): RawBatchShipment[] {
  if (body === undefined || !Array.isArray(body)) {
    throw fieldErrors({ __all__: ['Send the shipments to add as a JSON list of batch shipments.'] });
  }
  const errors: Errors = {};
  checkCount(body.length, errors, '__all__');
  if (body.length > 0 && alreadyInBatch + body.length > MAX_BATCH_SHIPMENTS) {
    add(
      errors,
      '__all__',
      `A batch holds at most ${count(MAX_BATCH_SHIPMENTS)} shipments; it has ${count(alreadyInBatch)} and this request adds ${count(body.length)}.`,
    );
  }
  throwIfAny(errors);
  const shipments = readBatchShipments(body, errors, '');
  throwIfAny(errors);
  return shipments;
}

/** Reads a `POST /batches/{id}/remove_shipments` body: a list of batch shipment ids. */
export function readRemoveShipmentsRequest(body: unknown): string[] {
  if (body === undefined || !Array.isArray(body) || body.length === 0) {
    throw fieldErrors({ __all__: ['Send the batch shipments to remove as a JSON list of their object ids.'] });
  }
  if (body.length > MAX_BATCH_SHIPMENTS) {
    throw fieldErrors({ __all__: [`Remove at most ${count(MAX_BATCH_SHIPMENTS)} batch shipments per request.`] });
  }
  const errors: Errors = {};
  body.forEach((id, index) => {
    if (typeof id !== 'string' || id.trim() === '') {
      add(errors, String(index), `Entry ${index + 1} must be the object id of a batch shipment (text).`);
    }
  });
  throwIfAny(errors);
  return body as string[];
}
