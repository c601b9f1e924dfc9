// The repository carries the API contract at docs/spec/shipping-api.md so a clone has it. Where
// the workspace's shared copy is present, the two must be the same text.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const carried = path.join(root, 'docs', 'spec', 'shipping-api.md');
const shared = path.resolve(root, '..', 'shared', 'spec', 'shipping-api.md');

describe('the carried API spec', () => {
  it('is in the repository, and the same text as the workspace’s shared spec where that is beside it', () => {
    const text = readFileSync(carried, 'utf8');
    expect(text).toContain('# Multi-carrier Shipping Service: Interface Specification');
    if (existsSync(shared)) {
      expect(text).toBe(readFileSync(shared, 'utf8'));
    }
  });
});
