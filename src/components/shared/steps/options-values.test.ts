import { describe, expect, it } from 'vitest';
import { emptyOptions, OptionsStepSchema, toShipmentExtra } from './options-values';

describe('OptionsStepSchema', () => {
  it('needs an insured value and a currency only when the shipment is insured', () => {
    expect(OptionsStepSchema.safeParse(emptyOptions('USD')).success).toBe(true);
    const result = OptionsStepSchema.safeParse({ ...emptyOptions(''), insured: true });
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)).toEqual([
      'insuranceAmount:required',
      'insuranceCurrency:required',
    ]);
    const wrongCurrency = OptionsStepSchema.safeParse({ ...emptyOptions('dollars'), insured: true, insuranceAmount: '10' });
    expect(wrongCurrency.success ? [] : wrongCurrency.error.issues.map((issue) => issue.message)).toEqual(['currency']);
  });
});

describe('toShipmentExtra', () => {
  const chosen = {
    ...emptyOptions('usd'),
    signature: 'ADULT' as const,
    insured: true,
    insuranceAmount: '200,50',
    insuranceContent: ' Books ',
    saturdayDelivery: true,
    returnLabel: true,
    reference1: ' PO-1 ',
    reference2: '',
    qrCode: true,
  };

  it('maps every offered option to the API fields', () => {
    expect(toShipmentExtra(chosen, ['signature', 'insurance', 'saturdayDelivery', 'returnLabel', 'references', 'qrCode'])).toEqual({
      signature_confirmation: 'ADULT',
      insurance: { amount: '200.50', currency: 'USD', content: 'Books' },
      saturday_delivery: true,
      is_return: true,
      reference_1: 'PO-1',
      qr_code_requested: true,
    });
  });

  it('never sends an option the host does not offer, and nothing when nothing is chosen', () => {
    expect(toShipmentExtra(chosen, ['saturdayDelivery'])).toEqual({ saturday_delivery: true });
    expect(toShipmentExtra(emptyOptions('USD'), ['signature', 'insurance'])).toBeUndefined();
  });
});
