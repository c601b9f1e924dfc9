'use client';

import * as React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ShippingElementsContext } from '../provider/context';
import { eventName, kebabCase, type AnyElementSpec } from './element-spec';
import { ELEMENT_TABLE } from './element-table';
import { canUseElements, usePageSession } from './session';

type Props = Record<string, unknown>;

/** An element's root: its block inside the page session's context, once `init` started it. */
function ElementRoot({ Block, props }: { Block: React.ComponentType<Props>; props: Props }): React.JSX.Element | null {
  const session = usePageSession();
  if (!session) {
    return null;
  }
  return (
    <ShippingElementsContext.Provider value={session}>
      <React.Suspense fallback={null}>
        <Block {...props} />
      </React.Suspense>
    </ShippingElementsContext.Provider>
  );
}

function attributeValue(type: 'string' | 'number' | 'boolean', text: string | null): unknown {
  if (type === 'boolean') {
    return text !== null;
  }
  if (text === null) {
    return undefined;
  }
  return type === 'number' ? Number(text) : text;
}

/**
 * The element class of one row of the table: light DOM, one React root per element, attributes
 * and properties as props, callbacks as `shipping:*` events, `data-state` reflected from the
 * block's root.
 */
function elementClass(spec: AnyElementSpec): CustomElementConstructor {
  const attributes = new Map(spec.attributes.map((attribute) => [kebabCase(attribute.prop), attribute]));
  // The tag's block, loaded once, when the first element of the tag renders.
  const Block = React.lazy(() => spec.load().then((component) => ({ default: component })));

  class ShippingElement extends HTMLElement {
    static readonly formAssociated = spec.formAssociated === true;
    static readonly observedAttributes = [...attributes.keys()];

    readonly #props: Props = {};
    readonly #callbacks: Props = {};
    readonly #internals: ElementInternals | undefined;
    #root: Root | null = null;
    #state: MutationObserver | null = null;

    constructor() {
      super();
      this.#internals = spec.formAssociated ? this.attachInternals() : undefined;
      // A property a page set before the tag was defined is an own property of the element, which
      // would hide the accessor: it becomes a prop like any other.
      for (const prop of spec.properties) {
        if (Object.hasOwn(this, prop)) {
          const value: unknown = (this as unknown as Props)[prop];
          delete (this as unknown as Props)[prop];
          this.#props[prop] = value;
        }
      }
      for (const event of spec.events) {
        this.#callbacks[event.prop] = (...args: unknown[]) => {
          const detail = event.args && args.length > 1 ? Object.fromEntries(event.args.map((name, index) => [name, args[index]])) : args[0];
          this.dispatchEvent(new CustomEvent(`shipping:${eventName(event)}`, { bubbles: true, composed: true, detail }));
        };
      }
    }

    connectedCallback() {
      for (const [name, attribute] of attributes) {
        this.#props[attribute.prop] ??= attributeValue(attribute.type, this.getAttribute(name));
      }
      this.#root ??= createRoot(this);
      this.#state ??= new MutationObserver(() => this.#reflectState());
      this.#state.observe(this, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
      this.#render();
    }

    disconnectedCallback() {
      // A move (disconnected, then connected again in the same task) keeps the root.
      queueMicrotask(() => {
        if (!this.isConnected && this.#root) {
          this.#root.unmount();
          this.#root = null;
          this.#state?.disconnect();
          delete this.dataset.state;
        }
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const attribute = attributes.get(name);
      if (attribute) {
        this.#props[attribute.prop] = attributeValue(attribute.type, value);
        this.#render();
      }
    }

    /** Sets a prop from a property of the element (`element.defaultSender = { … }`). */
    setProp(prop: string, value: unknown) {
      this.#props[prop] = value;
      this.#render();
    }

    getProp(prop: string): unknown {
      return this.#props[prop];
    }

    #render() {
      const props = { ...this.#props, ...this.#callbacks, ...(this.#internals ? { internals: this.#internals } : {}) };
      this.#root?.render(<ElementRoot Block={Block} props={props} />);
    }

    #reflectState() {
      const state = this.querySelector('[data-state]')?.getAttribute('data-state');
      if (state && this.dataset.state !== state) {
        this.dataset.state = state;
      } else if (!state && this.dataset.state !== undefined) {
        delete this.dataset.state;
      }
    }
  }

  for (const prop of spec.properties) {
    Object.defineProperty(ShippingElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: ShippingElement) {
        return this.getProp(prop);
      },
      set(this: ShippingElement, value: unknown) {
        this.setProp(prop, value);
      },
    });
  }
  return ShippingElement;
}

/**
 * Registers the kit's tags (`<shipping-label-purchase>`, `<shipping-address-form>`, …) with
 * `customElements`. A tag already defined is left as it is, so calling it twice is harmless. On a
 * server (no `customElements`) it does nothing: the tags render nothing there and upgrade in the
 * browser.
 *
 * @example
 * import { ShippingElements, defineShippingElements } from 'shipping-elements/elements';
 * ShippingElements.init({ baseUrl, fetchToken });
 * defineShippingElements();
 */
export function defineShippingElements(): void {
  if (!canUseElements()) {
    return;
  }
  for (const spec of ELEMENT_TABLE) {
    if (!customElements.get(spec.tag)) {
      customElements.define(spec.tag, elementClass(spec));
    }
  }
}
