import * as z from 'zod/mini';
import type { OrderInput, OrderLineItemInput } from '../../api/resources/order-create';
import type { MassUnit } from '../../api/resources/parcels';
import { fromMicros, MicroSum, multiplyDecimal } from '../../lib/decimal';
import {
  createAddressSchema,
  initialFormValues,
  isAddressField,
  toAddressInput,
  type AddressFieldsInput,
  type AddressFieldsOutput,
} from '../shared/address/address-values';
import { checkAmount, checkCurrency, checkQuantity } from '../shared/steps/customs-values';
import { checkPositiveNumber } from '../shared/steps/parcel-values';
import { MASS_UNITS } from '../shared/wire-enums';

/*
 * The create-order form: the recipient (AddressForm's fields and rules, at the form's root, so the
 * shared address fields bind to it as they are), then the order's number, time, notes and lines.
 * Issue messages are codes (`required`, `amount`, …): the form words them in the active language.
 */

/** One line of the order as the form holds it: text as typed; price and weight are for one item. */
export interface LineItemValues {
  title: string;
  quantity: string;
  unit_price: string;
  currency: string;
  weight: string;
  weight_unit: MassUnit;
  sku: string;
}

/** The order fields beside the recipient. */
export interface OrderDetailsValues {
  order_number: string;
  /** A `datetime-local` value, in the person's own time zone. */
  placed_at: string;
  notes: string;
  line_items: LineItemValues[];
}

/** What the create-order form holds. */
export type CreateOrderValues = AddressFieldsInput & OrderDetailsValues;

const LineItemSchema = z
  .object({
    title: z.string(),
    quantity: z.string(),
    unit_price: z.string(),
    currency: z.string(),
    weight: z.string(),
    weight_unit: z.enum(MASS_UNITS, 'required'),
    sku: z.string(),
  })
  .check(
    z.superRefine((item, context) => {
      if (item.title.trim() === '') {
        context.addIssue({ code: 'custom', path: ['title'], message: 'required' });
      }
      checkQuantity(item.quantity, ['quantity'], context);
      checkAmount(item.unit_price, ['unit_price'], context);
      checkCurrency(item.currency, ['currency'], context);
      checkPositiveNumber(item.weight, ['weight'], context);
    }),
  );

const OrderDetailsSchema = z.object({
  // Required here (the API's is optional): the list and its announcements name orders by number.
  order_number: z.string().check(z.refine((value) => value.trim() !== '', 'required')),
  placed_at: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'required')),
  notes: z.string(),
  line_items: z.array(LineItemSchema).check(z.minLength(1, 'required')),
});

/** The form's schema: the recipient as AddressForm checks one, and the order's own fields. */
export const CreateOrderSchema = /* @__PURE__ */ z.intersection(createAddressSchema('recipient'), OrderDetailsSchema);

/** The checked values. */
export type CreateOrderOutput = AddressFieldsOutput & z.output<typeof OrderDetailsSchema>;

/** A new, empty line, in the currency and unit of the one before it. */
export function emptyLineItem(previous?: Pick<LineItemValues, 'currency' | 'weight_unit'>): LineItemValues {
  return { title: '', quantity: '1', unit_price: '', currency: previous?.currency ?? 'USD', weight: '', weight_unit: previous?.weight_unit ?? 'lb', sku: '' };
}

/** `epochMs` as a `datetime-local` value in the runtime's time zone (`2026-11-23T15:00`). */
export function toDateTimeLocal(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's first values: the locale's country, one empty line, placed now. */
export function initialCreateOrderValues(locale: string, now: number): CreateOrderValues {
  return { ...initialFormValues(undefined, locale, undefined), order_number: '', placed_at: toDateTimeLocal(now), notes: '', line_items: [emptyLineItem()] };
}

function toLineItemInput(item: LineItemValues): OrderLineItemInput {
  const quantity = Number(item.quantity.trim());
  return {
    title: item.title.trim(),
    quantity,
    // The API's line carries the whole line's price and weight.
    total_price: multiplyDecimal(item.unit_price, quantity),
    currency: item.currency.trim().toUpperCase(),
    weight: multiplyDecimal(item.weight, quantity),
    weight_unit: item.weight_unit,
    ...(item.sku.trim() === '' ? {} : { sku: item.sku.trim() }),
  };
}

/** The order's total when every line is priced in one currency; nothing otherwise. */
function orderTotal(lines: readonly OrderLineItemInput[]): Pick<OrderInput, 'total_price' | 'currency'> {
  const currency = lines[0]?.currency;
  const sum = new MicroSum();
  if (currency === undefined || lines.some((line) => line.currency !== currency || line.total_price === undefined || !sum.add(line.total_price))) {
    return {};
  }
  return { total_price: fromMicros(sum.micros), currency };
}

/** The create request for checked values. */
export function toOrderInput(values: CreateOrderOutput): OrderInput {
  const lines = values.line_items.map(toLineItemInput);
  return {
    placed_at: new Date(values.placed_at).toISOString(),
    to_address: toAddressInput(values),
    line_items: lines,
    ...orderTotal(lines),
    order_number: values.order_number.trim(),
    ...(values.notes.trim() === '' ? {} : { notes: values.notes.trim() }),
  };
}

const LINE_FIELDS: Readonly<Record<string, keyof LineItemValues>> = {
  title: 'title',
  quantity: 'quantity',
  total_price: 'unit_price',
  currency: 'currency',
  weight: 'weight',
  weight_unit: 'weight_unit',
  sku: 'sku',
};

/**
 * The form field that holds a request path the API refused (`line_items.0.total_price` → the
 * first line's price, `to_address.zip` → the postcode), or `undefined` when no field does.
 */
export function toCreateOrderFormPath(requestPath: string): string | undefined {
  const [head, second, third] = requestPath.split('.');
  if (head === 'to_address' && second !== undefined && isAddressField(second)) {
    return second;
  }
  if (head === 'line_items' && second !== undefined && /^\d+$/.test(second) && third !== undefined && Object.hasOwn(LINE_FIELDS, third)) {
    return `line_items.${second}.${LINE_FIELDS[third]}`;
  }
  return head === 'order_number' || head === 'notes' || head === 'placed_at' ? head : undefined;
}
