// A page that types into AddressForm's "Address line 1" and, as the baseline of its budget, into a
// bare uncontrolled React input, one character per input event as a keyboard would, and reports
// the time each keystroke takes (React handles input events synchronously). A third input, one
// field registered with react-hook-form and nothing else, shows what the library itself costs.
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { AddressForm, ShippingElementsProvider } from '../../src';

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

const SHAPE_FIELDS = ['name', 'company', 'street1', 'street2', 'city', 'state', 'zip', 'country', 'phone', 'email', 'isResidential', 'saveAddress'] as const;

/** AddressForm's nesting: a `<form>` of twelve fields, each in a label inside two wrappers. */
function FormShape({ label, input }: { label: string; input: (field: (typeof SHAPE_FIELDS)[number]) => React.InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        {SHAPE_FIELDS.map((field) => (
          <div key={field}>
            <label>
              <span>{field === 'street1' ? label : field}</span>
              <input {...input(field)} />
            </label>
          </div>
        ))}
      </fieldset>
      <button type="submit">Save</button>
    </form>
  );
}

/**
 * The same form with plain uncontrolled inputs and no library, no handler of its own: what a field
 * costs per keystroke only for standing in a `<form>` of this shape.
 */
function PlainForm() {
  return <FormShape label="Plain street" input={(field) => ({ name: field, defaultValue: '' })} />;
}

/**
 * AddressForm's shape without its code: the form's twelve fields registered with react-hook-form,
 * one of them watched (AddressForm watches the country). What any form of this size costs per
 * keystroke.
 */
function ShapedForm() {
  const { register, control } = useForm({ defaultValues: Object.fromEntries(SHAPE_FIELDS.map((field) => [field, ''])) });
  useWatch({ control, name: 'country' });
  return <FormShape label="Shaped street" input={(field) => register(field)} />;
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
      <ShapedForm />
      <ShippingElementsProvider baseUrl={API} fetchToken={() => Promise.resolve('bench-token')}>
        <AddressForm />
      </ShippingElementsProvider>
    </>,
  );
});
requestAnimationFrame(() => {
  const street = [...root.querySelectorAll('label')].find((label) => label.textContent?.startsWith('Address line 1'))?.control;
  const bare = root.querySelector<HTMLInputElement>('input[aria-label="Bare"]');
  const bareForm = root.querySelector<HTMLInputElement>('input[aria-label="Bare form"]');
  const shaped = [...root.querySelectorAll('label')].find((label) => label.textContent === 'Shaped street')?.control;
  const plain = [...root.querySelectorAll('label')].find((label) => label.textContent === 'Plain street')?.control;
  if (!(street instanceof HTMLInputElement) || !(shaped instanceof HTMLInputElement) || !(plain instanceof HTMLInputElement) || !bare || !bareForm) {
    throw new Error('The inputs to type into are missing');
  }
  // One pass of 50 keystrokes takes a few milliseconds, near the timer's resolution and at the
  // mercy of one busy moment of a shared machine: each input is typed into in ROUNDS interleaved
  // rounds instead, the order rotated every round so that none is always first (first-use paths,
  // caches warmed by the one before), the first WARM_ROUNDS discarded, and the median kept.
  const inputs = [bare, bareForm, plain, shaped, street];
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
  const [bareMs, bareFormMs, plainFormMs, shapedFormMs, addressFormMs] = times.map(median);
  (window as unknown as { benchResult?: unknown }).benchResult = {
    characters: TEXT.length,
    bareMs,
    bareFormMs,
    plainFormMs,
    shapedFormMs,
    addressFormMs,
    typed: [street, bare, bareForm, plain, shaped].every((input) => input.value === TEXT),
  };
});
