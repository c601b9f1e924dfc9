import { afterAll, beforeAll } from 'vitest';

/**
 * Gives every element of this test file a size for the file's duration: TanStack Virtual measures
 * its scroll element, and jsdom lays nothing out (TOOLCHAIN §6.7), so a virtualized list would
 * render no row. Call once at the top of a test file.
 */
export function giveElementsASize({ height, width = 1000 }: { height: number; width?: number }): void {
  const sizes = { clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'), clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth') };
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
  });
  afterAll(() => {
    // jsdom defines both on Element.prototype: without a descriptor of HTMLElement's own, the
    // override is removed, so the next file of the worker (the dom project shares one jsdom) sees
    // jsdom's zero sizes again.
    for (const [key, descriptor] of Object.entries(sizes)) {
      if (descriptor) {
        Object.defineProperty(HTMLElement.prototype, key, descriptor);
      } else {
        Reflect.deleteProperty(HTMLElement.prototype, key);
      }
    }
  });
}
