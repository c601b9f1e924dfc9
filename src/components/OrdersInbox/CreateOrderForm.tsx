'use client';

import * as React from 'react';
import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { getCountryFormat } from '../../lib/country-formats';
import { useShippingElements } from '../../provider/context';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TextControl } from '../../ui/form-controls';
import { useStepForm } from '../../ui/use-step-form';
import { AddressFields } from '../shared/address/AddressFields';
import type { AddressFieldsInput, AddressFieldsOutput } from '../shared/address/address-values';
import { addressFieldText } from '../shared/address/field-text';
import { issueText } from '../shared/steps/issue-text';
import { CREATE_ORDER_TEXT } from './create-order-text';
import { CreateOrderItems } from './CreateOrderItems';
import { CreateOrderSchema, initialCreateOrderValues, type CreateOrderOutput, type CreateOrderValues } from './create-order-values';
import type { OrdersInboxState } from './orders-inbox-machine';

/** Props of {@link CreateOrderForm}. */
export interface CreateOrderFormProps {
  state: Extract<OrdersInboxState, { step: 'create' }>;
  /** The create request is in flight. */
  creating: boolean;
  onCreate: (values: CreateOrderOutput) => void;
  onCancel: () => void;
}

/**
 * The order keyed in by hand: the recipient (the country's own address fields and rules), the
 * order's number, time and notes, and its lines. One submit sends one create request; the fields
 * the API refuses are marked on the fields, any other failure is a notice with a retry.
 */
export function CreateOrderForm({ state, creating, onCreate, onCancel }: CreateOrderFormProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('OrdersInbox', CREATE_ORDER_TEXT);
  const text = messages.ordersInbox.create;
  const [initialValues] = React.useState(() => initialCreateOrderValues(locale, Date.now()));
  // The recipient's fields follow the country's order, not the order they registered in: a refused
  // submit focuses the first invalid field in document order (as AddressForm does).
  const form = useStepForm<CreateOrderValues, CreateOrderOutput>(CreateOrderSchema, initialValues, state.rejected, { shouldFocusError: false });
  const formRef = React.useRef<HTMLFormElement>(null);
  const { register, control, handleSubmit, formState } = form;
  const country = useWatch({ control, name: 'country' });
  const submit = (event?: React.BaseSyntheticEvent) =>
    handleSubmit(onCreate, () => {
      const controls = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[];
      controls.find((control) => control.name !== '' && form.getFieldState(control.name as Path<CreateOrderValues>).invalid)?.focus();
    })(event);
  // The form's root holds the recipient under AddressForm's field names (create-order-values.ts):
  // the shared fields see it as an address form; they never read the order's own fields.
  const recipientView = form as unknown as UseFormReturn<AddressFieldsInput, unknown, AddressFieldsOutput>;
  const error = (name: 'order_number' | 'placed_at' | 'notes', label: string) => issueText(messages, locale, formState.errors[name]?.message, label);
  const generalFailure = state.failure !== null && state.rejected.length === 0 ? state.failure : null;

  return (
    <form ref={formRef} data-se-part="orders-inbox-create-form" noValidate aria-busy={creating || undefined} onSubmit={(event) => void submit(event)}>
      <p data-se-part="orders-inbox-create-required-note">{messages.common.requiredFieldsNote}</p>
      <fieldset data-se-part="orders-inbox-create-recipient">
        <legend>{text.recipient}</legend>
        <AddressFields
          form={recipientView}
          country={country}
          mode="recipient"
          readOnly={false}
          countries={undefined}
          locale={locale}
          text={addressFieldText(messages.addressFields, messages.formErrors, getCountryFormat(country), locale)}
        />
      </fieldset>
      <fieldset data-se-part="orders-inbox-create-details">
        <legend>{text.details}</legend>
        <TextControl label={text.orderNumber} field="order_number" required description={text.orderNumberHint} registration={register('order_number')} error={error('order_number', text.orderNumber)} />
        <TextControl label={text.placedAt} field="placed_at" type="datetime-local" required registration={register('placed_at')} error={error('placed_at', text.placedAt)} />
        <TextControl label={text.notes} field="notes" registration={register('notes')} error={error('notes', text.notes)} />
      </fieldset>
      <CreateOrderItems form={form} />
      {generalFailure && <ErrorNotice error={generalFailure} message={text.failed} part="orders-inbox-create-error" onRetry={() => void submit()} />}
      <div data-se-part="orders-inbox-create-actions">
        <Button variant="secondary" onClick={onCancel} disabled={creating}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" pending={creating}>
          {creating ? text.submitting : text.submit}
        </Button>
      </div>
    </form>
  );
}
