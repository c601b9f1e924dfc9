// Weights, sizes, money and counts in request bodies, checked by field name wherever they appear
// (a parcel, a shipment's parcels and extra, customs items and declarations): plain decimal strings
// within sane bounds, and never zero or negative where the real world cannot be. The client's
// schemas only ask for "a decimal written as a string", which admitted "-1" and a 1 followed by
// 300 zeros (rated as "1e+3.00").

/** At most 9 integer digits and 4 decimals: a billion of anything is not a parcel. */
const PLAIN_DECIMAL = /^\d{1,9}(\.\d{1,4})?$/;

type Rule = 'positive' | 'non-negative';

// Field name → rule, for decimal strings.
const DECIMAL_RULES: Readonly<Record<string, Rule>> = {
  weight: 'positive',
  net_weight: 'positive',
  length: 'positive',
  width: 'positive',
  height: 'positive',
  value_amount: 'non-negative',
  total_shipping: 'non-negative',
  total_taxes: 'non-negative',
  total_duties: 'non-negative',
  other_fees: 'non-negative',
  // Orders (POST /orders/) and their line items.
  subtotal_price: 'non-negative',
  total_price: 'non-negative',
  total_tax: 'non-negative',
  shipping_cost: 'non-negative',
};

// Amounts inside these objects must be positive: insuring or collecting nothing is no option.
const POSITIVE_AMOUNT_PARENTS = new Set(['insurance', 'COD']);

function checkDecimal(value: unknown, rule: Rule, field: string, problems: Record<string, string[]>): void {
  if (value === null || value === undefined || value === '') {
    return;
  }
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !PLAIN_DECIMAL.test(text.trim())) {
    problems[field] = ['Enter a plain decimal number such as 12.5, with at most 9 digits before the point and 4 after it.'];
    return;
  }
  const number = Number(text);
  if (rule === 'positive' && number <= 0) {
    problems[field] = ['Ensure this value is greater than 0.'];
  }
}

function walk(value: unknown, path: readonly (string | number)[], problems: Record<string, string[]>): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...path, index], problems));
    return;
  }
  if (value === null || typeof value !== 'object') {
    return;
  }
  const parent = path.at(-1);
  for (const [key, item] of Object.entries(value)) {
    const field = [...path, key].join('.');
    const rule = DECIMAL_RULES[key];
    if (rule && (typeof item === 'string' || typeof item === 'number')) {
      checkDecimal(item, rule, field, problems);
    } else if (key === 'amount' && typeof parent === 'string' && POSITIVE_AMOUNT_PARENTS.has(parent)) {
      checkDecimal(item, 'positive', field, problems);
    } else if (key === 'quantity' && item !== null && item !== undefined && !(Number.isInteger(item) && (item as number) >= 1 && (item as number) <= 1_000_000)) {
      problems[field] = ['Ensure this value is a whole number of at least 1.'];
    } else {
      walk(item, [...path, key], problems);
    }
  }
}

/**
 * The problems of a request body's quantities as `{ "field.path": ["message"] }` (empty when
 * there are none). Batches use it per batch shipment, to mark a shipment INVALID with messages.
 */
export function quantityProblems(body: unknown): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  walk(body, [], problems);
  return problems;
}
