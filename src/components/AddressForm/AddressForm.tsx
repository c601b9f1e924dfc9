'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, useFormState, useWatch } from 'react-hook-form';
import type { ShippingElementsError } from '../../api/errors';
import type { Address } from '../../api/resources/addresses';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useShippingElements } from '../../provider/context';
import { useOrder } from '../../queries/orders';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { countryOptions, defaultCountryForLocale, getCountryFormat } from '../../lib/country-formats';
import { countryName } from '../../lib/country-name';
import type { AddressFormStep } from './address-form-machine';
import {
  createAddressFormSchema,
  toFormValues,
  type AddressFormInput,
  type AddressFormMode,
  type AddressFormOutput,
  type AddressFormValue,
} from './address-form-values';
import { AddressFields } from './AddressFields';
import { AddressStatus } from './AddressStatus';
import { AddressSuggestion } from './AddressSuggestion';
import { addressFieldText } from './field-text';
import { useAddressSubmit } from './use-address-submit';
import { useAddressValue } from './use-address-value';
import { addressForm } from '../../locales/en/address-form';
import { useReportError } from '../../provider/use-report-error';

// The English namespace AddressForm reads beyond the shared ones (one object: merged once).
const ADDRESS_FORM_TEXT = { addressForm };

/** The values of the root's `data-state`. */
type AddressFormState = 'loading' | 'idle' | 'submitting' | 'validating' | 'suggestion' | 'error' | 'success';

const DATA_STATE: Readonly<Record<AddressFormStep['status'], AddressFormState>> = {
  editing: 'idle',
  validating: 'validating',
  suggestion: 'suggestion',
  keeping: 'submitting',
  invalid: 'error',
  failed: 'error',
  saved: 'success',
};

/** Props of {@link AddressForm}. */
export interface AddressFormProps
  extends Omit<React.ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'onError' | 'onChange' | 'defaultValue' | 'children'> {
  /**
   * Whose address this is. A sender address also requires a phone number and an email address,
   * which carriers use to reach the shipper; the legend changes with it.
   * @default 'recipient'
   */
  mode?: AddressFormMode;
  /**
   * The address in the fields. Setting it makes the form controlled: pair it with
   * `onValueChange`. Fields left `undefined` in it are not overwritten; `null` empties a field.
   * A new `value` is applied whenever it differs from what the fields hold; a host that does not
   * update `value` from `onValueChange` keeps what the person typed rather than reverting it.
   * @default undefined (uncontrolled)
   */
  value?: AddressFormValue;
  /**
   * The address in the fields on first render when uncontrolled. Accepts an `Address` or an
   * order's `to_address` as it is. Without a country, the country of the provider's locale is
   * preselected (`en` → US, `fr` → France).
   * @default {} (empty fields, the locale's country)
   */
  defaultValue?: AddressFormValue;
  /**
   * Called with every field, as typed, whenever a field changes: by the person, by a prefill
   * from `orderId`, or when an accepted validation writes the standardised address back.
   */
  onValueChange?: (value: AddressFormValue) => void;
  /**
   * Called once the address is saved: validated and accepted as it was, standardised and the
   * suggestion taken, or kept as entered. Receives the API's `Address` (with `object_id` and,
   * after validation, `validation_results` and `is_residential`). Never called for an address
   * the API could not verify. The address stays the saved one until the next `onValueChange`:
   * a host that shows it ("Saved …") should clear that there, so a later failed validation does
   * not sit beside a stale success.
   */
  onSubmit?: (address: Address) => void;
  /**
   * Called when saving or loading fails. The form still shows the problem itself (on the fields,
   * or in an alert with a retry button); the provider's `onEvent` also receives an `error` event
   * with `source: 'AddressForm'`.
   */
  onError?: (error: ShippingElementsError) => void;
  /**
   * Prefills the fields with this order's recipient (`to_address`) once the order has loaded,
   * replacing `defaultValue`. The fields show a loading state until then, and a retryable
   * alert if the order cannot be loaded (the fields can still be filled in by hand).
   * @default undefined (no prefill)
   */
  orderId?: string;
  /**
   * Limits the country picker to these two-letter codes, in the order of their localised names.
   * @default every country
   */
  countries?: readonly string[];
  /**
   * Disables every field and the submit button (native `disabled` on the fieldset).
   * @default false
   */
  disabled?: boolean;
  /**
   * Shows the address without letting it be edited. The address can still be submitted for
   * validation, and a suggestion accepted.
   * @default false
   */
  readOnly?: boolean;
  /**
   * Text of the submit button.
   * @default messages.addressForm.submit ("Save address")
   */
  submitLabel?: string;
}

/**
 * Collects a postal address, checks it as the country requires, validates it with the shipping
 * API and hands the saved `Address` to the host.
 *
 * @remarks
 * The layout follows the chosen country: field order (postcode before city in Germany, from
 * postcode to street in Japan), labels (State, Province, County, Prefecture; ZIP code or
 * Postcode), required fields and postcode formats, for US, CA, GB, DE, FR, ES, IT, NL, AU, JP and
 * more, with a generic layout for the rest. Pasted text is cleaned (whitespace and line breaks
 * collapsed, country upper-cased, postcode separators added) before it is sent; nothing typed is
 * lost when a submit fails.
 *
 * On submit the address is created with `validate: true`. If the API's standardised address
 * differs in a postal field (case included; whitespace ignored), a dialog offers the suggestion
 * or the address as entered; nothing counts as saved (no `onSubmit`, no "saved" status, address
 * lists not refreshed) until the person chooses. Keeping the entered address creates it again
 * without validation, so the stored address is exactly what was typed. An address the API cannot
 * verify shows the API's messages and is not submitted. Addresses are disposable in the API, so
 * an unchanged address submitted again reuses the object this provider already created for it
 * (a kept address is saved again at once, without a second question or a copy).
 *
 * Styling contract (all inside `@layer shipping-elements`, so host CSS wins):
 * - root `<form>`: `data-se-part="address-form"`, `data-disabled`, `data-readonly`, and
 *   `data-state`: `loading` (the order of `orderId` loads), `idle`, `validating` (the API checks
 *   the address), `suggestion` (the dialog is open), `submitting` (the address as entered is
 *   saved), `error` (a request failed, the API could not verify the address, or the order did not
 *   load) or `success` (saved; back to `idle` at the next edit);
 * - `address-form-fieldset`, `address-form-legend`, `address-form-required-note`,
 *   `address-form-fields`;
 * - each field: `address-form-field` with `data-field="<API field name>"` and `data-required`,
 *   around the shared `field`, `field-label`, `field-description` and `field-error` parts and the
 *   shared `required-marker`; the controls are `address-form-input` and `address-form-select`;
 * - `address-form-messages` (`data-kind="error" | "warning"`),
 *   `address-form-status`, `address-form-badge` (`data-kind="residential" | "commercial"`),
 *   `address-form-actions`;
 * - in the suggestion dialog: `address-form-suggestion`, `address-form-suggestion-option`
 *   (`data-kind="entered" | "suggested"`), `address-form-suggestion-heading`,
 *   `address-form-suggestion-lines`, `address-form-suggestion-change`,
 *   `address-form-suggestion-actions`;
 * - variables: the shared `--se-*` tokens, plus `--se-address-form-max-width` (default `40rem`)
 *   and `--se-address-form-column-gap`. Below a 30rem wide container every field takes a line.
 *
 * State and province names in the selects are the official English names (the values sent are
 * the postal codes carriers expect); country names follow the active locale.
 *
 * @example
 * <AddressForm
 *   mode="recipient"
 *   orderId={order.object_id}
 *   onSubmit={(address) => setRecipientId(address.object_id)}
 * />
 */
export const AddressForm = /* @__PURE__ */ React.forwardRef<HTMLFormElement, AddressFormProps>(function AddressForm(
  {
    mode = 'recipient',
    value: valueProp,
    defaultValue,
    onValueChange,
    onSubmit,
    onError,
    orderId,
    countries,
    disabled = false,
    readOnly = false,
    submitLabel,
    style,
    ...formProps
  },
  forwardedRef,
) {
  const { messages, locale, themeRoot } = useShippingElements('AddressForm', ADDRESS_FORM_TEXT);
  const text = messages.addressForm;
  const order = useOrder(orderId);
  const reportSubmit = useLatestCallback(onSubmit);

  const [initialValues] = React.useState(() => {
    const values = toFormValues(valueProp ?? defaultValue);
    if (values.country.trim() === '') {
      const guess = defaultCountryForLocale(locale);
      const allowed = countries === undefined || countries.some((code) => code.toUpperCase() === guess);
      values.country = allowed ? guess : countries?.length === 1 ? (countries[0] ?? '') : '';
    }
    return values;
  });

  const resolver = React.useMemo(() => zodResolver(createAddressFormSchema(mode)), [mode]);
  const form = useForm<AddressFormInput, unknown, AddressFormOutput>({
    resolver,
    defaultValues: initialValues,
    // The flow focuses the first invalid field in document order (the country's display order),
    // which is not the order fields were registered in once the country changes.
    shouldFocusError: false,
  });
  const { register, reset, setValue, trigger, control } = form;
  const country = useWatch({ control, name: 'country' });
  // Read while rendering, so the form re-renders (once) when the first submit happens.
  const { isSubmitted } = useFormState({ control });

  const reportError = useReportError('AddressForm', onError);

  const flow = useAddressSubmit({ form, onSaved: reportSubmit, onError: reportError });
  const { step } = flow.state;
  useAddressValue({ form, value: valueProp, initialValues, onValueChange });

  // Prefill from the order once it has loaded. The fields are not rendered before, so nothing
  // typed can be overwritten.
  const prefill = order.data?.to_address;
  React.useEffect(() => {
    if (prefill) {
      reset(toFormValues(prefill));
    }
  }, [prefill, reset]);

  const orderError = order.error;
  React.useEffect(() => {
    if (orderError) {
      reportError(orderError);
    }
  }, [orderError, reportError]);

  // Keyed by the codes, not the array, so an inline `countries={['US', 'CA']}` does not rebuild
  // and re-sort some 250 localised names on every render.
  const countriesKey = countries?.join(' ');
  const countryList = React.useMemo(
    () => countryOptions(locale, countriesKey === undefined ? undefined : countriesKey.split(' ')),
    [locale, countriesKey],
  );
  const countryRegistration = register('country', {
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      // `country` is still the value this render showed, before the change.
      const previous = getCountryFormat(country);
      const next = getCountryFormat(event.target.value);
      // A state picked from one country's list means nothing in another's.
      if (previous !== next && (previous.subdivisions !== undefined || next.subdivisions !== undefined)) {
        setValue('state', '');
      }
      // After a failed submit, every message must follow the new country's rules at once.
      if (isSubmitted) {
        void trigger();
      }
    },
  });
  const fieldText = addressFieldText(text, getCountryFormat(country), locale);

  // A closing dialog returns focus to what had it before it opened, but the form opens the
  // suggestion dialog itself and Safari does not focus a clicked button, so focus could fall to
  // <body>. The submit button is where it started.
  const submitButton = React.useRef<HTMLButtonElement>(null);
  const suggesting = step.status === 'suggestion';
  const wasSuggesting = React.useRef(false);
  React.useEffect(() => {
    if (wasSuggesting.current && !suggesting) {
      submitButton.current?.focus();
    }
    wasSuggesting.current = suggesting;
  }, [suggesting]);

  // A disabled query (no order id, or '') is "pending" forever; only a real load counts.
  const loadingOrder = Boolean(orderId) && order.isPending;
  const state: AddressFormState = loadingOrder ? 'loading' : order.isError ? 'error' : DATA_STATE[step.status];
  const busy = step.status === 'validating' || step.status === 'keeping';

  return (
    <form
      ref={forwardedRef}
      noValidate
      {...themeRoot.attributes}
      {...formProps}
      style={{ ...themeRoot.style, ...style }}
      onSubmit={(event) => void flow.submit(event)}
      aria-busy={busy || loadingOrder || undefined}
      data-se-part="address-form"
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      data-readonly={readOnly ? '' : undefined}
    >
      <fieldset data-se-part="address-form-fieldset" disabled={disabled}>
        <legend data-se-part="address-form-legend">{text.legend[mode]}</legend>
        {order.isError && <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />}
        {loadingOrder ? (
          <Skeleton rows={6} label={messages.common.loading} />
        ) : (
          <>
            <p data-se-part="address-form-required-note">{messages.common.requiredFieldsNote}</p>
            <AddressFields
              form={form}
              country={country}
              mode={mode}
              readOnly={readOnly}
              countries={countryList}
              countryRegistration={countryRegistration}
              text={fieldText}
              placeholders={text.placeholders}
            />
          </>
        )}

        <AddressStatus step={step} messages={messages} onRetry={flow.retry} />

        <div data-se-part="address-form-actions">
          <Button ref={submitButton} type="submit" pending={busy} disabled={loadingOrder}>
            {step.status === 'validating' ? text.validating : step.status === 'keeping' ? messages.common.saving : (submitLabel ?? text.submit)}
          </Button>
        </div>
      </fieldset>

      {step.status === 'suggestion' && (
        <AddressSuggestion
          entered={step.entered}
          suggested={step.suggested}
          changed={step.changed}
          messages={text}
          countryName={(code) => countryName(locale, code)}
          onUseSuggested={flow.takeSuggestion}
          onKeepEntered={flow.keepEntered}
          onDismiss={flow.dismissSuggestion}
        />
      )}
    </form>
  );
});
// Minifiers rename functions; DevTools and error messages keep this name.
AddressForm.displayName = 'AddressForm';
