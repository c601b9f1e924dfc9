import { BatchSchema } from '../../src/api/resources/batches';
import { LIMITS } from '../../src/api/limits';
import {
  MAX_BATCH_BODY_BYTES,
  readAddShipmentsRequest,
  readBatchRequest,
  readRemoveShipmentsRequest,
  type RawBatchShipment,
} from '../batches/requests';
import { checkShipment, findBatchRate } from '../batches/shipment-checks';
import { findServiceLevel } from '../carriers';
import type { RequestContext } from '../core/context';
import { HttpError, fieldErrors, readBody, respond } from '../core/http';
import { paginate } from '../core/pagination';
import { createShipmentRecord } from './shipments';
import { purchaseRate } from './transactions';
import { emitWebhookEvent } from './webhooks';
import {
  FILE_URL_TTL_SECONDS,
  collectionOf,
  findOr404,
  freshUrl,
  scopeSegment,
  text,
  type SandboxRouter,
  type StoredObject,
} from './shared';

/*
 * Batches as the API behaves (spec §2 Batch, §3 states; "not shown" parts follow the public API,
 * see docs/api-coverage.md "Batches"):
 *
 * - POST /batches/ refuses only a body that is not a batch (`../batches/requests`). A batch is
 *   stored VALIDATING; its shipments are validated in the background, CHUNK at a time, each
 *   ending VALID (its shipment created and rated) or INVALID with messages in words
 *   (`../batches/shipment-checks`). The batch settles VALID when all are valid, INVALID otherwise.
 * - Purchase moves VALID → PURCHASING → PURCHASED, buying CHUNK labels at a time through the same
 *   purchase as single labels (real transactions, real label files); failed purchases are
 *   TRANSACTION_FAILED with messages. A second purchase call buys nothing.
 */

/** Batch shipments validated or bought per background step. */
const CHUNK = 100;
/** Delays of the background work (divided by the sandbox's `speed`). */
const VALIDATION_START_MS = 1_000;
const VALIDATION_STEP_MS = 100;
const PURCHASE_START_MS = 1_000;
const PURCHASE_STEP_MS = 200;

/** The `object_results` filter values of GET /batches/{id} (public API). */
const RESULT_FILTERS = ['creation_succeeded', 'creation_failed', 'purchase_succeeded', 'purchase_failed'] as const;

const batchesOf = (context: RequestContext) => collectionOf(context, 'batches');
const itemsCollection = (context: RequestContext) => collectionOf(context, 'batch_shipments');

/** The batch shipments of a batch, in request order. */
function itemsOf(context: RequestContext, batch: StoredObject): StoredObject[] {
  const items = itemsCollection(context);
  return ((batch._item_ids as string[] | undefined) ?? []).map((id) => items.get(id)).filter((item): item is StoredObject => Boolean(item));
}

function addItems(context: RequestContext, batch: StoredObject, inputs: RawBatchShipment[]) {
  const items = itemsCollection(context);
  let order = Number(batch._next_order ?? 0);
  const ids = [...((batch._item_ids as string[] | undefined) ?? [])];
  for (const input of inputs) {
    const id = context.id('bsh');
    items.insert({
      object_id: id,
      batch_id: batch.object_id,
      order: order++,
      shipment: null,
      status: null,
      carrier_account: input.carrier_account ?? null,
      servicelevel_token: input.servicelevel_token ?? null,
      metadata: input.metadata ?? '',
      messages: [],
      transaction: null,
      rate_id: null,
      validated: false,
      _input: input.shipment,
    });
    ids.push(id);
  }
  batchesOf(context).update(batch.object_id, { _item_ids: ids, _next_order: order });
}

/** The body of a 400 raised while creating a shipment, flattened to its messages. */
async function errorMessages(error: unknown): Promise<string[]> {
  if (!(error instanceof HttpError)) {
    return ['The shipment could not be created.'];
  }
  const body = (await error.response.clone().json()) as Record<string, unknown>;
  return Object.values(body).flatMap((value) => (Array.isArray(value) ? value.map(String) : [String(value)]));
}

/** Validates one batch shipment: VALID with its shipment and rate, or INVALID with messages. */
async function validateItem(context: RequestContext, batch: StoredObject, item: StoredObject) {
  const messages: string[] = [];
  const check = checkShipment(context, item._input);
  if (!check.ok) {
    messages.push(...check.messages);
  }
  const accountId = text(item.carrier_account) || text(batch.default_carrier_account);
  const account = collectionOf(context, 'carrier_accounts').get(accountId);
  if (!account) {
    messages.push(`The carrier account "${accountId}" does not exist.`);
  } else if (account.active === false) {
    messages.push(`The carrier account "${accountId}" is not active.`);
  }
  const token = text(item.servicelevel_token) || text(batch.default_servicelevel_token);
  const level = findServiceLevel(token);
  if (!level) {
    messages.push(`The service level "${token}" does not exist.`);
  } else if (account && level.carrier.carrier !== account.carrier) {
    messages.push(`The service level "${token}" belongs to ${level.carrier.name}, not to the carrier account's ${text(account.carrier_name) || text(account.carrier)}.`);
  }
  const patch: StoredObject = { object_id: item.object_id, validated: true, _input: undefined };
  if (messages.length === 0 && check.ok && account) {
    try {
      const shipment = createShipmentRecord(context, { ...check.shipment, carrier_accounts: [accountId], async: false });
      patch.shipment = shipment.object_id;
      const shipmentMessages = (shipment.messages as { code?: string }[] | undefined) ?? [];
      if (shipmentMessages.some((message) => message.code === 'customs_declaration_missing')) {
        messages.push('This international shipment needs a customs declaration before a label can be bought.');
      } else {
        const found = findBatchRate(context, shipment, account, token);
        if ('rate' in found) {
          patch.rate_id = found.rate.object_id;
        } else {
          messages.push(...found.messages);
        }
      }
    } catch (error) {
      messages.push(...(await errorMessages(error)));
    }
  }
  itemsCollection(context).update(item.object_id, { ...patch, status: messages.length === 0 ? 'VALID' : 'INVALID', messages });
}

/**
 * The batch as a webhook event shows it: its first page of shipments, whatever the query of the
 * request whose background work raised the event.
 */
function emitBatchEvent(context: RequestContext, event: 'batch_created' | 'batch_purchased', batchId: string) {
  return emitWebhookEvent(context, event, batchId, async () => {
    const url = new URL(`/batches/${batchId}`, context.origin);
    return publicBatch({ ...context, url }, findOr404(batchesOf(context), batchId));
  });
}

/**
 * Recounts a batch that is not being bought, and settles VALIDATING, VALID or INVALID. The first
 * time a batch leaves VALIDATING its asynchronous creation is complete: `batch_created` (the
 * public API's event; it has none for the re-validation after add or remove).
 */
async function settle(context: RequestContext, batchId: string) {
  const batch = batchesOf(context).get(batchId);
  if (!batch || batch.status === 'PURCHASING' || batch.status === 'PURCHASED') {
    return;
  }
  const items = itemsOf(context, batch);
  const pending = items.filter((item) => item.validated !== true).length;
  const succeeded = items.filter((item) => item.status === 'VALID').length;
  const failed = items.filter((item) => item.validated === true && item.status !== 'VALID').length;
  const status = pending > 0 ? 'VALIDATING' : items.length > 0 && failed === 0 ? 'VALID' : 'INVALID';
  const created = status !== 'VALIDATING' && batch._created_event !== true;
  batchesOf(context).update(batchId, {
    status,
    object_results: { creation_succeeded: succeeded, creation_failed: failed, purchase_succeeded: 0, purchase_failed: 0 },
    object_updated: context.nowIso(),
    ...(created ? { _created_event: true } : {}),
  });
  if (created) {
    await emitBatchEvent(context, 'batch_created', batchId);
  }
}

/**
 * Schedules the next validation step at `at` (epoch ms). Steps follow each other on the sandbox
 * clock (a step's successor is due STEP after it, not after the moment it ran), so advancing a
 * manual clock by the whole duration runs them all.
 */
function scheduleValidation(context: RequestContext, batchId: string, at: number) {
  const batch = batchesOf(context).get(batchId);
  if (!batch || batch._validation_scheduled === true) {
    return;
  }
  batchesOf(context).update(batchId, { _validation_scheduled: true });
  context.scheduler.at(at, () => validateStep(context, batchId, at));
}

/** One background step: validates the next CHUNK pending shipments, then schedules the next step. */
async function validateStep(context: RequestContext, batchId: string, at: number) {
  const batch = batchesOf(context).get(batchId);
  if (!batch) {
    return;
  }
  batchesOf(context).update(batchId, { _validation_scheduled: false });
  const pending = itemsOf(context, batch).filter((item) => item.validated !== true);
  for (const item of pending.slice(0, CHUNK)) {
    try {
      await validateItem(context, batch, item);
    } catch {
      // Never let one odd shipment stop the batch (or fail the request that runs the step).
      itemsCollection(context).update(item.object_id, { validated: true, _input: undefined, status: 'INVALID', messages: ['The shipment could not be checked: send it again.'] });
    }
  }
  await settle(context, batchId);
  if (pending.length > CHUNK) {
    scheduleValidation(context, batchId, at + context.duration(VALIDATION_STEP_MS));
  }
}

/** One background step of a purchase: buys the next CHUNK labels; the last step ends PURCHASED. */
async function purchaseStep(context: RequestContext, batchId: string, at: number) {
  const batch = batchesOf(context).get(batchId);
  if (batch?.status !== 'PURCHASING') {
    return;
  }
  const items = itemsCollection(context);
  const rates = collectionOf(context, 'rates');
  const all = itemsOf(context, batch);
  const waiting = all.filter((item) => item.purchase_done !== true);
  for (const item of waiting.slice(0, CHUNK)) {
    const rate = rates.get(text(item.rate_id));
    let patch: StoredObject;
    try {
      if (!rate) {
        throw new Error('The rate of this shipment is gone: remove it and add it again.');
      }
      const transaction = await purchaseRate(context, rate, { labelFileType: text(batch.label_filetype) || undefined, metadata: text(item.metadata) });
      const failed = transaction.status !== 'SUCCESS';
      const messages = failed ? ((transaction.messages as { text?: string }[] | undefined) ?? []).map((message) => text(message.text)).filter(Boolean) : [];
      patch = {
        object_id: item.object_id,
        transaction: transaction.object_id,
        status: failed ? 'TRANSACTION_FAILED' : 'VALID',
        messages: failed && messages.length === 0 ? ['The label could not be bought.'] : messages,
      };
    } catch (error) {
      const messages = error instanceof HttpError ? await errorMessages(error) : [error instanceof Error ? error.message : 'The label could not be bought.'];
      patch = { object_id: item.object_id, status: 'TRANSACTION_FAILED', messages };
    }
    items.update(item.object_id, { ...patch, purchase_done: true });
  }
  const done = itemsOf(context, batch).filter((item) => item.purchase_done === true);
  const failed = done.filter((item) => item.status === 'TRANSACTION_FAILED').length;
  const succeeded = done.length - failed;
  const results = { ...((batch.object_results ?? {}) as StoredObject), purchase_succeeded: succeeded, purchase_failed: failed };
  if (waiting.length > CHUNK) {
    batchesOf(context).update(batchId, { object_results: results, object_updated: context.nowIso() });
    const next = at + context.duration(PURCHASE_STEP_MS);
    context.scheduler.at(next, () => purchaseStep(context, batchId, next));
    return;
  }
  const segment = scopeSegment(context.scope);
  const extension = text(batch.label_filetype) === 'ZPLII' ? 'zpl' : 'pdf';
  const files = Math.ceil(succeeded / LIMITS.labelsPerMergedFile);
  const labelUrls = await Promise.all(
    Array.from({ length: files }, (_, index) => context.signedUrl(`/files/batches/${segment}/${batchId}-${index + 1}.${extension}`, FILE_URL_TTL_SECONDS)),
  );
  batchesOf(context).update(batchId, { status: 'PURCHASED', label_url: labelUrls, object_results: results, object_updated: context.nowIso() });
  await emitBatchEvent(context, 'batch_purchased', batchId);
}

function matchesFilter(item: StoredObject, filter: (typeof RESULT_FILTERS)[number] | null): boolean {
  switch (filter) {
    case 'creation_succeeded':
      return item.status === 'VALID' || item.status === 'TRANSACTION_FAILED';
    case 'creation_failed':
      return item.status === 'INVALID' || item.status === 'INCOMPLETE';
    case 'purchase_succeeded':
      return item.status === 'VALID' && Boolean(item.transaction);
    case 'purchase_failed':
      return item.status === 'TRANSACTION_FAILED';
    case null:
      return true;
  }
}

function readFilter(context: RequestContext): (typeof RESULT_FILTERS)[number] | null {
  const filter = context.url.searchParams.get('object_results');
  if (filter === null || filter === '') {
    return null;
  }
  if (!(RESULT_FILTERS as readonly string[]).includes(filter)) {
    throw fieldErrors({ object_results: [`Filter batch shipments by one of ${RESULT_FILTERS.join(', ')}; "${filter}" is not one of them.`] });
  }
  return filter as (typeof RESULT_FILTERS)[number];
}

/** A stored batch as the API shows it, with one page of its validated shipments in request order. */
async function publicBatch(context: RequestContext, batch: StoredObject, shipments: 'page' | 'empty' = 'page'): Promise<StoredObject> {
  const filter = readFilter(context);
  const visible = shipments === 'empty' ? [] : itemsOf(context, batch).filter((item) => item.validated === true && matchesFilter(item, filter));
  const page = paginate(context, visible, 100);
  return {
    object_id: batch.object_id,
    object_owner: batch.object_owner,
    object_created: batch.object_created,
    object_updated: batch.object_updated,
    test: batch.test,
    default_carrier_account: batch.default_carrier_account,
    default_servicelevel_token: batch.default_servicelevel_token,
    label_filetype: batch.label_filetype,
    metadata: batch.metadata,
    status: batch.status,
    object_results: batch.object_results,
    label_url: await Promise.all(((batch.label_url as string[] | undefined) ?? []).map(async (url) => (await freshUrl(context, url)) ?? url)),
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

const LOCKED_REASON: Record<string, string> = {
  PURCHASING: 'its labels are being bought',
  PURCHASED: 'its labels are bought',
};

/** Batches: created and validated asynchronously, shipments added and removed, then purchased. */
export function registerBatchRoutes(router: SandboxRouter): void {
  router.add('POST', '/batches', async (context) => {
    const input = readBatchRequest(await readBody(context.request, MAX_BATCH_BODY_BYTES));
    if (!collectionOf(context, 'carrier_accounts').get(input.default_carrier_account)) {
      throw fieldErrors({ default_carrier_account: [`The default carrier account "${input.default_carrier_account}" does not exist.`] });
    }
    const batch = batchesOf(context).insert({
      ...context.common(context.id('bat')),
      default_carrier_account: input.default_carrier_account,
      default_servicelevel_token: input.default_servicelevel_token,
      label_filetype: input.label_filetype,
      metadata: input.metadata,
      status: 'VALIDATING',
      object_results: { creation_succeeded: 0, creation_failed: 0, purchase_succeeded: 0, purchase_failed: 0 },
      label_url: [],
      _item_ids: [],
      _next_order: 0,
    });
    addItems(context, batch, input.batch_shipments);
    scheduleValidation(context, batch.object_id, context.clock.now() + context.duration(VALIDATION_START_MS));
    // Created asynchronously: the response does not contain the shipments yet (spec §3, §4).
    return respond(BatchSchema, await publicBatch(context, batch, 'empty'), 201);
  });

  router.add('GET', '/batches/:id', async (context, params) =>
    respond(BatchSchema, await publicBatch(context, findOr404(batchesOf(context), params.id ?? ''))),
  );

  router.add('POST', '/batches/:id/add_shipments', async (context, params) => {
    const batch = findOr404(batchesOf(context), params.id ?? '');
    const inputs = readAddShipmentsRequest(await readBody(context.request, MAX_BATCH_BODY_BYTES), itemsOf(context, batch).length);
    const locked = LOCKED_REASON[String(batch.status)];
    if (locked) {
      throw fieldErrors({ __all__: [`Shipments cannot be added to this batch: ${locked}. Create a new batch instead.`] });
    }
    addItems(context, batch, inputs);
    batchesOf(context).update(batch.object_id, { status: 'VALIDATING', object_updated: context.nowIso() });
    scheduleValidation(context, batch.object_id, context.clock.now() + context.duration(VALIDATION_START_MS));
    return respond(BatchSchema, await publicBatch(context, findOr404(batchesOf(context), batch.object_id)));
  });

  router.add('POST', '/batches/:id/remove_shipments', async (context, params) => {
    const batch = findOr404(batchesOf(context), params.id ?? '');
    const ids = readRemoveShipmentsRequest(await context.body());
    const locked = LOCKED_REASON[String(batch.status)];
    if (locked) {
      throw fieldErrors({ __all__: [`Shipments cannot be removed from this batch: ${locked}.`] });
    }
    const items = itemsCollection(context);
    const unknown = ids.filter((id) => items.get(id)?.batch_id !== batch.object_id);
    if (unknown.length > 0) {
      const listed = unknown.slice(0, 10).join(', ') + (unknown.length > 10 ? ` and ${unknown.length - 10} more` : '');
      throw fieldErrors({ __all__: [`These batch shipments are not in this batch: ${listed}.`] });
    }
    const removed = new Set(ids);
    ids.forEach((id) => items.remove(id));
    batchesOf(context).update(batch.object_id, {
      _item_ids: ((batch._item_ids as string[] | undefined) ?? []).filter((id) => !removed.has(id)),
      object_updated: context.nowIso(),
    });
    await settle(context, batch.object_id);
    return respond(BatchSchema, await publicBatch(context, findOr404(batchesOf(context), batch.object_id)));
  });

  router.add('POST', '/batches/:id/purchase', async (context, params) => {
    const batch = findOr404(batchesOf(context), params.id ?? '');
    if (batch.status === 'PURCHASING' || batch.status === 'PURCHASED') {
      // Already bought or being bought: answer with the batch and buy nothing a second time.
      return respond(BatchSchema, await publicBatch(context, batch));
    }
    if (batch.status !== 'VALID') {
      const reason =
        batch.status === 'VALIDATING'
          ? 'its shipments are still being validated. Try again when it is VALID.'
          : itemsOf(context, batch).length === 0
            ? 'it has no shipments. Add shipments first.'
            : 'some of its shipments are invalid. Remove them (and add them again once fixed) first.';
      throw fieldErrors({ __all__: [`This batch cannot be bought yet: ${reason}`] });
    }
    batchesOf(context).update(batch.object_id, { status: 'PURCHASING', object_updated: context.nowIso() });
    const start = context.clock.now() + context.duration(PURCHASE_START_MS);
    context.scheduler.at(start, () => purchaseStep(context, batch.object_id, start));
    return respond(BatchSchema, await publicBatch(context, findOr404(batchesOf(context), batch.object_id)), 202);
  });
}
