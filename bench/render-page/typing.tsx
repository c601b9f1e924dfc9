// A page that types into AddressForm's "Address line 1" and, as the baseline of its budget, into
// the same field of a react-hook-form `<form>` of AddressForm's shape without any kit code (the
// same fields, the same zod/mini schema through zodResolver, registered and labelled controls,
// nested as AddressForm nests them), one character per input event as a keyboard would, and
// reports the time each keystroke takes (React handles input events synchronously). Three more
// inputs show where the cost comes from: a bare uncontrolled React input, one field registered
// with react-hook-form and nothing else (the library's floor), and the form's shape with plain
// inputs and no library (the shape's own floor).
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { AddressForm, ShippingElementsProvider } from '../../src';
import { createAddressSchema, toFormValues, visibleFields, type AddressField } from '../../src/components/shared/address/address-values';
import { countryOptions, getCountryFormat } from '../../src/lib/country-formats';

const TEXT = '1600 Amphitheatre Parkway, Building 40, Suite 1200';
const API = 'https://api.bench.test';
window.fetch = () => Promise.resolve(new Response('{}', { status: 404 }));

/** What react-hook-form's `register` gives a field: an uncontrolled input, no re-render per keystroke. */
function BareInput() {
  return <input aria-label="Bare" defaultValue="" />;
}

/** One react-hook-form field and nothing else: the floor of any form built on the library. */
function BareFormInput() {
  const { register } = useForm({ defaultValues: { street: '' } });
  return <input aria-label="Bare form" {...register('street')} />;
}

const COUNTRIES = countryOptions('en');

/**
 * AddressForm's shape for the US layout it shows here: a `<form>` with a fieldset and legend, the
 * fields of the country in its order, each in a wrapper around a field (label, control), the
 * country and the state as selects of the same options, and a submit button.
 */
function AddressShape({ name, country, control }: { name: string; country: string; control: (field: AddressField, id: string) => React.SelectHTMLAttributes<HTMLSelectElement> & React.InputHTMLAttributes<HTMLInputElement> }) {
  const id = React.useId();
  const { subdivisions } = getCountryFormat(country);
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        <legend>{name}</legend>
        <p>Required fields are marked.</p>
        <div>
          {visibleFields(country).map((field) => {
            const options = field === 'country' ? COUNTRIES : field === 'state' ? subdivisions : undefined;
            return (
              <div key={field}>
                <div>
                  <label htmlFor={`${id}-${field}`}>{field === 'street1' ? `${name} street` : field}</label>
                  {options ? (
                    <select {...control(field, `${id}-${field}`)}>
                      {options.map((option) => (
                        <option key={option.code} value={option.code}>
                          {option.name}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input type="text" {...control(field, `${id}-${field}`)} />
                  )}
                </div>
              </div>
            );
          })}
        </div>
        <button type="submit">Save</button>
      </fieldset>
    </form>
  );
}

const DEFAULTS = toFormValues({ country: 'US' });

/** The shape with plain uncontrolled controls, no library and no handler: what a field costs only for standing in it. */
function PlainForm() {
  return <AddressShape name="Plain" country="US" control={(field, id) => ({ id, name: field, defaultValue: DEFAULTS[field] })} />;
}

/**
 * The guard's baseline: AddressForm's form without a line of the kit. The same fields, the same
 * zod/mini schema through `zodResolver`, every control registered with react-hook-form and
 * labelled, the country watched (a form whose layout follows the country must).
 */
function RhfAddressForm() {
  const schema = React.useMemo(() => createAddressSchema('recipient'), []);
  const { register, control } = useForm({ resolver: zodResolver(schema), defaultValues: DEFAULTS });
  const country = useWatch({ control, name: 'country' });
  return <AddressShape name="RHF" country={country} control={(field, id) => ({ id, ...register(field) })} />;
}

// React tracks the value it last rendered; the prototype's setter changes the input the way
// typing does, so React sees a change and fires onChange.
const valueDescriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');

/** Types TEXT into the input, one input event per character; milliseconds per keystroke. */
function typeInto(input: HTMLInputElement): number {
  input.focus();
  const start = performance.now();
  for (let index = 1; index <= TEXT.length; index += 1) {
    valueDescriptor?.set?.call(input, TEXT.slice(0, index));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  return (performance.now() - start) / TEXT.length;
}

/** Empties the input as a select-all and delete would. */
function clear(input: HTMLInputElement): void {
  valueDescriptor?.set?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const WARM_ROUNDS = 5;
const ROUNDS = 30;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const root = document.getElementById('root')!;
flushSync(() => {
  createRoot(root).render(
    <>
      <BareInput />
      <BareFormInput />
      <PlainForm />
      <RhfAddressForm />
      <ShippingElementsProvider baseUrl={API} fetchToken={() => Promise.resolve('bench-token')}>
        <AddressForm />
      </ShippingElementsProvider>
    </>,
  );
});
requestAnimationFrame(() => {
  const labelled = (text: string) => [...root.querySelectorAll('label')].find((label) => label.textContent?.startsWith(text))?.control;
  const street = labelled('Address line 1');
  const bare = root.querySelector<HTMLInputElement>('input[aria-label="Bare"]');
  const bareForm = root.querySelector<HTMLInputElement>('input[aria-label="Bare form"]');
  const rhfForm = labelled('RHF street');
  const plain = labelled('Plain street');
  if (!(street instanceof HTMLInputElement) || !(rhfForm instanceof HTMLInputElement) || !(plain instanceof HTMLInputElement) || !bare || !bareForm) {
    throw new Error('The inputs to type into are missing');
  }
  // One pass of 50 keystrokes takes a few milliseconds, near the timer's resolution and at the
  // mercy of one busy moment of a shared machine: each input is typed into in ROUNDS interleaved
  // rounds instead, the order rotated every round so that none is always first (first-use paths,
  // caches warmed by the one before), the first WARM_ROUNDS discarded, and the median kept.
  const inputs = [bare, bareForm, plain, rhfForm, street];
  const times: number[][] = inputs.map(() => []);
  for (let round = 0; round < WARM_ROUNDS + ROUNDS; round += 1) {
    for (let turn = 0; turn < inputs.length; turn += 1) {
      const which = (round + turn) % inputs.length;
      const input = inputs[which]!;
      clear(input);
      const ms = typeInto(input);
      if (round >= WARM_ROUNDS) {
        times[which]!.push(ms);
      }
    }
  }
  const [bareMs, bareFormMs, plainFormMs, rhfFormMs, addressFormMs] = times.map(median);
  (window as unknown as { benchResult?: unknown }).benchResult = {
    characters: TEXT.length,
    bareMs,
    bareFormMs,
    plainFormMs,
    rhfFormMs,
    addressFormMs,
    typed: inputs.every((input) => input.value === TEXT),
  };
});
