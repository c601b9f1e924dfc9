import { formatMessage, type Messages } from '../../../provider/messages';
import type { CustomsIssue } from './customs-values';
import type { OptionsIssue } from './options-values';
import type { NumberIssue } from './parcel-values';

/** Every issue code the step schemas report, and `rejected` for a field the API refused. */
export type StepIssue = NumberIssue | OptionsIssue | CustomsIssue | 'rejected';

const ISSUES: Readonly<Record<StepIssue, true>> = {
  required: true,
  positive: true,
  amount: true,
  wholeNumber: true,
  currency: true,
  country: true,
  certify: true,
  explanation: true,
  rejected: true,
};

function isStepIssue(code: string): code is StepIssue {
  return Object.hasOwn(ISSUES, code);
}

/**
 * The sentence for a field's problem in the active language. The schemas report codes, not
 * text, so messages follow the locale and name the field by its visible label. A message that is
 * not a known code is shown as it is; the API's own messages never get here (a field it refuses is
 * marked `rejected`).
 */
export function issueText(messages: Messages, locale: string, message: string | undefined, fieldLabel: string): string | undefined {
  if (message === undefined || message === '') {
    return undefined;
  }
  if (!isStepIssue(message)) {
    return message;
  }
  const validation = messages.labelPurchase.validation;
  switch (message) {
    case 'required':
      return formatMessage(validation.required, { field: fieldLabel }, locale);
    case 'positive':
      return formatMessage(validation.positive, { field: fieldLabel }, locale);
    case 'amount':
      return formatMessage(validation.amount, { field: fieldLabel }, locale);
    case 'wholeNumber':
      return formatMessage(validation.wholeNumber, { field: fieldLabel }, locale);
    case 'currency':
      return validation.currency;
    case 'country':
      return validation.country;
    case 'certify':
      return validation.certify;
    case 'explanation':
      return validation.explanation;
    case 'rejected':
      return formatMessage(validation.rejected, { field: fieldLabel }, locale);
    default:
      message satisfies never;
      return message;
  }
}
