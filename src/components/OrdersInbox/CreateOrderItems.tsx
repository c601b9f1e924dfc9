'use client';

import * as React from 'react';
import { useFieldArray, useFormState, type UseFormReturn } from 'react-hook-form';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { SelectControl, TextControl } from '../../ui/form-controls';
import { RepeatedItems } from '../shared/steps/RepeatedItems';
import { issueText } from '../shared/steps/issue-text';
import { MASS_UNITS } from '../shared/wire-enums';
import { CREATE_ORDER_TEXT } from './create-order-text';
import { emptyLineItem, type CreateOrderOutput, type CreateOrderValues, type LineItemValues } from './create-order-values';

type TextField = Exclude<keyof LineItemValues, 'weight_unit'>;

/** The order's lines: one fieldset each (description, quantity, price, weight, SKU), added and removed. */
export function CreateOrderItems({ form }: { form: UseFormReturn<CreateOrderValues, unknown, CreateOrderOutput> }): React.JSX.Element {
  const { messages, locale } = useShippingElements('OrdersInbox', CREATE_ORDER_TEXT);
  const text = messages.ordersInbox.create;
  const { register, control, getValues } = form;
  const { errors } = useFormState({ control, name: 'line_items' });
  const items = useFieldArray({ control, name: 'line_items' });
  const massOptions = MASS_UNITS.map((unit) => ({ value: unit, label: messages.units.mass[unit].long }));
  const labels: Readonly<Record<TextField, string>> = {
    title: text.itemTitle,
    quantity: text.quantity,
    unit_price: text.price,
    currency: text.currency,
    weight: text.weight,
    sku: text.sku,
  };

  return (
    <fieldset data-se-part="orders-inbox-create-items">
      <legend>{text.items}</legend>
      <RepeatedItems
        items={items}
        newItem={() => emptyLineItem(getValues().line_items.at(-1))}
        addLabel={text.addItem}
        removeLabel={(index) => formatMessage(text.removeItem, { index: index + 1 }, locale)}
        addPart="orders-inbox-create-add-item"
        removePart="orders-inbox-create-remove-item"
      >
        {({ index, removeButton }) => {
          const field = (name: TextField, options: { required?: boolean; inputMode?: 'decimal' | 'numeric' } = {}) => (
            <TextControl
              label={labels[name]}
              field={name}
              required={options.required}
              inputMode={options.inputMode}
              registration={register(`line_items.${index}.${name}`)}
              error={issueText(messages, locale, errors.line_items?.[index]?.[name]?.message, labels[name])}
            />
          );
          return (
            <fieldset data-se-part="orders-inbox-create-item">
              <legend>{formatMessage(text.item, { index: index + 1 }, locale)}</legend>
              {field('title', { required: true })}
              {field('quantity', { required: true, inputMode: 'numeric' })}
              <div data-se-part="orders-inbox-create-price">
                {field('unit_price', { required: true, inputMode: 'decimal' })}
                {field('currency', { required: true })}
              </div>
              <div data-se-part="orders-inbox-create-weight">
                {field('weight', { required: true, inputMode: 'decimal' })}
                <SelectControl label={text.weightUnit} field="weight_unit" registration={register(`line_items.${index}.weight_unit`)} options={massOptions} />
              </div>
              {field('sku')}
              {removeButton}
            </fieldset>
          );
        }}
      </RepeatedItems>
    </fieldset>
  );
}
