import * as z from 'zod/mini';
import type { ShipmentInput, SignatureConfirmation } from '../../../api/resources/shipments';
import { normaliseDecimal } from '../../../lib/decimal';
import { checkPositiveNumber } from './parcel-values';
import { SIGNATURE_CONFIRMATIONS } from '../wire-enums';

/**
 * The shipment options a host can offer (`options` prop of LabelPurchase):
 * - `signature`: signature confirmation (`extra.signature_confirmation`);
 * - `insurance`: declared value, currency and contents (`extra.insurance`);
 * - `saturdayDelivery`: `extra.saturday_delivery`;
 * - `returnLabel`: the label is a return label (`extra.is_return`);
 * - `references`: two free-text references printed on the label (`extra.reference_1`, `reference_2`);
 * - `qrCode`: a QR code to have the label printed at a drop-off location (`extra.qr_code_requested`).
 */
export const LABEL_PURCHASE_OPTIONS = ['signature', 'insurance', 'saturdayDelivery', 'returnLabel', 'references', 'qrCode'] as const;

/** One shipment option a host can offer. */
export type LabelPurchaseOption = (typeof LABEL_PURCHASE_OPTIONS)[number];

/** A problem with an option field; the step turns it into a sentence. */
export type OptionsIssue = 'required' | 'positive' | 'currency';

/** Everything the options step holds, whether or not the host offers each option. */
export interface OptionsStepValues {
  /** A signature level, or `''` for none. */
  signature: SignatureConfirmation | '';
  insured: boolean;
  insuranceAmount: string;
  insuranceCurrency: string;
  insuranceContent: string;
  saturdayDelivery: boolean;
  returnLabel: boolean;
  reference1: string;
  reference2: string;
  qrCode: boolean;
}

const CURRENCY_PATTERN = /^[A-Za-z]{3}$/;

/**
 * Validates the options step: an insured value and its currency are needed only when the
 * shipment is insured. Issue messages are {@link OptionsIssue} codes.
 */
export const OptionsStepSchema = z
  .object({
    signature: z.union([z.literal(''), z.enum(SIGNATURE_CONFIRMATIONS)]),
    insured: z.boolean(),
    insuranceAmount: z.string(),
    insuranceCurrency: z.string(),
    insuranceContent: z.string(),
    saturdayDelivery: z.boolean(),
    returnLabel: z.boolean(),
    reference1: z.string(),
    reference2: z.string(),
    qrCode: z.boolean(),
  })
  .check(
    z.superRefine((values, context) => {
      if (!values.insured) {
        return;
      }
      checkPositiveNumber(values.insuranceAmount, ['insuranceAmount'], context);
      if (!CURRENCY_PATTERN.test(values.insuranceCurrency.trim())) {
        context.addIssue({
          code: 'custom',
          path: ['insuranceCurrency'],
          message: (values.insuranceCurrency.trim() === '' ? 'required' : 'currency') satisfies OptionsIssue,
        });
      }
    }),
  );

/** The options step before the person changes anything; insurance in `currency`. */
export function emptyOptions(currency: string): OptionsStepValues {
  return {
    signature: '',
    insured: false,
    insuranceAmount: '',
    insuranceCurrency: currency,
    insuranceContent: '',
    saturdayDelivery: false,
    returnLabel: false,
    reference1: '',
    reference2: '',
    qrCode: false,
  };
}

/**
 * The shipment's `extra` for the options the host offers, or `undefined` when nothing is asked
 * for. Options the host does not offer are never sent, whatever the values hold.
 */
export function toShipmentExtra(values: OptionsStepValues, offered: readonly LabelPurchaseOption[]): ShipmentInput['extra'] {
  const extra: NonNullable<ShipmentInput['extra']> = {};
  if (offered.includes('signature') && values.signature !== '') {
    extra.signature_confirmation = values.signature;
  }
  if (offered.includes('insurance') && values.insured) {
    const content = values.insuranceContent.trim();
    extra.insurance = {
      amount: normaliseDecimal(values.insuranceAmount),
      currency: values.insuranceCurrency.trim().toUpperCase(),
      ...(content === '' ? {} : { content }),
    };
  }
  if (offered.includes('saturdayDelivery') && values.saturdayDelivery) {
    extra.saturday_delivery = true;
  }
  if (offered.includes('returnLabel') && values.returnLabel) {
    extra.is_return = true;
  }
  if (offered.includes('references')) {
    const reference1 = values.reference1.trim();
    const reference2 = values.reference2.trim();
    if (reference1 !== '') {
      extra.reference_1 = reference1;
    }
    if (reference2 !== '') {
      extra.reference_2 = reference2;
    }
  }
  if (offered.includes('qrCode') && values.qrCode) {
    extra.qr_code_requested = true;
  }
  return Object.keys(extra).length === 0 ? undefined : extra;
}
