// A decimal typed with a comma, as a file made in French, Spanish or German writes it ("2,5"):
// BatchUploader's preview takes it, as LabelPurchase's parcel step does, and sends the API's
// decimal ("2.5"), which the sandbox accepts (issue 38: one decimal rule, one parser).
import { describe, expect, it } from 'vitest';
import { createBatch, getBatch } from '../../api/resources/batches';
import { listCarrierAccounts } from '../../api/resources/carrier-accounts';
import { createSandboxHarness, SENDER } from '../../../test/sandbox-harness';
import { BATCH_FIELDS } from '../shared/batch-review/batch-fields';
import { defaultSettings, toBatchInput } from '../shared/batch-review/batch-values';
import { fixValuesToRow } from '../shared/batch-review/FixShipmentDialog';
import { parseBatchText, validateRecords, validateValues, type RowValues } from '../shared/batch-review/parse-batch-csv';
import { fixCell, type PreviewRow } from './preview-rows';

// A file exported by a spreadsheet in French: semicolons between cells, commas in decimals.
const FRENCH_FILE =
  'name;street1;city;state;zip;country;weight;mass_unit;length;width;height;distance_unit\n' +
  'Grace Hopper;1 Navy Yard Ave;Brooklyn;NY;11205;US;2,5;lb;10,5;8;4,25;in\n';

/** The rows as the sandbox's batch, once it has validated them: every shipment's status. */
async function sentToSandbox(rows: readonly RowValues[]): Promise<unknown[]> {
  const harness = await createSandboxHarness();
  const api = harness.client();
  const account = (await listCarrierAccounts(api, { carrier: 'parcelwise' })).results[0]!.object_id;
  const settings = { ...defaultSettings(undefined), carrierAccount: account, serviceLevel: 'parcelwise_ground' };
  const batch = await createBatch(api, toBatchInput(settings, rows, SENDER, 'US'));
  await harness.sandbox.advance(2_000);
  const validated = await getBatch(api, batch.object_id);
  return (validated.batch_shipments?.results ?? []).map((shipment) => shipment.status);
}

describe("BatchUploader's decimals typed with a comma", () => {
  it('reads a file\'s "2,5" as the API\'s 2.5: the row is ready, and the sandbox validates the batch sent from it', async () => {
    const outcome = parseBatchText(FRENCH_FILE);
    if (!outcome.ok) {
      throw new Error(`refused: ${outcome.reason}`);
    }
    const validation = validateRecords(outcome.file, outcome.mapping, 'US');
    expect(validation).toMatchObject({ valid: 1, invalid: 0 });
    const [row] = validation.rows;
    expect(row!.values).toMatchObject({ weight: '2.5', length: '10.5', width: '8', height: '4.25' });
    const input = toBatchInput(defaultSettings(undefined), [row!.values], SENDER, 'US');
    expect(input.batch_shipments[0]!.shipment.parcels[0]).toMatchObject({ weight: '2.5', length: '10.5', height: '4.25' });
    expect(await sentToSandbox([row!.values])).toEqual(['VALID']);
  });

  it('takes "0,75" typed into a preview cell, and still refuses a weight of "0,00"', () => {
    const outcome = parseBatchText(FRENCH_FILE.replace(';2,5;', ';;'));
    if (!outcome.ok) {
      throw new Error(`refused: ${outcome.reason}`);
    }
    const [validated] = validateRecords(outcome.file, outcome.mapping, 'US').rows;
    const row: PreviewRow = { id: 0, line: validated!.line, cells: outcome.file.records[0]!.cells, values: validated!.values, errors: validated!.errors };
    expect(row.errors.map((error) => error.field)).toEqual(['weight']);
    const fixed = fixCell(row, 'weight', '0,75', outcome.mapping, 'US');
    expect(fixed.errors).toEqual([]);
    expect(fixed.values.weight).toBe('0.75');
    expect(fixCell(row, 'weight', '0,00', outcome.mapping, 'US').errors.map((error) => [error.field, error.code])).toEqual([['weight', 'invalid']]);
  });

  it("takes \"1,5\" typed into the fix dialog of a shipment the API refused, and gives the API's 1.5", () => {
    const typed = Object.fromEntries(BATCH_FIELDS.map((field) => [field, ''])) as Record<(typeof BATCH_FIELDS)[number], string>;
    Object.assign(typed, { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'us', weight: '1,5', mass_unit: 'LB', length: '10', width: '8', height: '4', distance_unit: 'in' });
    const row = fixValuesToRow(typed);
    expect(row).toMatchObject({ weight: '1.5', country: 'US', mass_unit: 'lb' });
    const mapping = Object.fromEntries(Object.keys(row).map((field, index) => [field, index]));
    expect(validateValues(row, mapping)).toEqual([]);
  });
});
