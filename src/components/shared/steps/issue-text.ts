import { formatMessage, type Messages } from '../../../provider/messages';
import type { CustomsIssue } from './customs-values';
import type { OptionsIssue } from './options-values';
import type { NumberIssue } from './parcel-values';

/** Every issue code the step schemas report, and `rejected` for a field the API refused. */
export type StepIssue = NumberIssue | OptionsIssue | CustomsIssue | 'rejected';

/** The codes, each the key of its sentence: the kit's one wording of a field's error (`formErrors`), or the step's own. */
const ISSUES: Readonly<Record<StepIssue, 'formErrors' | 'step'>> = {
  required: 'formErrors',
  positive: 'formErrors',
  amount: 'formErrors',
  wholeNumber: 'formErrors',
  currency: 'formErrors',
  country: 'formErrors',
  rejected: 'formErrors',
  certify: 'step',
  explanation: 'step',
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
  // Each code is the key of its sentence; the sentences that name no field have no {field}.
  const sentence = ISSUES[message] === 'formErrors' ? messages.formErrors[message as keyof Messages['formErrors']] : messages.customs.validation[message as 'certify' | 'explanation'];
  return formatMessage(sentence, { field: fieldLabel }, locale);
}
