import type * as z from 'zod';
import { RefundInputSchema, RefundPageSchema, RefundSchema } from '../../src/api/resources/refunds';
import {
  TransactionInputSchema,
  TransactionPageSchema,
  TransactionSchema,
  type LabelFileType,
} from '../../src/api/resources/transactions';
import { findCarrier } from '../carriers';
import type { RequestContext } from '../core/context';
import { fieldErrors, parseBody, respond } from '../core/http';
import { paginate } from '../core/pagination';
import { outcomeFor } from '../tracking';
import { createShipmentRecord } from './shipments';
import { labelEventsAt, placeOf, scheduleTrackUpdates, type LabelTracking } from './tracks';
import { emitWebhookEvent } from './webhooks';
import {
  FILE_URL_TTL_SECONDS,
  collectionOf,
  findOr400,
  findOr404,
  freshUrl,
  newestFirst,
  scopeSegment,
  text,
  type SandboxRouter,
  type StoredObject,
} from './shared';

/** The label a recipient name asking for a failed purchase gets (a documented magic value). */
export const LABEL_ERROR_MAGIC = /label error/i;
/** A recipient name that makes refunds be rejected, as for a label already scanned by the carrier. */
export const USED_LABEL_MAGIC = /used label/i;

const DEFAULT_LABEL_FILE_TYPE: LabelFileType = 'PDF_4x6';

/** File extension of a label file type. */
export function labelExtension(type: string): 'pdf' | 'png' | 'zpl' {
  return type.startsWith('PNG') ? 'png' : type === 'ZPLII' ? 'zpl' : 'pdf';
}

function businessDaysLater(start: number, days: number): number {
  let time = start;
  let remaining = days;
  while (remaining > 0) {
    time += 86_400_000;
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      remaining -= 1;
    }
  }
  return time;
}

/** Links a label to an order named in metadata as `order:<order id>` and marks the order SHIPPED. */
function linkOrder(context: RequestContext, metadata: string[], transactionId: string) {
  for (const text of metadata) {
    const match = /order:([A-Za-z0-9_]+)/.exec(text);
    if (!match?.[1]) {
      continue;
    }
    const orders = collectionOf(context, 'orders');
    const order = orders.get(match[1]);
    if (order) {
      orders.update(order.object_id, { order_status: 'SHIPPED', transactions: [...((order.transactions as string[]) ?? []), transactionId] });
    }
  }
}

/** Everything needed to buy one rate. */
export interface PurchaseOptions {
  labelFileType?: string | undefined;
  metadata?: string | undefined;
  async?: boolean | undefined;
}

/**
 * Buys the label of a rate: SUCCESS with a tracking number and signed file URLs, or ERROR with
 * the carrier's messages. With `async`, the transaction is QUEUED first and finishes later.
 */
export async function purchaseRate(context: RequestContext, rate: StoredObject, options: PurchaseOptions): Promise<StoredObject> {
  const transactions = collectionOf(context, 'transactions');
  const alreadyBought = transactions
    .list()
    .some((transaction) => transaction.rate_id === rate.object_id && ['SUCCESS', 'QUEUED', 'WAITING', 'REFUNDPENDING'].includes(String(transaction.status)));
  if (alreadyBought) {
    throw fieldErrors({ rate: ['A label was already bought for this rate.'] });
  }
  const shipment = findOr400(collectionOf(context, 'shipments'), String(rate.shipment), 'rate', 'Shipment of rate');
  const parcels = shipment.parcels as StoredObject[];
  const labelFileType = options.labelFileType ?? DEFAULT_LABEL_FILE_TYPE;
  const transactionId = context.id('txn');
  const record: StoredObject = {
    ...context.common(transactionId),
    status: options.async ? 'QUEUED' : 'WAITING',
    object_state: 'VALID',
    rate: {
      amount: rate.amount,
      amount_local: rate.amount_local,
      currency: rate.currency,
      currency_local: rate.currency_local,
      object_id: rate.object_id,
      provider: rate.provider,
      carrier_account: rate.carrier_account,
      servicelevel_name: (rate.servicelevel as StoredObject).name,
      servicelevel_token: (rate.servicelevel as StoredObject).token,
    },
    rate_id: rate.object_id,
    shipment_id: shipment.object_id,
    parcel: parcels[0]?.object_id ?? null,
    tracking_status: 'UNKNOWN',
    tracking_number: '',
    tracking_url_provider: '',
    label_url: '',
    qr_code_url: null,
    commercial_invoice_url: null,
    label_file_type: labelFileType,
    eta: null,
    messages: [],
    created_by: { first_name: 'Sandbox', last_name: 'User', username: context.scope.owner },
    metadata: options.metadata ?? '',
  };
  transactions.insert(record);
  await emitWebhookEvent(context, 'transaction_created', transactionId, () => publicTransaction(context, record));
  const emitUpdated = () =>
    emitWebhookEvent(context, 'transaction_updated', transactionId, () => publicTransaction(context, transactions.get(transactionId) ?? record));

  const finish = async () => {
    const to = shipment.address_to as StoredObject;
    const from = shipment.address_from as StoredObject;
    const international = String(from.country).toUpperCase() !== String(to.country).toUpperCase();
    const carrier = findCarrier(String((rate.servicelevel as StoredObject).token).split('_')[0] ?? '');
    const messages: { source: string; code: string; text: string }[] = [];
    if (international && !shipment.customs_declaration) {
      messages.push({ source: String(rate.provider), code: 'customs_declaration_missing', text: 'An international label needs a customs declaration.' });
    }
    if (LABEL_ERROR_MAGIC.test(text(to.name)) && (rate.attributes as string[]).includes('CHEAPEST')) {
      messages.push({
        source: String(rate.provider),
        code: 'label_generation_failed',
        text: `${String(rate.provider)} could not create this label right now. Choose another rate.`,
      });
    }
    if (messages.length > 0) {
      transactions.update(transactionId, { status: 'ERROR', messages, object_updated: context.nowIso() });
      await emitUpdated();
      return;
    }
    const trackingNumber = `${carrier?.trackingPrefix ?? 'SX'}${context.random.int(100_000_000, 999_999_999)}${context.random.int(100, 999)}`;
    const segment = scopeSegment(context.scope);
    const extra = (shipment.extra ?? {}) as StoredObject;
    const estimatedDays = Number(rate.estimated_days ?? 3);
    const eta = new Date(businessDaysLater(context.clock.now(), estimatedDays));
    eta.setUTCHours(Number((text(rate.arrives_by) || '20:00:00').slice(0, 2)), 0, 0, 0);
    // What the parcel's tracking life is derived from (internal; see ./tracks.ts).
    const tracking: LabelTracking = { purchased_at: context.clock.now(), from: placeOf(from), to: placeOf(to), outcome: outcomeFor(text(to.name)) };
    transactions.update(transactionId, {
      status: 'SUCCESS',
      tracking_status: 'PRE_TRANSIT',
      tracking_number: trackingNumber,
      tracking_url_provider: `${context.origin}/files/tracking/${carrier?.carrier ?? 'carrier'}/${trackingNumber}`,
      label_url: await context.signedUrl(`/files/labels/${segment}/${transactionId}.${labelExtension(labelFileType)}`, FILE_URL_TTL_SECONDS),
      commercial_invoice_url: international ? await context.signedUrl(`/files/invoices/${segment}/${transactionId}.pdf`, FILE_URL_TTL_SECONDS) : null,
      qr_code_url: extra.qr_code_requested === true ? await context.signedUrl(`/files/qr/${segment}/${transactionId}.png`, FILE_URL_TTL_SECONDS) : null,
      eta: eta.toISOString(),
      tracking,
      object_updated: context.nowIso(),
    });
    collectionOf(context, 'invoice_events').insert({
      object_id: context.id('ine'),
      kind: 'label',
      transaction_object_id: transactionId,
      amount: String(rate.amount),
      currency: String(rate.currency),
      created_at: context.clock.now(),
      is_return: extra.is_return === true,
      description: `${String(rate.provider)} ${String((rate.servicelevel as StoredObject).name)} label`,
    });
    linkOrder(context, [text(options.metadata), text(shipment.metadata)], transactionId);
    await emitUpdated();
    scheduleTrackUpdates(context, transactionId);
  };

  if (options.async) {
    context.scheduler.at(context.clock.now() + context.duration(1500), finish);
    return record;
  }
  await finish();
  return transactions.get(transactionId) ?? record;
}

/**
 * The tracking status of a label now: the last event of its life so far (see ./tracks.ts), or the
 * stored one for a label without tracking (UNKNOWN while queued or failed).
 */
export function currentTrackingStatus(context: RequestContext, transaction: StoredObject): string {
  return labelEventsAt(transaction, context.clock.now())?.at(-1)?.status ?? text(transaction.tracking_status);
}

/**
 * A stored transaction as the API shows it: internal fields removed, expired links re-signed, and
 * `tracking_status` as the parcel's life has it now (its last scan also updates `object_updated`).
 */
export async function publicTransaction(context: RequestContext, transaction: StoredObject): Promise<StoredObject> {
  const { rate_id: _rate, shipment_id: _shipment, tracking: _tracking, tracking_frozen_at: _frozen, ...visible } = transaction;
  const latest = labelEventsAt(transaction, context.clock.now())?.at(-1);
  const updated = Date.parse(text(visible.object_updated));
  return {
    ...visible,
    ...(latest ? { tracking_status: latest.status, object_updated: new Date(Math.max(latest.at, Number.isFinite(updated) ? updated : 0)).toISOString() } : {}),
    label_url: (await freshUrl(context, visible.label_url)) ?? '',
    commercial_invoice_url: await freshUrl(context, visible.commercial_invoice_url),
    qr_code_url: await freshUrl(context, visible.qr_code_url),
  };
}

async function buy(context: RequestContext, input: z.output<typeof TransactionInputSchema>): Promise<StoredObject> {
  const options = { labelFileType: input.label_file_type, metadata: input.metadata, async: input.async };
  if ('rate' in input) {
    const rate = findOr400(collectionOf(context, 'rates'), input.rate, 'rate', 'Rate');
    return purchaseRate(context, rate, options);
  }
  const shipment = createShipmentRecord(context, { ...input.shipment, async: false });
  const rates = collectionOf(context, 'rates');
  const rate = ((shipment.rate_ids as string[]) ?? [])
    .map((id) => rates.get(id))
    .find((candidate) => candidate && candidate.carrier_account === input.carrier_account && (candidate.servicelevel as StoredObject).token === input.servicelevel_token);
  if (!rate) {
    throw fieldErrors({ servicelevel_token: [`No rate of ${input.servicelevel_token} with this carrier account for this shipment.`] });
  }
  return purchaseRate(context, rate, options);
}

/** Transactions (labels) and refunds. */
export function registerTransactionRoutes(router: SandboxRouter): void {
  router.add('POST', '/transactions', async (context) => {
    const input = parseBody(TransactionInputSchema, await context.body(), { quantities: true });
    const transaction = await buy(context, input);
    return respond(TransactionSchema, await publicTransaction(context, transaction), 201);
  });

  router.add('GET', '/transactions', async (context) => {
    const query = context.url.searchParams;
    const rate = query.get('rate');
    const status = query.get('object_status');
    const tracking = query.get('tracking_status');
    const items = newestFirst(collectionOf(context, 'transactions').list()).filter(
      (transaction) =>
        (!rate || transaction.rate_id === rate) && (!status || transaction.status === status) && (!tracking || currentTrackingStatus(context, transaction) === tracking),
    );
    const page = paginate(context, items, 25);
    return respond(TransactionPageSchema, { ...page, results: await Promise.all(page.results.map((item) => publicTransaction(context, item))) });
  });

  router.add('GET', '/transactions/:id', async (context, params) =>
    respond(TransactionSchema, await publicTransaction(context, findOr404(collectionOf(context, 'transactions'), params.id ?? ''))),
  );

  router.add('POST', '/refunds', async (context) => {
    const input = parseBody(RefundInputSchema, await context.body());
    const transactions = collectionOf(context, 'transactions');
    const transaction = findOr400(transactions, input.transaction, 'transaction', 'Transaction');
    if (transaction.status !== 'SUCCESS') {
      throw fieldErrors({ transaction: [`Only a label with status SUCCESS can be refunded; this one is ${String(transaction.status)}.`] });
    }
    const refunds = collectionOf(context, 'refunds');
    const refund = refunds.insert({ ...context.common(context.id('rfd')), transaction: transaction.object_id, status: 'QUEUED' });
    const shipment = collectionOf(context, 'shipments').get(String(transaction.shipment_id));
    const rejected = USED_LABEL_MAGIC.test(text((shipment?.address_to as StoredObject | undefined)?.name));
    // A voided label never ships: its tracking stays where it was (a rejected void leaves it moving).
    transactions.update(transaction.object_id, {
      status: 'REFUNDPENDING',
      object_updated: context.nowIso(),
      ...(rejected ? {} : { tracking_frozen_at: context.clock.now() }),
    });
    // A refund changes its label's status: subscribers hear of it as transaction_updated (the
    // public API has no refund event).
    const emitLabelUpdated = () =>
      emitWebhookEvent(context, 'transaction_updated', transaction.object_id, () => publicTransaction(context, transactions.get(transaction.object_id) ?? transaction));
    await emitLabelUpdated();
    const now = context.clock.now();
    context.scheduler.at(now + context.duration(2000), () => {
      refunds.update(refund.object_id, { status: 'PENDING', object_updated: context.nowIso() });
    });
    context.scheduler.at(now + context.duration(5000), async () => {
      refunds.update(refund.object_id, { status: rejected ? 'ERROR' : 'SUCCESS', object_updated: context.nowIso() });
      transactions.update(transaction.object_id, { status: rejected ? 'REFUNDREJECTED' : 'REFUNDED', object_updated: context.nowIso() });
      if (!rejected) {
        const rate = transaction.rate as StoredObject;
        collectionOf(context, 'invoice_events').insert({
          object_id: context.id('ine'),
          kind: 'refund',
          transaction_object_id: transaction.object_id,
          amount: String(rate.amount),
          currency: String(rate.currency),
          created_at: context.clock.now(),
          is_return: ((shipment?.extra as StoredObject | undefined)?.is_return ?? false) === true,
          description: `Refund of ${String(rate.provider)} label`,
        });
      }
      await emitLabelUpdated();
    });
    return respond(RefundSchema, refund, 201);
  });

  router.add('GET', '/refunds', (context) => respond(RefundPageSchema, paginate(context, newestFirst(collectionOf(context, 'refunds').list()), 25)));
  router.add('GET', '/refunds/:id', (context, params) => respond(RefundSchema, findOr404(collectionOf(context, 'refunds'), params.id ?? '')));
}
