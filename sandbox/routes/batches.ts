import * as z from 'zod';
import { BatchInputSchema, BatchSchema, BatchShipmentInputSchema } from '../../src/api/resources/batches';
import { LIMITS } from '../../src/api/limits';
import type { RequestContext } from '../core/context';
import { HttpError, fieldErrors, parseBody, respond } from '../core/http';
import { paginate } from '../core/pagination';
import { createShipmentRecord } from './shipments';
import { purchaseRate } from './transactions';
import {
  FILE_URL_TTL_SECONDS,
  collectionOf,
  findOr400,
  findOr404,
  freshUrl,
  scopeSegment,
  text,
  type SandboxRouter,
  type StoredObject,
} from './shared';

type BatchShipmentInput = z.output<typeof BatchShipmentInputSchema>;

const tooLong = (value: string | undefined) => value !== undefined && [...value].length > LIMITS.maxMetadataLength;

function checkMetadata(input: { metadata?: string | undefined }, field: string, errors: Record<string, string[]>) {
  if (tooLong(input.metadata)) {
    errors[field] = [`Ensure this field has no more than ${LIMITS.maxMetadataLength} characters.`];
  }
}

function addShipments(context: RequestContext, batch: StoredObject, inputs: BatchShipmentInput[]) {
  const items = collectionOf(context, 'batch_shipments');
  for (const input of inputs) {
    items.insert({
      object_id: context.id('bsh'),
      batch_id: batch.object_id,
      order: items.size(),
      shipment: null,
      status: 'INVALID',
      carrier_account: input.carrier_account ?? null,
      servicelevel_token: input.servicelevel_token ?? null,
      metadata: input.metadata ?? '',
      messages: [],
      transaction: null,
      pending_input: input,
    });
  }
}

function itemsOf(context: RequestContext, batchId: string): StoredObject[] {
  return collectionOf(context, 'batch_shipments')
    .list()
    .filter((item) => item.batch_id === batchId)
    .sort((a, b) => Number(a.order) - Number(b.order));
}

/** Validates every shipment of a batch that has not been validated yet, then settles its status. */
function validateBatch(context: RequestContext, batchId: string) {
  const batches = collectionOf(context, 'batches');
  const batch = batches.get(batchId);
  if (!batch) {
    return;
  }
  const items = collectionOf(context, 'batch_shipments');
  for (const item of itemsOf(context, batchId)) {
    const input = item.pending_input as BatchShipmentInput | undefined;
    if (!input) {
      continue;
    }
    const carrierAccount = String(item.carrier_account ?? batch.default_carrier_account);
    const token = String(item.servicelevel_token ?? batch.default_servicelevel_token);
    try {
      const shipment = createShipmentRecord(context, { ...input.shipment, carrier_accounts: [carrierAccount], async: false });
      const rates = collectionOf(context, 'rates');
      const rate = ((shipment.rate_ids as string[]) ?? []).map((id) => rates.get(id)).find((candidate) => (candidate?.servicelevel as StoredObject | undefined)?.token === token);
      const to = shipment.address_to as StoredObject;
      const messages: string[] = [];
      if (!to.street1 || !to.city || !to.zip) {
        messages.push('address_to: street1, city and zip are required to buy a label.');
      }
      if (!rate) {
        messages.push(`No ${token} rate for this shipment with carrier account ${carrierAccount}.`);
      }
      items.update(item.object_id, {
        shipment: shipment.object_id,
        status: messages.length === 0 ? 'VALID' : 'INVALID',
        messages,
        rate_id: rate?.object_id ?? null,
        pending_input: undefined,
      });
    } catch (error) {
      const messages =
        error instanceof HttpError ? ['The shipment could not be created: check its addresses, parcels and carrier account.'] : ['The shipment could not be created.'];
      items.update(item.object_id, { status: 'INVALID', messages, pending_input: undefined });
    }
  }
  settleStatus(context, batchId);
}

function settleStatus(context: RequestContext, batchId: string) {
  const items = itemsOf(context, batchId);
  const succeeded = items.filter((item) => item.status === 'VALID').length;
  collectionOf(context, 'batches').update(batchId, {
    status: items.length > 0 && succeeded === items.length ? 'VALID' : 'INVALID',
    object_results: { creation_succeeded: succeeded, creation_failed: items.length - succeeded, purchase_succeeded: 0, purchase_failed: 0 },
    object_updated: context.nowIso(),
  });
}

async function purchaseBatchShipments(context: RequestContext, batchId: string) {
  const batch = collectionOf(context, 'batches').get(batchId);
  if (!batch) {
    return;
  }
  const items = collectionOf(context, 'batch_shipments');
  const rates = collectionOf(context, 'rates');
  let succeeded = 0;
  let failed = 0;
  for (const item of itemsOf(context, batchId)) {
    const rate = rates.get(String(item.rate_id));
    if (!rate) {
      failed += 1;
      items.update(item.object_id, { status: 'TRANSACTION_FAILED', messages: ['The rate of this shipment is gone; remove it and add it again.'] });
      continue;
    }
    const transaction = await purchaseRate(context, rate, { labelFileType: (text(batch.label_filetype) || 'PDF_4x6'), metadata: text(item.metadata) });
    if (transaction.status === 'SUCCESS') {
      succeeded += 1;
      items.update(item.object_id, { transaction: transaction.object_id });
    } else {
      failed += 1;
      const messages = ((transaction.messages as { text?: string }[]) ?? []).map((message) => text(message.text));
      items.update(item.object_id, { status: 'TRANSACTION_FAILED', transaction: transaction.object_id, messages });
    }
  }
  const segment = scopeSegment(context.scope);
  const files = Math.ceil(succeeded / LIMITS.labelsPerMergedFile);
  const extension = text(batch.label_filetype) === 'ZPLII' ? 'zpl' : 'pdf';
  const labelUrls = await Promise.all(
    Array.from({ length: files }, (_, index) => context.signedUrl(`/files/batches/${segment}/${batchId}-${index + 1}.${extension}`, FILE_URL_TTL_SECONDS)),
  );
  const results = (batch.object_results ?? {}) as StoredObject;
  collectionOf(context, 'batches').update(batchId, {
    status: 'PURCHASED',
    label_url: labelUrls,
    object_results: { ...results, purchase_succeeded: succeeded, purchase_failed: failed },
    object_updated: context.nowIso(),
  });
}

/** A stored batch as the API shows it, with one page of its shipments. */
async function publicBatch(context: RequestContext, batch: StoredObject): Promise<StoredObject> {
  const filter = context.url.searchParams.get('object_results');
  const all = itemsOf(context, batch.object_id).filter((item) => {
    switch (filter ?? '') {
      case 'creation_succeeded':
        return item.status === 'VALID' || item.transaction !== null;
      case 'creation_failed':
        return item.status === 'INVALID';
      case 'purchase_succeeded':
        return item.transaction !== null && item.status !== 'TRANSACTION_FAILED';
      case 'purchase_failed':
        return item.status === 'TRANSACTION_FAILED';
      default:
        return true;
    }
  });
  const visible = batch.status === 'VALIDATING' ? [] : all;
  const page = paginate(context, visible, 100);
  return {
    ...batch,
    label_url: await Promise.all(((batch.label_url as string[]) ?? []).map(async (url) => (await freshUrl(context, url)) ?? url)),
    batch_shipments: {
      ...page,
      results: page.results.map((item) => ({
        object_id: item.object_id,
        shipment: item.shipment,
        status: item.status,
        carrier_account: item.carrier_account,
        servicelevel_token: item.servicelevel_token,
        metadata: item.metadata,
        messages: item.messages,
        transaction: item.transaction,
      })),
    },
  };
}

function scheduleValidation(context: RequestContext, batchId: string) {
  context.scheduler.at(context.clock.now() + context.duration(1500), () => validateBatch(context, batchId));
}

/** Batches: created and validated asynchronously, shipments added and removed, then purchased. */
export function registerBatchRoutes(router: SandboxRouter): void {
  router.add('POST', '/batches', async (context) => {
    const input = parseBody(BatchInputSchema, await context.body());
    const errors: Record<string, string[]> = {};
    checkMetadata(input, 'metadata', errors);
    input.batch_shipments.forEach((shipment, index) => checkMetadata(shipment, `batch_shipments.${index}.metadata`, errors));
    findOr400(collectionOf(context, 'carrier_accounts'), input.default_carrier_account, 'default_carrier_account', 'Carrier account');
    if (Object.keys(errors).length > 0) {
      throw fieldErrors(errors);
    }
    const batch = collectionOf(context, 'batches').insert({
      ...context.common(context.id('bat')),
      default_carrier_account: input.default_carrier_account,
      default_servicelevel_token: input.default_servicelevel_token,
      label_filetype: input.label_filetype ?? '',
      metadata: input.metadata ?? '',
      status: 'VALIDATING',
      object_results: { creation_succeeded: 0, creation_failed: 0, purchase_succeeded: 0, purchase_failed: 0 },
      label_url: [],
    });
    addShipments(context, batch, input.batch_shipments);
    scheduleValidation(context, batch.object_id);
    // Created asynchronously: the response does not contain the shipments yet (spec §4).
    return respond(BatchSchema, { ...batch, batch_shipments: { next: null, previous: null, results: [] } }, 201);
  });

  router.add('GET', '/batches/:id', async (context, params) =>
    respond(BatchSchema, await publicBatch(context, findOr404(collectionOf(context, 'batches'), params.id ?? ''))),
  );

  router.add('POST', '/batches/:id/add_shipments', async (context, params) => {
    const batch = findOr404(collectionOf(context, 'batches'), params.id ?? '');
    const inputs = parseBody(z.array(BatchShipmentInputSchema).min(1, 'Send at least one batch shipment.'), await context.body());
    const errors: Record<string, string[]> = {};
    inputs.forEach((shipment, index) => checkMetadata(shipment, `${index}.metadata`, errors));
    if (Object.keys(errors).length > 0) {
      throw fieldErrors(errors);
    }
    if (batch.status === 'PURCHASING' || batch.status === 'PURCHASED') {
      throw fieldErrors({ __all__: [`Shipments cannot be added to a ${String(batch.status)} batch.`] });
    }
    addShipments(context, batch, inputs);
    collectionOf(context, 'batches').update(batch.object_id, { status: 'VALIDATING', object_updated: context.nowIso() });
    scheduleValidation(context, batch.object_id);
    return respond(BatchSchema, await publicBatch(context, findOr404(collectionOf(context, 'batches'), batch.object_id)));
  });

  router.add('POST', '/batches/:id/remove_shipments', async (context, params) => {
    const batch = findOr404(collectionOf(context, 'batches'), params.id ?? '');
    const ids = parseBody(z.array(z.string().min(1)).min(1, 'Send at least one batch shipment id.'), await context.body());
    if (batch.status === 'PURCHASING' || batch.status === 'PURCHASED') {
      throw fieldErrors({ __all__: [`Shipments cannot be removed from a ${String(batch.status)} batch.`] });
    }
    const items = collectionOf(context, 'batch_shipments');
    const unknown = ids.filter((id) => items.get(id)?.batch_id !== batch.object_id);
    if (unknown.length > 0) {
      throw fieldErrors({ __all__: [`Not in this batch: ${unknown.join(', ')}.`] });
    }
    ids.forEach((id) => items.remove(id));
    if (batch.status !== 'VALIDATING') {
      settleStatus(context, batch.object_id);
    }
    return respond(BatchSchema, await publicBatch(context, findOr404(collectionOf(context, 'batches'), batch.object_id)));
  });

  router.add('POST', '/batches/:id/purchase', async (context, params) => {
    const batch = findOr404(collectionOf(context, 'batches'), params.id ?? '');
    if (batch.status !== 'VALID') {
      throw fieldErrors({ __all__: [`Only a VALID batch can be purchased; this one is ${String(batch.status)}.`] });
    }
    collectionOf(context, 'batches').update(batch.object_id, { status: 'PURCHASING', object_updated: context.nowIso() });
    const count = itemsOf(context, batch.object_id).length;
    context.scheduler.at(context.clock.now() + context.duration(1000 + 20 * count), () => purchaseBatchShipments(context, batch.object_id));
    return respond(BatchSchema, await publicBatch(context, findOr404(collectionOf(context, 'batches'), batch.object_id)), 202);
  });
}
