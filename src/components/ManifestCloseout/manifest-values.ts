import * as z from 'zod/mini';

/** A problem with what was entered; the form words it in the active language. */
export type ManifestIssue = 'accountRequired' | 'dateRequired' | 'addressRequired';

/** What the close-out form holds. */
export interface ManifestFormValues {
  carrierAccount: string;
  /** `YYYY-MM-DD`. */
  date: string;
  addressId: string;
}

const required = (issue: ManifestIssue) => z.string().check(z.minLength(1, issue));

/** Validates the close-out form; issue messages are {@link ManifestIssue} codes. */
export const ManifestFormSchema = z.object({
  carrierAccount: required('accountRequired'),
  date: required('dateRequired').check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'dateRequired')),
  addressId: required('addressRequired'),
});
