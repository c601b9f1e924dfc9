// On a server there are no custom elements: importing `shipping-elements/elements` and calling its
// functions does nothing and throws nothing, so a server-rendered page can carry the tags (they
// render nothing there) and upgrade them in the browser (issue 41).
import { describe, expect, it } from 'vitest';
import { ShippingElements, defineShippingElements } from './index';

describe('shipping-elements/elements on a server', () => {
  it('defines nothing and starts no session, without an error', () => {
    expect(typeof HTMLElement).toBe('undefined');
    expect(() => defineShippingElements()).not.toThrow();
    expect(() =>
      ShippingElements.init({ baseUrl: 'https://api.example.com', fetchToken: () => Promise.reject(new Error('a server never asks for a token')) }),
    ).not.toThrow();
    expect(() => ShippingElements.update({ identity: 'session-1:acct_2' })).not.toThrow();
    expect(() => ShippingElements.destroy()).not.toThrow();
  });
});
