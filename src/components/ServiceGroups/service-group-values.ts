import * as z from 'zod/mini';
import type { ServiceGroup, ServiceGroupInput, ServiceGroupType } from '../../api/resources/service-groups';
import { normaliseDecimal } from '../../lib/decimal';

/** The types a group can have, in the order they are offered. */
export const SERVICE_GROUP_TYPES = ['LIVE_RATE', 'FLAT_RATE', 'FREE_SHIPPING'] as const satisfies readonly ServiceGroupType[];

/** A problem with what was entered; the form words it in the active language. */
export type ServiceGroupIssue = 'nameRequired' | 'levelsRequired' | 'amount' | 'currency' | 'adjustment';

/** What the group dialog's form holds, as typed. */
export interface ServiceGroupFormValues {
  name: string;
  description: string;
  type: ServiceGroupType;
  /** The chosen service levels, each `<account object_id> <service level token>`. */
  levels: string[];
  flatRate: string;
  flatRateCurrency: string;
  threshold: string;
  thresholdCurrency: string;
  /** Whole percent, `''` for none. */
  rateAdjustment: string;
}

const AMOUNT = /^\d+(\.\d+)?$/;
const CURRENCY = /^[A-Za-z]{3}$/;
// A minus sign as typed (hyphen) or as the locale writes it (U+2212).
const PERCENT = /^[-\u2212]?\d{1,4}$/;

/** The key of one service level in the form. */
export const levelKey = (accountId: string, token: string): string => `${accountId} ${token}`;

/** The whole percent typed, or `undefined` when the field is empty or not a whole number in range. */
export function percentOf(text: string): number | undefined {
  const compact = text.replace(/\s+/g, '');
  if (!PERCENT.test(compact)) {
    return undefined;
  }
  const value = Number(compact.replace('\u2212', '-'));
  return value >= -100 && value <= 1000 ? value : undefined;
}

type Issue = (path: keyof ServiceGroupFormValues, message: ServiceGroupIssue) => void;

/** The price fields the type needs: a flat rate unless free shipping (LIVE_RATE's fallback), else the threshold. */
function checkPrices(values: ServiceGroupFormValues, issue: Issue): void {
  const pairs =
    values.type === 'FREE_SHIPPING'
      ? ([['threshold', 'thresholdCurrency']] as const)
      : ([['flatRate', 'flatRateCurrency']] as const);
  for (const [amount, currency] of pairs) {
    if (!AMOUNT.test(normaliseDecimal(values[amount]))) {
      issue(amount, 'amount');
    }
    if (!CURRENCY.test(values[currency].trim())) {
      issue(currency, 'currency');
    }
  }
  if (values.type === 'LIVE_RATE' && values.rateAdjustment.trim() !== '' && percentOf(values.rateAdjustment) === undefined) {
    issue('rateAdjustment', 'adjustment');
  }
}

/** Validates the group form; issue messages are {@link ServiceGroupIssue} codes. */
export const ServiceGroupFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    type: z.enum(SERVICE_GROUP_TYPES),
    levels: z.array(z.string()),
    flatRate: z.string(),
    flatRateCurrency: z.string(),
    threshold: z.string(),
    thresholdCurrency: z.string(),
    rateAdjustment: z.string(),
  })
  .check(
    z.superRefine((values, context) => {
      const issue: Issue = (path, message) => context.addIssue({ code: 'custom', path: [path], message });
      if (values.name.trim() === '') {
        issue('name', 'nameRequired');
      }
      if (values.levels.length === 0) {
        issue('levels', 'levelsRequired');
      }
      checkPrices(values, issue);
    }),
  );

/** The form of a new group: live rates in `currency`, no service level chosen. */
export function newGroupValues(currency: string): ServiceGroupFormValues {
  return {
    name: '',
    description: '',
    type: 'LIVE_RATE',
    levels: [],
    flatRate: '',
    flatRateCurrency: currency,
    threshold: '',
    thresholdCurrency: currency,
    rateAdjustment: '',
  };
}

/** The form of an existing group, as the API answered it. */
export function groupValues(group: ServiceGroup, currency: string): ServiceGroupFormValues {
  const type = SERVICE_GROUP_TYPES.find((known) => known === group.type) ?? 'LIVE_RATE';
  return {
    name: group.name,
    description: group.description ?? '',
    type,
    levels: (group.service_levels ?? []).map((level) => levelKey(level.account_object_id, level.service_level_token)),
    flatRate: group.flat_rate ?? '',
    flatRateCurrency: group.flat_rate_currency ?? currency,
    threshold: group.free_shipping_threshold_min ?? '',
    thresholdCurrency: group.free_shipping_threshold_currency ?? currency,
    rateAdjustment: group.rate_adjustment ? String(group.rate_adjustment) : '',
  };
}

/**
 * The group as the API takes it, from checked form values: only the price fields of its type (a
 * flat rate for LIVE_RATE's fallback and FLAT_RATE, the threshold for FREE_SHIPPING), the
 * adjustment for LIVE_RATE only; `isActive` kept from the group being edited.
 */
export function toServiceGroupInput(values: ServiceGroupFormValues, isActive: boolean): ServiceGroupInput {
  const free = values.type === 'FREE_SHIPPING';
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    type: values.type,
    service_levels: values.levels.map((key) => {
      const [account_object_id = '', service_level_token = ''] = key.split(' ');
      return { account_object_id, service_level_token };
    }),
    flat_rate: free ? null : normaliseDecimal(values.flatRate),
    flat_rate_currency: free ? null : values.flatRateCurrency.trim().toUpperCase(),
    free_shipping_threshold_min: free ? normaliseDecimal(values.threshold) : null,
    free_shipping_threshold_currency: free ? values.thresholdCurrency.trim().toUpperCase() : null,
    rate_adjustment: values.type === 'LIVE_RATE' ? (percentOf(values.rateAdjustment) ?? 0) : 0,
    is_active: isActive,
  };
}

const FORM_PATHS: Readonly<Record<string, keyof ServiceGroupFormValues>> = {
  name: 'name',
  description: 'description',
  type: 'type',
  service_levels: 'levels',
  flat_rate: 'flatRate',
  flat_rate_currency: 'flatRateCurrency',
  free_shipping_threshold_min: 'threshold',
  free_shipping_threshold_currency: 'thresholdCurrency',
  rate_adjustment: 'rateAdjustment',
};

/** The form field that holds a request path the API refused (`service_levels.0.account_object_id` → `levels`). */
export function groupFormPath(requestPath: string): string | undefined {
  return FORM_PATHS[requestPath.split('.')[0] ?? ''];
}
