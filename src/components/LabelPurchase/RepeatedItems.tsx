'use client';

import * as React from 'react';
import type { FieldArray } from '../../internal/use-form';
import { Button } from '../../ui/Button';

/** What {@link RepeatedItems} passes to its render function for each item. */
export interface RepeatedItem<TItem> {
  /** The item's stable key (React's key is set by the list). */
  key: string;
  /** The item's current values. */
  value: TItem;
  /** Its position, from 0. */
  index: number;
  /** The item's remove button, or null while it is the only item. */
  removeButton: React.ReactNode;
}

/** Props of {@link RepeatedItems}. */
export interface RepeatedItemsProps<TItem> {
  /** The array field, from the form's `fieldArray(name)`. */
  items: FieldArray<TItem>;
  /** The item to append, asked for on each click so it can follow the last one's units. */
  newItem: () => TItem;
  /** Text of the add button. */
  addLabel: string;
  /** Text of an item's remove button, which names the item ("Remove package 2"). */
  removeLabel: (index: number) => string;
  /** `data-se-button` of the add button. */
  addPart: string;
  /** `data-se-button` of each remove button. */
  removePart: string;
  /** Renders one item; it places `removeButton` among its own controls. */
  children: (item: RepeatedItem<TItem>) => React.ReactNode;
}

/**
 * A list of items the person can add to and remove from (a shipment's packages, a customs
 * declaration's items), followed by its add button. The last item cannot be removed. Removing an
 * item moves focus to the add button: the clicked button leaves the page with its item, and focus
 * must stay in the form rather than fall back to the document.
 */
export function RepeatedItems<TItem>({ items, newItem, addLabel, removeLabel, addPart, removePart, children }: RepeatedItemsProps<TItem>): React.JSX.Element {
  const { fields, append, remove } = items;
  const addButton = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      {fields.map(({ key, value }, index) => (
        <React.Fragment key={key}>
          {children({
            key,
            value,
            index,
            removeButton:
              fields.length > 1 ? (
                <Button
                  variant="secondary"
                  part={removePart}
                  onClick={() => {
                    remove(index);
                    addButton.current?.focus();
                  }}
                >
                  {removeLabel(index)}
                </Button>
              ) : null,
          })}
        </React.Fragment>
      ))}
      <Button ref={addButton} variant="secondary" part={addPart} onClick={() => append(newItem())}>
        {addLabel}
      </Button>
    </>
  );
}
