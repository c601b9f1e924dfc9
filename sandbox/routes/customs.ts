import type * as z from 'zod';
import {
  CustomsDeclarationInputSchema,
  CustomsDeclarationPageSchema,
  CustomsDeclarationSchema,
  CustomsItemInputSchema,
  CustomsItemPageSchema,
  CustomsItemSchema,
} from '../../src/api/resources/customs';
import type { RequestContext } from '../core/context';
import { parseBody, respond } from '../core/http';
import { paginate } from '../core/pagination';
import { collectionOf, findOr400, findOr404, newestFirst, type SandboxRouter, type StoredObject } from './shared';

function storeCustomsItem(context: RequestContext, input: z.output<typeof CustomsItemInputSchema>): StoredObject {
  return collectionOf(context, 'customs_items').insert({
    ...context.common(context.id('cit')),
    object_state: 'VALID',
    tariff_number: '',
    hs_code: '',
    sku_code: '',
    eccn_ear99: '',
    metadata: '',
    ...input,
  });
}

// Every field of spec §2 "Customs declaration" is answered; what the request did not set is null
// (false for the two flags), so a client can tell "not set" from a field the API never sends.
const DECLARATION_DEFAULTS = {
  contents_explanation: null,
  aes_itn: null,
  b13a_filing_option: null,
  b13a_number: null,
  certificate: null,
  commercial_invoice: false,
  disclaimer: null,
  license: null,
  notes: null,
  invoice: null,
  metadata: '',
  duties_payor: null,
  exporter_identification: null,
  exporter_reference: null,
  importer_reference: null,
  is_vat_collected: false,
  address_importer: null,
  eel_pfc: null,
  incoterm: null,
  invoiced_charges: null,
} as const;

/** Stores a customs declaration; items given as objects are created first. */
export function storeCustomsDeclaration(context: RequestContext, input: z.output<typeof CustomsDeclarationInputSchema>): StoredObject {
  const itemIds = input.items.map((item, index) =>
    typeof item === 'string'
      ? findOr400(collectionOf(context, 'customs_items'), item, `items.${index}`, 'Customs item').object_id
      : storeCustomsItem(context, item).object_id,
  );
  return collectionOf(context, 'customs_declarations').insert({
    ...context.common(context.id('cdc')),
    ...DECLARATION_DEFAULTS,
    object_state: 'VALID',
    ...input,
    items: itemIds,
  });
}

/** Customs items and declarations. */
export function registerCustomsRoutes(router: SandboxRouter): void {
  router.add('POST', '/customs/items', async (context) =>
    respond(CustomsItemSchema, storeCustomsItem(context, parseBody(CustomsItemInputSchema, await context.body(), { quantities: true })), 201),
  );
  router.add('GET', '/customs/items', (context) =>
    respond(CustomsItemPageSchema, paginate(context, newestFirst(collectionOf(context, 'customs_items').list()), 25)),
  );
  router.add('GET', '/customs/items/:id', (context, params) =>
    respond(CustomsItemSchema, findOr404(collectionOf(context, 'customs_items'), params.id ?? '')),
  );
  router.add('POST', '/customs/declarations', async (context) =>
    respond(CustomsDeclarationSchema, storeCustomsDeclaration(context, parseBody(CustomsDeclarationInputSchema, await context.body(), { quantities: true })), 201),
  );
  router.add('GET', '/customs/declarations', (context) =>
    respond(CustomsDeclarationPageSchema, paginate(context, newestFirst(collectionOf(context, 'customs_declarations').list()), 5)),
  );
  router.add('GET', '/customs/declarations/:id', (context, params) =>
    respond(CustomsDeclarationSchema, findOr404(collectionOf(context, 'customs_declarations'), params.id ?? '')),
  );
}
