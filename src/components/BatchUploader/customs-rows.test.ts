// The preview's rules for shipments abroad and postcodes are the API's (src/api/shipment-rules):
// a row is ready exactly when the shipment it becomes passes the API's own schema.
import { describe, expect, it } from 'vitest';
import { BatchShipmentInputSchema } from '../../api/resources/batches';
import { ShipmentInputSchema } from '../../api/resources/shipments';
import { detectMapping, templateCsv } from '../shared/batch-review/batch-fields';
import { toBatchShipment } from '../shared/batch-review/batch-values';
import { parseBatchText, validateRecords, type BatchValidation } from '../shared/batch-review/parse-batch-csv';

const SENDER = { name: 'Warehouse', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' };
const HEADER = 'order,name,street1,city,zip,country,weight,mass_unit,length,width,height,distance_unit';
const PARCEL = '2,lb,10,8,4,in';

function read(text: string, senderCountry: string | null = 'US'): BatchValidation {
  const outcome = parseBatchText(text);
  if (!outcome.ok) {
    throw new Error(`refused: ${outcome.reason}`);
  }
  return validateRecords(outcome.file, outcome.mapping, senderCountry ?? undefined);
}

const fields = (validation: BatchValidation, index: number) => validation.rows[index]?.errors.map((error) => `${error.field}:${error.code}`);

describe('the preview applies the API’s rules', () => {
  it('refuses a US ZIP that is not five digits or ZIP+4, as the API does', () => {
    const validation = read(`${HEADER}\n#1,Ada,1 Main St,Austin,ABCDE,US,${PARCEL}\n#2,Ada,1 Main St,Austin,78701-1234,US,${PARCEL}\n#3,Ada,1 Main St,Austin,787011234,US,${PARCEL}\n`);
    expect(fields(validation, 0)).toEqual(['zip:invalid']);
    expect(fields(validation, 1)).toEqual([]);
    expect(fields(validation, 2)).toEqual([]);
  });

  it('marks a row shipped abroad without a declaration "to fix", naming what the API needs', () => {
    const validation = read(`${HEADER}\n#1,Ada,10 Downing St,London,SW1A 1AA,GB,${PARCEL}\n`);
    expect(fields(validation, 0)).toEqual(['customs_signer:required', 'item1_description:required']);
    // Without the sender's country the rule waits for the API rather than guessing.
    expect(fields(read(`${HEADER}\n#1,Ada,10 Downing St,London,SW1A 1AA,GB,${PARCEL}\n`, null), 0)).toEqual([]);
  });

  it('reads the items of a declaration from numbered columns and checks each as the API does', () => {
    const header = `${HEADER},customs_signer,item1_description,item1_quantity,item1_net_weight,item1_value_amount,item1_value_currency,item1_origin_country,item2_description,item2_quantity,item2_net_weight,item2_value_amount,item2_value_currency,item2_origin_country`;
    const validation = read(
      `${header}\n#1,Ada,10 Downing St,London,SW1A 1AA,GB,${PARCEL},Grace,Mug,1,1.1,18.50,usd,us,Tote,2,1.2,48.00,USD,IN\n#2,Ada,10 Downing St,London,SW1A 1AA,GB,${PARCEL},Grace,Mug,1,1.1,18.50,USD,US,Tote,0,heavy,48.00,USD,IN\n`,
    );
    expect(fields(validation, 0)).toEqual([]);
    expect(fields(validation, 1)).toEqual(['item2_quantity:invalid', 'item2_net_weight:invalid']);
    const shipment = toBatchShipment(validation.rows[0]!.values, SENDER, true, 'US');
    expect(shipment.shipment.customs_declaration).toMatchObject({
      certify: true,
      certify_signer: 'Grace',
      contents_type: 'MERCHANDISE',
      non_delivery_option: 'RETURN',
      items: [
        { description: 'Mug', quantity: 1, net_weight: '1.1', mass_unit: 'lb', value_amount: '18.50', value_currency: 'USD', origin_country: 'US' },
        { description: 'Tote', quantity: 2, origin_country: 'IN' },
      ],
    });
    expect(ShipmentInputSchema.safeParse(shipment.shipment).success).toBe(true);
  });

  it('offers a template whose example, a parcel abroad with two items, is ready and accepted by the API', () => {
    const validation = read(templateCsv());
    expect(validation).toMatchObject({ valid: 1, invalid: 0 });
    const shipment = toBatchShipment(validation.rows[0]!.values, SENDER, true, 'US');
    expect(ShipmentInputSchema.safeParse(shipment.shipment).success).toBe(true);
    // The client sends what the API needs: the declaration survives the batch request's schema.
    const sent = BatchShipmentInputSchema.parse(shipment);
    expect(sent.shipment.customs_declaration).toMatchObject({ certify: true, items: [{ description: 'Merino T-shirt' }, { description: 'Ceramic Mug' }] });
  });

  it('sends a domestic row without a declaration, and a row naming its order with the metadata that links its label', () => {
    const validation = read(`order_id,${HEADER}\nord_abc,#1001,Ada,1 Main St,Austin,78701,US,${PARCEL}\n`);
    const shipment = toBatchShipment(validation.rows[0]!.values, SENDER, true, 'US');
    expect(shipment.shipment.customs_declaration).toBeUndefined();
    expect(shipment.metadata).toBe('order:ord_abc');
  });

  it('recognises the customs columns under their names in English, Spanish, French and German', () => {
    const headers = ['Customs: signed by', 'Artículo 1: descripción', 'Article 2 : quantité', 'Artikel 3: Ursprungsland', 'Douane : type de contenu', 'Bestell-ID'];
    const mapping = detectMapping(headers);
    expect(mapping).toEqual({ customs_signer: 0, item1_description: 1, item2_quantity: 2, item3_origin_country: 3, customs_contents_type: 4, order_id: 5 });
  });
});
