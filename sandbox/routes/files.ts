import { findCarrier } from '../carriers';
import type { SandboxServices } from '../core/context';
import { detail } from '../core/http';
import type { createRouter } from '../core/router';
import { verifySignedUrl, type PublicContext } from '../core/signed-url';
import type { Collection, Scope } from '../core/store';
import { renderCommercialInvoicePdf, type InvoiceItem, type InvoiceParty } from '../files/commercial-invoice-pdf';
import { labelReference, type LabelAddress, type LabelContent, type MassUnit } from '../files/label-content';
import { renderLabelPdf, type LabelPdfSize } from '../files/label-pdf';
import { renderLabelPng, type LabelPngSize } from '../files/label-png';
import { renderLabelZpl } from '../files/label-zpl';
import { renderManifestPdf } from '../files/manifest-pdf';
import { registerReportFileRoutes } from '../reporting/routes';
import { scopeFromSegment, text, type StoredObject } from './shared';

type PublicRouter = ReturnType<typeof createRouter<PublicContext>>;

const MASS_UNITS = new Set(['g', 'oz', 'lb', 'kg']);

function collection(services: SandboxServices, scope: Scope, name: string): Collection<StoredObject> {
  return services.store.collection<StoredObject>(scope, name);
}

function labelAddress(address: StoredObject | undefined): LabelAddress {
  return {
    name: text(address?.name) || text(address?.company),
    street1: text(address?.street1),
    city: text(address?.city),
    state: text(address?.state),
    zip: text(address?.zip),
    country: text(address?.country),
  };
}

/** What a purchased label shows, rebuilt from the transaction and its shipment. */
function labelContent(services: SandboxServices, scope: Scope, transaction: StoredObject): LabelContent {
  const shipment = collection(services, scope, 'shipments').get(text(transaction.shipment_id));
  const parcel = (shipment?.parcels as StoredObject[] | undefined)?.[0];
  const rate = transaction.rate as StoredObject;
  const extra = (shipment?.extra ?? {}) as StoredObject;
  const massUnit = text(parcel?.mass_unit);
  return {
    trackingNumber: text(transaction.tracking_number),
    carrierName: text(rate.provider),
    serviceLevelName: text(rate.servicelevel_name),
    from: labelAddress(shipment?.address_from as StoredObject | undefined),
    to: labelAddress(shipment?.address_to as StoredObject | undefined),
    weight: text(parcel?.weight) || '0',
    massUnit: (MASS_UNITS.has(massUnit) ? massUnit : 'lb') as MassUnit,
    reference: labelReference(text(extra.reference_1), text(transaction.metadata), (orderId) =>
      text(collection(services, scope, 'orders').get(orderId)?.order_number) || undefined,
    ),
    isReturn: extra.is_return === true,
    test: transaction.test === true,
  };
}

function fileResponse(body: Uint8Array | string, contentType: string, filename: string): Response {
  return new Response(typeof body === 'string' ? body : (body as Uint8Array<ArrayBuffer>), {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'private, max-age=300',
    },
  });
}

async function renderLabels(labels: LabelContent[], fileType: string): Promise<{ body: Uint8Array | string; contentType: string }> {
  if (fileType === 'ZPLII') {
    return { body: renderLabelZpl(labels), contentType: 'application/zpl' };
  }
  if (fileType.startsWith('PNG')) {
    if (labels.length === 1 && labels[0]) {
      return { body: await renderLabelPng(labels[0], fileType as LabelPngSize), contentType: 'image/png' };
    }
    // A merged batch file of PNG labels is one PDF of 4x6 pages: PNG images cannot be merged.
    return { body: renderLabelPdf(labels, 'PDF_4x6'), contentType: 'application/pdf' };
  }
  return { body: renderLabelPdf(labels, (fileType || 'PDF_4x6') as LabelPdfSize), contentType: 'application/pdf' };
}

function invoiceParty(address: StoredObject | undefined): InvoiceParty {
  return {
    name: text(address?.name),
    company: text(address?.company) || undefined,
    street1: text(address?.street1),
    street2: text(address?.street2) || undefined,
    city: text(address?.city),
    state: text(address?.state),
    zip: text(address?.zip),
    country: text(address?.country),
    phone: text(address?.phone) || undefined,
    email: text(address?.email) || undefined,
  };
}

/** The unit value of a customs line whose `value_amount` is the line total, in cents precision. */
function unitValue(total: string, quantity: number): string {
  const [whole = '0', fraction = ''] = total.split('.');
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  const unit = cents / BigInt(Math.max(1, quantity));
  return `${unit / 100n}.${String(unit % 100n).padStart(2, '0')}`;
}

/** Generated SVG logos of the simulated carriers (no real brand marks). */
function logoSvg(carrier: string, size: number): string | undefined {
  const found = findCarrier(carrier);
  if (!found) {
    return undefined;
  }
  const initials = found.name
    .split(' ')
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${found.name}"><rect width="100" height="100" rx="18" fill="${found.color}"/><text x="50" y="62" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

/** Text made safe to place in HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/** The file routes: signed links need no Authorization header (spec §4), logos need nothing. */
export function registerFileRoutes(router: PublicRouter): void {
  router.add('GET', '/files/logos/:file', (_context, params) => {
    const match = /^([a-z]+)-(75|200)\.svg$/.exec(params.file ?? '');
    const svg = match ? logoSvg(match[1] ?? '', Number(match[2])) : undefined;
    if (!svg) {
      throw detail(404, 'Not found.');
    }
    return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
  });

  router.add('GET', '/files/tracking/:carrier/:number', (_context, params) => {
    const carrier = findCarrier(params.carrier ?? '');
    const number = params.number ?? '';
    if (!carrier) {
      throw detail(404, 'Not found.');
    }
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(carrier.name)} tracking ${escapeHtml(number)}</title></head><body><main><h1>${escapeHtml(carrier.name)}</h1><p>Tracking number <strong>${escapeHtml(number)}</strong>: label created, waiting for the parcel (sandbox).</p></main></body></html>`;
    return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  });

  router.add('GET', '/files/labels/:scope/:file', async (context, params) => {
    await verifySignedUrl(context, context.url);
    const scope = scopeFromSegment(params.scope ?? '');
    const transactionId = (params.file ?? '').replace(/\.(pdf|png|zpl)$/, '');
    const transaction = collection(context, scope, 'transactions').get(transactionId);
    if (!transaction || !transaction.tracking_number) {
      throw detail(404, 'Not found.');
    }
    const fileType = text(transaction.label_file_type) || 'PDF_4x6';
    const { body, contentType } = await renderLabels([labelContent(context, scope, transaction)], fileType);
    return fileResponse(body, contentType, params.file ?? 'label');
  });

  router.add('GET', '/files/qr/:scope/:file', async (context, params) => {
    await verifySignedUrl(context, context.url);
    const scope = scopeFromSegment(params.scope ?? '');
    const transaction = collection(context, scope, 'transactions').get((params.file ?? '').replace(/\.png$/, ''));
    if (!transaction?.tracking_number) {
      throw detail(404, 'Not found.');
    }
    // The sandbox stands in a scannable Code 128 label image for the carrier's QR code.
    const { body } = await renderLabels([labelContent(context, scope, transaction)], 'PNG');
    return fileResponse(body, 'image/png', params.file ?? 'qr.png');
  });

  router.add('GET', '/files/invoices/:scope/:file', async (context, params) => {
    await verifySignedUrl(context, context.url);
    const scope = scopeFromSegment(params.scope ?? '');
    const transaction = collection(context, scope, 'transactions').get((params.file ?? '').replace(/\.pdf$/, ''));
    const shipment = transaction ? collection(context, scope, 'shipments').get(text(transaction.shipment_id)) : undefined;
    const declaration = shipment?.customs_declaration as StoredObject | undefined;
    if (!transaction || !shipment || !declaration) {
      throw detail(404, 'Not found.');
    }
    const items = collection(context, scope, 'customs_items');
    const invoiceItems: InvoiceItem[] = ((declaration.items as string[]) ?? [])
      .map((id) => items.get(id))
      .filter((item): item is StoredObject => Boolean(item))
      .map((item) => ({
        description: text(item.description),
        quantity: Number(item.quantity ?? 1),
        netWeight: text(item.net_weight) || '0',
        massUnit: (MASS_UNITS.has(text(item.mass_unit)) ? text(item.mass_unit) : 'lb') as MassUnit,
        unitValue: unitValue(text(item.value_amount) || '0', Number(item.quantity ?? 1)),
        currency: text(item.value_currency) || 'USD',
        originCountry: text(item.origin_country),
        tariffNumber: text(item.tariff_number) || text(item.hs_code) || undefined,
      }));
    const pdf = renderCommercialInvoicePdf({
      invoiceNumber: text(declaration.invoice) || transaction.object_id,
      invoiceDate: text(transaction.object_created).slice(0, 10),
      exporter: invoiceParty(shipment.address_from as StoredObject),
      importer: invoiceParty(shipment.address_to as StoredObject),
      items: invoiceItems,
      incoterm: text(declaration.incoterm) || 'DDU',
      contentsType: text(declaration.contents_type),
      contentsExplanation: text(declaration.contents_explanation) || undefined,
      nonDeliveryOption: text(declaration.non_delivery_option) || undefined,
      carrierName: text((transaction.rate as StoredObject).provider),
      trackingNumber: text(transaction.tracking_number),
      certify: declaration.certify === true,
      certifySigner: text(declaration.certify_signer),
      test: transaction.test === true,
    });
    return fileResponse(pdf, 'application/pdf', params.file ?? 'invoice.pdf');
  });

  router.add('GET', '/files/batches/:scope/:file', async (context, params) => {
    await verifySignedUrl(context, context.url);
    const scope = scopeFromSegment(params.scope ?? '');
    const match = /^(.+)-(\d+)\.(pdf|zpl)$/.exec(params.file ?? '');
    const batch = match ? collection(context, scope, 'batches').get(match[1] ?? '') : undefined;
    if (!match || !batch) {
      throw detail(404, 'Not found.');
    }
    const transactions = collection(context, scope, 'transactions');
    const labels = collection(context, scope, 'batch_shipments')
      .list()
      .filter((item) => item.batch_id === batch.object_id && item.status !== 'TRANSACTION_FAILED' && item.transaction)
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map((item) => transactions.get(text(item.transaction)))
      .filter((transaction): transaction is StoredObject => Boolean(transaction?.tracking_number));
    const index = Number(match[2]) - 1;
    const chunk = labels.slice(index * 100, index * 100 + 100);
    if (chunk.length === 0) {
      throw detail(404, 'Not found.');
    }
    const { body, contentType } = await renderLabels(
      chunk.map((transaction) => labelContent(context, scope, transaction)),
      text(batch.label_filetype) || 'PDF_4x6',
    );
    return fileResponse(body, contentType, params.file ?? 'labels');
  });

  router.add('GET', '/files/manifests/:scope/:file', async (context, params) => {
    await verifySignedUrl(context, context.url);
    const scope = scopeFromSegment(params.scope ?? '');
    const manifest = collection(context, scope, 'manifests').get((params.file ?? '').replace(/\.pdf$/, ''));
    if (!manifest) {
      throw detail(404, 'Not found.');
    }
    const transactions = collection(context, scope, 'transactions');
    const from = collection(context, scope, 'addresses').get(text(manifest.address_from));
    const account = collection(context, scope, 'carrier_accounts').get(text(manifest.carrier_account));
    const body = renderManifestPdf({
      manifestId: manifest.object_id,
      carrierName: text(account?.carrier_name) || text(account?.carrier) || text(manifest.carrier_account),
      shipmentDate: text(manifest.shipment_date).slice(0, 10),
      from: [text(from?.name) || text(from?.company), text(from?.street1), [text(from?.city), text(from?.state), text(from?.zip), text(from?.country)].filter(Boolean).join(' ')].filter(Boolean),
      rows: ((manifest.transactions as string[] | undefined) ?? []).map((id) => {
        const transaction = transactions.get(id);
        return { trackingNumber: text(transaction?.tracking_number), service: text((transaction?.rate as StoredObject | undefined)?.servicelevel_name) };
      }),
      test: manifest.test !== false,
    });
    return fileResponse(body, 'application/pdf', params.file ?? 'manifest.pdf');
  });

  registerReportFileRoutes(router);
}
