import { describe, expect, it } from 'vitest';
import { CustomsStepSchema, emptyCustomsItem, emptyDeclaration, toCustomsDeclarationInput, type CustomsStepValues } from './customs-values';

const ITEM = { ...emptyCustomsItem('USD', 'US'), description: 'Merino T-shirt', quantity: '2', net_weight: '0.8', value_amount: '76.00', sku_code: 'TS-MER' };
const VALID: CustomsStepValues = { ...emptyDeclaration([ITEM]), certify: true, certify_signer: 'Ada Lovelace' };

function issues(values: CustomsStepValues): string[] {
  const result = CustomsStepSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('CustomsStepSchema', () => {
  it('accepts a complete, certified declaration', () => {
    expect(issues(VALID)).toEqual([]);
  });

  it('needs a signer who certifies', () => {
    expect(issues({ ...VALID, certify: false, certify_signer: ' ' })).toEqual(['certify_signer:required', 'certify:certify']);
  });

  it('needs an explanation for contents of type OTHER, and the ITN with the AES_ITN exemption', () => {
    expect(issues({ ...VALID, contents_type: 'OTHER', eel_pfc: 'AES_ITN' })).toEqual(['contents_explanation:explanation', 'aes_itn:required']);
  });

  it('needs a tax id with its type, and the type with a number', () => {
    expect(issues({ ...VALID, tax_id_number: 'DE123' })).toEqual(['tax_id_type:required']);
    expect(issues({ ...VALID, tax_id_type: 'VAT' })).toEqual(['tax_id_number:required']);
  });

  it('reports a value no select offers as a code, never as a zod message', () => {
    expect(issues({ ...VALID, tax_id_number: 'DE123', tax_id_type: 'SSN' as CustomsStepValues['tax_id_type'] })).toEqual(['tax_id_type:required']);
    expect(issues({ ...VALID, items: [] })).toEqual(['items:required']);
  });

  it('checks every item: description, whole quantity, weight, value, currency and country', () => {
    const broken = { ...ITEM, description: '', quantity: '1.5', net_weight: '0', value_amount: 'free', value_currency: 'dollars', origin_country: 'USA' };
    expect(issues({ ...VALID, items: [broken] })).toEqual([
      'items.0.description:required',
      'items.0.quantity:wholeNumber',
      'items.0.net_weight:positive',
      'items.0.value_amount:amount',
      'items.0.value_currency:currency',
      'items.0.origin_country:country',
    ]);
  });

  it('allows an item declared without value', () => {
    expect(issues({ ...VALID, items: [{ ...ITEM, value_amount: '0' }] })).toEqual([]);
  });
});

describe('toCustomsDeclarationInput', () => {
  it('sends the items inline and leaves out what is empty', () => {
    expect(toCustomsDeclarationInput({ ...VALID, contents_explanation: 'left over from OTHER' })).toEqual({
      certify: true,
      certify_signer: 'Ada Lovelace',
      contents_type: 'MERCHANDISE',
      non_delivery_option: 'RETURN',
      items: [
        {
          description: 'Merino T-shirt',
          quantity: 2,
          net_weight: '0.8',
          mass_unit: 'lb',
          value_amount: '76.00',
          value_currency: 'USD',
          origin_country: 'US',
          sku_code: 'TS-MER',
        },
      ],
    });
  });

  it('sends the optional declaration fields that were filled in', () => {
    const input = toCustomsDeclarationInput({
      ...VALID,
      contents_type: 'OTHER',
      contents_explanation: ' Bike parts ',
      incoterm: 'DDP',
      eel_pfc: 'AES_ITN',
      aes_itn: 'X20260101123456',
      exporter_reference: 'EXP-1',
      importer_reference: 'IMP-1',
      eori_number: 'GB123456789000',
      tax_id_number: 'GB987',
      tax_id_type: 'VAT',
      items: [{ ...ITEM, hs_code: '6109.10', tariff_number: '6109100010', value_currency: 'gbp', origin_country: 'pt' }],
    });
    expect(input).toMatchObject({
      contents_explanation: 'Bike parts',
      incoterm: 'DDP',
      eel_pfc: 'AES_ITN',
      aes_itn: 'X20260101123456',
      exporter_reference: 'EXP-1',
      importer_reference: 'IMP-1',
      exporter_identification: { eori_number: 'GB123456789000', tax_id: { number: 'GB987', type: 'VAT' } },
      items: [expect.objectContaining({ hs_code: '6109.10', tariff_number: '6109100010', value_currency: 'GBP', origin_country: 'PT' })],
    });
  });
});
