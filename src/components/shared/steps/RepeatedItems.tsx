'use client';

import * as React from 'react';
import { Button } from '../../../ui/Button';

/**
 * What {@link RepeatedItems} needs of an array field: react-hook-form's `useFieldArray` result
 * fits as it is (`fields` carry RHF's stable `id`).
 */
export interface RepeatedItemsArray<TItem> {
  /** The items in order, each with a key that follows it through appends and removals. */
  fields: readonly { id: string }[];
  /** Adds an item at the end. */
  append: (item: TItem) => void;
  /** Removes the item at `index`. */
  remove: (index: number) => void;
}

/** What {@link RepeatedItems} passes to its render function for each item. */
export interface RepeatedItem {
  /** The item's stable key (React's key is set by the list). */
  id: string;
  /** Its position, from 0: the index of its fields' names (`parcels.${index}.weight`). */
  index: number;
  /** The item's remove button, or null while it is the only item. */
  removeButton: React.ReactNode;
}

/** Props of {@link RepeatedItems}. */
export interface RepeatedItemsProps<TItem> {
  /** The array field, from react-hook-form's `useFieldArray({ control, name })`. */
  items: RepeatedItemsArray<TItem>;
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
  children: (item: RepeatedItem) => React.ReactNode;
}

/**
 * A list of items the person can add to and remove from (a shipment's packages, a customs
 * declaration's items), followed by its add button. The last item cannot be removed. Removing an
 * item moves focus to the add button: the clicked button leaves the page with its item, and focus
 * must stay in the form rather than fall back to the document. The items' inputs stay
 * uncontrolled (react-hook-form's `register`), so the list holds no values itself.
 */
export function RepeatedItems<TItem>({ items, newItem, addLabel, removeLabel, addPart, removePart, children }: RepeatedItemsProps<TItem>): React.JSX.Element {
  const { fields, append, remove } = items;
  const addButton = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      {fields.map(({ id }, index) => (
        <React.Fragment key={id}>
          {children({
            id,
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
