import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it('accepts internationalized addresses as well as ASCII ones', () => {
    for (const address of ['émilie@example.test', 'grace.hopper+navy@example.com', 'jürgen@müller.de', '用户@例子.广告', 'o\'brien@example.ie', 'a@xn--mller-kva.de']) {
      expect(isValidEmail(address), address).toBe(true);
    }
  });

  it('refuses what no server delivers to', () => {
    for (const address of ['', 'émilie', 'émilie@', '@example.test', 'a b@example.test', 'a@example', 'a@@example.test', '.a@example.test', 'a.@example.test', 'a..b@example.test', 'a@-example.test', 'a@example.1', 'a@exa mple.test', '"a"@example.test', `${'a'.repeat(65)}@example.test`]) {
      expect(isValidEmail(address), address).toBe(false);
    }
  });
});
