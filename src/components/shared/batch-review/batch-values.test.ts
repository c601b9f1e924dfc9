import { describe, expect, it } from 'vitest';
import { BatchSettingsSchema, type BatchSettingsValues } from './batch-values';

const SETTINGS: BatchSettingsValues = { carrierAccount: 'ca_1', serviceLevel: 'parcelwise_ground', labelFileType: '', metadata: '', rowOverrides: false };

/** The settings' problems, as `field:code`. */
function problems(values: Partial<BatchSettingsValues>): string[] {
  const result = BatchSettingsSchema.safeParse({ ...SETTINGS, ...values });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('BatchSettingsSchema', () => {
  it('takes a batch reference of up to 100 characters, counted as the API counts them', () => {
    expect(problems({ metadata: 'x'.repeat(100) })).toEqual([]);
    expect(problems({ metadata: 'x'.repeat(101) })).toEqual(['metadata:metadataTooLong']);
    // An emoji is two UTF-16 units and one character (spec §8 counts characters).
    expect(problems({ metadata: '📦'.repeat(100) })).toEqual([]);
    expect(problems({ metadata: '📦'.repeat(101) })).toEqual(['metadata:metadataTooLong']);
  });

  it('names the account and service level a batch needs', () => {
    expect(problems({ carrierAccount: '', serviceLevel: '' })).toEqual(['carrierAccount:carrierAccountRequired', 'serviceLevel:serviceLevelRequired']);
  });
});
