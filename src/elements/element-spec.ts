import type * as React from 'react';

/** The keys of every member of a props union (RatePicker's two sources, TrackingStatus's targets). */
type KeysOf<TProps> = TProps extends unknown ? Extract<keyof TProps, string> : never;

/** A prop a host sets as an attribute: kebab-case of the prop's name (`orderId` ↔ `order-id`). */
export interface AttributeSpec<TProps> {
  /** The block's prop. */
  readonly prop: KeysOf<TProps>;
  /** How the attribute's text becomes the prop: `boolean` is the attribute's presence. */
  readonly type: 'string' | 'number' | 'boolean';
}

/** A callback prop mirrored as the DOM event `shipping:<name>`. */
export interface EventSpec<TProps> {
  /** The block's callback prop (`onPurchase`). */
  readonly prop: Extract<KeysOf<TProps>, `on${string}`>;
  /** The event's name after `shipping:`. @default the prop's name without `on`, kebab-case */
  readonly name?: string;
  /**
   * Names of the callback's arguments when it has more than one: `detail` is then an object of
   * them (`{ order, transaction }`). With one argument, `detail` is that argument.
   */
  readonly args?: readonly string[];
}

/** One tag: the block it renders and how the element's attributes, properties and events reach it. */
export interface ElementSpec<TProps> {
  /** The custom element's name (`shipping-label-purchase`). */
  readonly tag: `shipping-${string}`;
  /** The block's public name, for the manifest and the docs. */
  readonly block: string;
  /** Loads the block's code on the tag's first use. */
  readonly load: () => Promise<React.ComponentType<TProps>>;
  /** Props set from attributes. */
  readonly attributes: readonly AttributeSpec<TProps>[];
  /** Props set as JavaScript properties of the element (objects, arrays, functions). */
  readonly properties: readonly KeysOf<TProps>[];
  /** Callback props mirrored as `shipping:*` events. */
  readonly events: readonly EventSpec<TProps>[];
  /** A form-associated element (`static formAssociated`): its block takes the element's `internals`. */
  readonly formAssociated?: boolean;
}

/** A table row with its props type erased, as the element class and the manifest read it. */
export interface AnyElementSpec {
  readonly tag: `shipping-${string}`;
  readonly block: string;
  readonly load: () => Promise<React.ComponentType<Record<string, unknown>>>;
  readonly attributes: readonly { readonly prop: string; readonly type: AttributeSpec<unknown>['type'] }[];
  readonly properties: readonly string[];
  readonly events: readonly { readonly prop: string; readonly name?: string; readonly args?: readonly string[] }[];
  readonly formAssociated?: boolean;
}

/**
 * A row of the tag table, checked against the block's props: every attribute, property and event
 * names a prop the block has.
 */
export function elementRow<TProps>(spec: ElementSpec<TProps>): AnyElementSpec {
  return spec as unknown as AnyElementSpec;
}

/** `orderId` → `order-id`. */
export function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The event name of a callback prop: `onLabelPurchased` → `label-purchased`, unless the row names it. */
export function eventName(spec: AnyElementSpec['events'][number]): string {
  return spec.name ?? kebabCase(spec.prop.replace(/^on/, '')).replace(/^-/, '');
}
