'use client';

import * as React from 'react';
import type { AnyShippingElementsError, ShippingElementsError } from '../../api/errors';
import type { Address, AddressInput } from '../../api/resources/addresses';
import { useControllableState } from '../../internal/use-controllable-state';
import { useForm, type InputRegistration } from '../../internal/use-form';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useCreateAddress } from '../../queries/addresses';
import { useOrder } from '../../queries/orders';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field, type FieldControlProps } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { countryName, countryOptions, defaultCountryForLocale, getCountryFormat } from '../shared/country-formats';
import {
  ADDRESS_FORM_FIELDS,
  FIELD_MAX_LENGTHS,
  changedPostalFields,
  createAddressFormSchema,
  isAddressFormField,
  requiredFields,
  toAddressInput,
  toFormValues,
  visibleFields,
  type AddressFormField,
  type AddressFormIssue,
  type AddressFormMode,
  type AddressFormOutput,
  type AddressFormValue,
} from './address-form-values';
import { AddressSuggestion } from './AddressSuggestion';

/** The values of the root's `data-state`. */
type AddressFormState = 'loading' | 'idle' | 'submitting' | 'validating' | 'suggestion' | 'error' | 'success';

/** Where the form is in its submit flow. */
type Phase =
  | { status: 'idle' }
  | { status: 'validating' }
  | { status: 'submitting' }
  | { status: 'suggestion'; entered: AddressInput; suggested: Address; changed: AddressFormField[] }
  | { status: 'invalid'; address: Address }
  | {
      status: 'error';
      error: ShippingElementsError;
      /** False for a 400 with field errors: they are shown on the fields and below, not as a generic failure. */
      showNotice: boolean;
      /** Field errors of a 400 that name no field of the form (`__all__`, a field the country hides). */
      unmatched: string[];
      /** What "Try again" repeats: the validating submit, or saving the entered address. */
      retry: { kind: 'validate' } | { kind: 'keep'; input: AddressInput };
    }
  | { status: 'success'; address: Address };

const IDLE: Phase = { status: 'idle' };

const AUTOCOMPLETE: Readonly<Record<AddressFormField, string>> = {
  name: 'name',
  company: 'organization',
  street1: 'address-line1',
  street2: 'address-line2',
  street3: 'address-line3',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  country: 'country',
  phone: 'tel',
  email: 'email',
};

function optionElementsOf(options: readonly { code: string; name: string }[]): React.ReactNode {
  return options.map((option) => (
    <option key={option.code} value={option.code}>
      {option.name}
    </option>
  ));
}

interface AddressSelectProps extends FieldControlProps {
  registration: InputRegistration;
  autoComplete: string;
  placeholder: string;
  /** The option elements, the same array from render to render. */
  optionElements: React.ReactNode;
  /** False when the list lacks the current value, which is then offered as it is. */
  known: boolean;
}

/**
 * The country or state select. Memoised: the form re-renders on every keystroke, and updating a
 * controlled select walks all of its options (some 250 countries) even when nothing changed.
 */
const AddressSelect = /* @__PURE__ */ React.memo(function AddressSelect({ registration, placeholder, optionElements, known, ...controlProps }: AddressSelectProps) {
  return (
    <select {...controlProps} {...registration} data-se-part="address-form-select">
      <option value="">{placeholder}</option>
      {/* A prefilled value the list does not have stays visible (and is flagged), never dropped. */}
      {!known && <option value={registration.value}>{registration.value}</option>}
      {optionElements}
    </select>
  );
});

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
   * the API could not verify.
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
 * or the address as entered. Keeping the entered address creates it again without validation,
 * so the stored address is exactly what was typed. An address the API cannot verify shows the
 * API's messages and is not submitted.
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
 *   around the shared `field`, `field-label`, `field-description` and `field-error` parts;
 * - `address-form-required-marker`, `address-form-messages` (`data-kind="error" | "warning"`),
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
  const { messages, locale, themeRoot, emit } = useShippingElements('AddressForm');
  const text = messages.addressForm;
  const createAddress = useCreateAddress();
  const order = useOrder(orderId);
  const reportSubmit = useLatestCallback(onSubmit);
  const reportValueChange = useLatestCallback(onValueChange);
  const controlled = valueProp !== undefined;
  const reportErrorToHost = useLatestCallback(onError);

  const [initialValues] = React.useState(() => {
    const values = toFormValues(valueProp ?? defaultValue);
    if (values.country.trim() === '') {
      const guess = defaultCountryForLocale(locale);
      const allowed = countries === undefined || countries.some((code) => code.toUpperCase() === guess);
      values.country = allowed ? guess : countries?.length === 1 ? (countries[0] ?? '') : '';
    }
    return values;
  });
  const [currentValue, setCurrentValue] = useControllableState<AddressFormValue>({
    prop: valueProp,
    defaultProp: initialValues,
    onChange: onValueChange,
    caller: 'AddressForm',
  });

  const schema = React.useMemo(() => createAddressFormSchema(mode), [mode]);
  // A failed submit focuses the first invalid field in document order, which is the display
  // order the country chose.
  const form = useForm({ schema, defaultValues: initialValues });
  const { register, handleSubmit, reset, setValue, getValues, setError, setFocus, validate, subscribe, errors, isSubmitted } = form;
  const { country, state: stateValue } = form.values;
  const format = getCountryFormat(country);
  const shownFields = visibleFields(country);
  const required = new Set(requiredFields(country, mode));

  const [phase, setPhase] = React.useState<Phase>(IDLE);

  // Set while the fields are being written from `value`, so a change the host made is not
  // reported back to it as if the person had typed it.
  const applyingValue = React.useRef(false);

  // Fields → host (onValueChange), and back to "idle" once a saved address is edited, since it
  // is no longer the one that was verified.
  React.useEffect(() => {
    let last = JSON.stringify(getValues());
    return subscribe((fieldValues) => {
      // A reset to the same address (a prefill, a saved address) is not a change.
      const serialised = JSON.stringify(fieldValues);
      if (serialised === last) {
        return;
      }
      last = serialised;
      setPhase((current) => (current.status === 'success' ? IDLE : current));
      if (applyingValue.current) {
        return;
      }
      if (controlled) {
        setCurrentValue({ ...fieldValues });
      } else {
        // Uncontrolled, the form already holds the values: mirroring them into the controllable
        // state as well would render the form twice per keystroke for nothing.
        reportValueChange({ ...fieldValues });
      }
    });
  }, [subscribe, getValues, setCurrentValue, controlled, reportValueChange]);

  // Host → fields: apply a new `value` where it differs from what the fields hold.
  React.useEffect(() => {
    const fieldValues = getValues();
    const next = toFormValues(currentValue);
    applyingValue.current = true;
    try {
      for (const field of ADDRESS_FORM_FIELDS) {
        if (currentValue[field] !== undefined && next[field] !== fieldValues[field]) {
          setValue(field, next[field]);
        }
      }
    } finally {
      applyingValue.current = false;
    }
  }, [currentValue, getValues, setValue]);

  // Prefill from the order once it has loaded. The fields are not rendered before, so nothing
  // typed can be overwritten.
  const prefill = order.data?.to_address;
  React.useEffect(() => {
    if (prefill) {
      reset(toFormValues(prefill));
    }
  }, [prefill, reset]);

  const reportError = React.useCallback(
    (error: ShippingElementsError) => {
      reportErrorToHost(error);
      emit({ type: 'error', error, source: 'AddressForm' });
    },
    [reportErrorToHost, emit],
  );

  const orderError = order.error;
  React.useEffect(() => {
    if (orderError) {
      reportError(orderError);
    }
  }, [orderError, reportError]);

  // ---------------------------------------------------------------------------------------------
  // Labels and messages
  // ---------------------------------------------------------------------------------------------

  const labels: Readonly<Record<AddressFormField, string>> = {
    name: text.fields.name,
    company: text.fields.company,
    street1: text.fields.street1,
    street2: text.fields.street2,
    street3: text.fields.street3,
    city: text.fields.city,
    state: text.stateLabels[format.stateLabel],
    zip: text.postalCodeLabels[format.postalCodeLabel],
    country: text.fields.country,
    phone: text.fields.phone,
    email: text.fields.email,
  };

  const hints: Partial<Record<AddressFormField, string>> = {
    street2: text.hints.street2,
    phone: text.hints.phone,
    email: text.hints.email,
    zip: format.postalCode ? formatMessage(text.hints.postalCode, { example: format.postalCode.example }, locale) : undefined,
  };

  function describeIssue(field: AddressFormField, issue: AddressFormIssue): string {
    const validation = text.validation;
    switch (issue) {
      case 'required':
        return formatMessage(validation.required, { field: labels[field] }, locale);
      case 'tooLong':
        return formatMessage(validation.tooLong, { field: labels[field], max: FIELD_MAX_LENGTHS[field] }, locale);
      case 'invalidPostalCode':
        return formatMessage(validation.invalidPostalCode, { example: format.postalCode?.example ?? '' }, locale);
      case 'invalidEmail':
        return validation.invalidEmail;
      case 'invalidPhone':
        return validation.invalidPhone;
      case 'invalidCountry':
        return validation.invalidCountry;
      case 'invalidState':
        return formatMessage(validation.invalidState, { field: labels[field] }, locale);
      default:
        issue satisfies never;
        return issue;
    }
  }

  function errorMessage(field: AddressFormField): string | undefined {
    const error = errors[field];
    if (!error?.message) {
      return undefined;
    }
    // Server messages are the API's own text; the schema's are codes turned into sentences here,
    // so they follow the active locale and the country's labels.
    return error.type === 'server' ? error.message : describeIssue(field, error.message as AddressFormIssue);
  }

  // ---------------------------------------------------------------------------------------------
  // Submit flow
  // ---------------------------------------------------------------------------------------------

  const busy = phase.status === 'validating' || phase.status === 'submitting';
  // The phase is state, so two submits in one tick (a double Enter) would both see "idle".
  const requestInFlight = React.useRef(false);

  function focusFirstInvalid(invalid: ReadonlySet<string>) {
    const first = visibleFields(getValues().country).find((field) => invalid.has(field));
    if (first) {
      setFocus(first);
    }
  }

  function complete(address: Address) {
    // The fields show what was saved (the standardised address, the cleaned text), and the host
    // hears about it through onValueChange.
    reset(toFormValues(address));
    setPhase({ status: 'success', address });
    reportSubmit(address);
  }

  function fail(rawError: unknown, retry: Extract<Phase, { status: 'error' }>['retry']) {
    // useCreateAddress declares ShippingElementsError as its error type: the API client turns
    // every failure (HTTP, network, unreadable body) into one.
    const error = rawError as AnyShippingElementsError;
    const onFields: AddressFormField[] = [];
    const unmatched: string[] = [];
    const fieldErrors = error.kind === 'api' && error.status === 400 ? Object.entries(error.fieldErrors) : [];
    for (const [path, fieldMessages] of fieldErrors) {
      // Nested paths ("address.zip") name the field last.
      const field = path.split('.').at(-1) ?? path;
      if (isAddressFormField(field) && shownFields.includes(field)) {
        setError(field, fieldMessages.join(' '));
        onFields.push(field);
      } else {
        unmatched.push(...fieldMessages);
      }
    }
    // A 400 that names its problems is about the address, not the service: "Try again" would
    // only send the same thing again, so the problems are shown instead of the generic notice.
    setPhase({ status: 'error', error, showNotice: fieldErrors.length === 0, unmatched, retry });
    focusFirstInvalid(new Set(onFields));
    reportError(error);
  }

  /** Creates an address, flagging the request so a second submit meanwhile is ignored. */
  async function createOnce(input: AddressInput): Promise<Address> {
    requestInFlight.current = true;
    try {
      return await createAddress.mutateAsync(input);
    } finally {
      requestInFlight.current = false;
    }
  }

  async function validateAndSave(values: AddressFormOutput) {
    if (requestInFlight.current) {
      return;
    }
    const input = toAddressInput(values);
    setPhase({ status: 'validating' });
    let address: Address;
    try {
      address = await createOnce({ ...input, validate: true });
    } catch (error) {
      fail(error, { kind: 'validate' });
      return;
    }
    if (address.validation_results?.is_valid === false) {
      setPhase({ status: 'invalid', address });
      return;
    }
    const changed = changedPostalFields(input, address);
    if (changed.length > 0) {
      setPhase({ status: 'suggestion', entered: input, suggested: address, changed });
      return;
    }
    complete(address);
  }

  async function keepEntered(input: AddressInput) {
    if (requestInFlight.current) {
      return;
    }
    setPhase({ status: 'submitting' });
    let address: Address;
    try {
      // Validation stored the standardised version; the person chose theirs, so store theirs.
      address = await createOnce({ ...input, validate: false });
    } catch (error) {
      fail(error, { kind: 'keep', input });
      return;
    }
    complete(address);
  }

  const submit = handleSubmit(validateAndSave);

  function retry() {
    if (phase.status !== 'error') {
      return;
    }
    if (phase.retry.kind === 'keep') {
      void keepEntered(phase.retry.input);
    } else {
      void submit();
    }
  }

  // A closing dialog returns focus to what had it before it opened, but the form opens the
  // suggestion dialog itself and Safari does not focus a clicked button, so focus could fall to
  // <body>. The submit button is where it started.
  const submitButton = React.useRef<HTMLButtonElement>(null);
  const suggesting = phase.status === 'suggestion';
  const wasSuggesting = React.useRef(false);
  React.useEffect(() => {
    if (wasSuggesting.current && !suggesting) {
      submitButton.current?.focus();
    }
    wasSuggesting.current = suggesting;
  }, [suggesting]);

  // ---------------------------------------------------------------------------------------------
  // Rendering
  // ---------------------------------------------------------------------------------------------

  // A disabled query (no order id, or '') is "pending" forever; only a real load counts.
  const loadingOrder = Boolean(orderId) && order.isPending;
  const state: AddressFormState = loadingOrder
    ? 'loading'
    : phase.status === 'invalid' || phase.status === 'error' || order.isError
      ? 'error'
      : phase.status;

  // Keyed by the codes, not the array, so an inline `countries={['US', 'CA']}` does not rebuild
  // and re-sort some 250 localised names on every keystroke.
  const countriesKey = countries?.join(' ');
  const countryList = React.useMemo(
    () => countryOptions(locale, countriesKey === undefined ? undefined : countriesKey.split(' ')),
    [locale, countriesKey],
  );
  // The same elements on every render, so React skips some 250 options when the form re-renders.
  const countryOptionElements = React.useMemo(() => optionElementsOf(countryList), [countryList]);
  const stateOptionElements = React.useMemo(() => optionElementsOf(format.subdivisions ?? []), [format.subdivisions]);
  const countryLabel = (code: string) => countryName(locale, code);
  const countryRegistration = register('country');
  // Memoised with the registration, so the country select skips renders it does not need.
  const registerCountry = React.useMemo<InputRegistration>(
    () => ({
      ...countryRegistration,
      onChange: (event) => {
        const previous = getCountryFormat(countryRegistration.value);
        const next = getCountryFormat(event.target.value);
        countryRegistration.onChange(event);
        // A state picked from one country's list means nothing in another's.
        if (previous !== next && (previous.subdivisions !== undefined || next.subdivisions !== undefined)) {
          setValue('state', '');
        }
        // After a failed submit, every message must follow the new country's rules at once.
        if (isSubmitted) {
          validate();
        }
      },
    }),
    [countryRegistration, isSubmitted, setValue, validate],
  );

  function renderSelect(
    field: 'country' | 'state',
    controlProps: FieldControlProps,
    options: readonly { code: string; name: string }[],
    optionElements: React.ReactNode,
    placeholder: string,
    current: string,
  ) {
    const known = current === '' || options.some((option) => option.code === current);
    if (readOnly) {
      // A <select> cannot be read-only, so a read-only form shows the chosen name in a text box.
      const name = options.find((option) => option.code === current)?.name ?? current;
      return <input {...controlProps} type="text" readOnly value={name} autoComplete="off" data-se-part="address-form-input" />;
    }
    return (
      <AddressSelect
        {...controlProps}
        registration={field === 'country' ? registerCountry : register(field)}
        autoComplete={autocomplete(field)}
        placeholder={placeholder}
        optionElements={optionElements}
        known={known}
      />
    );
  }

  function autocomplete(field: AddressFormField) {
    // The "shipping" section tells browsers to fill the saved shipping address, not the billing one.
    return mode === 'recipient' ? `shipping ${AUTOCOMPLETE[field]}` : AUTOCOMPLETE[field];
  }

  function renderControl(field: AddressFormField, controlProps: FieldControlProps) {
    if (field === 'country') {
      return renderSelect('country', controlProps, countryList, countryOptionElements, text.placeholders.country, country);
    }
    if (field === 'state' && format.subdivisions) {
      return renderSelect('state', controlProps, format.subdivisions, stateOptionElements, text.placeholders.state, stateValue);
    }
    return (
      <input
        {...controlProps}
        {...register(field)}
        type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
        autoComplete={autocomplete(field)}
        readOnly={readOnly}
        onPaste={(event) => {
          // A single-line input drops or joins the line breaks of a pasted multi-line address
          // differently in each browser ("1 Main St\nApt 4" can become "1 Main StApt 4"); make
          // every break a space, and let the schema collapse the rest on submit.
          const input = event.currentTarget;
          const pasted = event.clipboardData.getData('text');
          // setRangeText throws on email and tel inputs, which have no text selection API.
          if (readOnly || input.type !== 'text' || !/[\r\n]/.test(pasted)) {
            return;
          }
          event.preventDefault();
          const end = input.value.length;
          input.setRangeText(pasted.replace(/[\r\n]+/g, ' '), input.selectionStart ?? end, input.selectionEnd ?? end, 'end');
          setValue(field, input.value);
        }}
        spellCheck={field === 'email' || field === 'zip' || field === 'phone' ? false : undefined}
        autoCapitalize={field === 'zip' ? 'characters' : field === 'email' ? 'none' : undefined}
        data-se-part="address-form-input"
      />
    );
  }

  const result = phase.status === 'success' ? phase.address : undefined;
  const apiMessages = (phase.status === 'invalid' ? phase.address : result)?.validation_results?.messages ?? [];
  // After a successful validation only the warnings matter: corrections were already accepted.
  const shownMessages = phase.status === 'invalid' ? apiMessages : apiMessages.filter((message) => message.type !== 'address_correction');
  const verified = result?.validation_results?.is_valid === true;

  return (
    <form
      ref={forwardedRef}
      noValidate
      {...themeRoot.attributes}
      {...formProps}
      style={{ ...themeRoot.style, ...style }}
      onSubmit={(event) => void submit(event)}
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
            <div data-se-part="address-form-fields">
              {shownFields.map((field) => (
                <div key={field} data-se-part="address-form-field" data-field={field} data-required={required.has(field) ? '' : undefined}>
                  <Field
                    label={
                      <>
                        {labels[field]}
                        {required.has(field) && (
                          // The note above explains the asterisk; screen readers get aria-required instead.
                          <span aria-hidden="true" data-se-part="address-form-required-marker">
                            {' *'}
                          </span>
                        )}
                      </>
                    }
                    description={hints[field]}
                    error={errorMessage(field)}
                    required={required.has(field)}
                  >
                    {(controlProps) => renderControl(field, controlProps)}
                  </Field>
                </div>
              ))}
            </div>
          </>
        )}

        {shownMessages.length > 0 && (
          <div
            role={phase.status === 'invalid' ? 'alert' : undefined}
            data-se-part="address-form-messages"
            data-kind={phase.status === 'invalid' ? 'error' : 'warning'}
          >
            <p data-se-part="address-form-messages-heading">{text.validationWarningsHeading}</p>
            {phase.status === 'invalid' && <p>{text.invalidAddress}</p>}
            <ul>
              {shownMessages.map((message, index) => (
                <li key={`${message.code ?? ''}-${index}`} data-se-part="address-form-message" data-type={message.type ?? undefined}>
                  {message.text ?? message.code}
                </li>
              ))}
            </ul>
          </div>
        )}
        {phase.status === 'invalid' && shownMessages.length === 0 && (
          <p role="alert" data-se-part="address-form-messages" data-kind="error">
            {text.invalidAddress}
          </p>
        )}

        {phase.status === 'error' && phase.showNotice && <ErrorNotice error={phase.error} onRetry={retry} />}
        {phase.status === 'error' && phase.unmatched.length > 0 && (
          <div role="alert" data-se-part="address-form-messages" data-kind="error">
            <p data-se-part="address-form-messages-heading">{text.serverError}</p>
            <ul>
              {phase.unmatched.map((message, index) => (
                <li key={`${message}-${index}`} data-se-part="address-form-message">
                  {message}
                </li>
              ))}
            </ul>
          </div>
        )}

        <p role="status" data-se-part="address-form-status">
          {phase.status === 'validating' && text.validating}
          {phase.status === 'submitting' && messages.common.saving}
          {result && (verified ? text.verified : text.savedUnverified)}
          {result && typeof result.is_residential === 'boolean' && (
            <>
              {' '}
              <span data-se-part="address-form-badge" data-kind={result.is_residential ? 'residential' : 'commercial'}>
                {result.is_residential ? text.residential : text.commercial}
              </span>
            </>
          )}
        </p>

        <div data-se-part="address-form-actions">
          <Button ref={submitButton} type="submit" pending={busy} disabled={loadingOrder}>
            {phase.status === 'validating' ? text.validating : phase.status === 'submitting' ? messages.common.saving : (submitLabel ?? text.submit)}
          </Button>
        </div>
      </fieldset>

      {phase.status === 'suggestion' && (
        <AddressSuggestion
          entered={phase.entered}
          suggested={phase.suggested}
          changed={phase.changed}
          messages={text}
          countryName={countryLabel}
          onUseSuggested={() => complete(phase.suggested)}
          onKeepEntered={() => void keepEntered(phase.entered)}
          onDismiss={() => setPhase(IDLE)}
        />
      )}
    </form>
  );
});
// Minifiers rename functions; DevTools and error messages keep this name.
AddressForm.displayName = 'AddressForm';
