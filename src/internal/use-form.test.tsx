import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  useForm,
  type CheckboxRegistration,
  type FieldPath,
  type FormSchema,
  type InputRegistration,
  type PathValue,
  type Registration,
  type SchemaIssue,
} from './use-form';

// ---------------------------------------------------------------------------------------------
// A tiny order form: a name, a size, a gift option that reveals a message at the top, terms to
// accept and a list of items. Its schema is written by hand to show the whole contract is
// `safeParse`; one test below uses a zod/mini schema as the kit's forms do.
// ---------------------------------------------------------------------------------------------

interface Values {
  giftMessage: string;
  name: string;
  size: 'S' | 'M' | 'L';
  gift: boolean;
  terms: boolean;
  items: { title: string }[];
}

interface Output {
  name: string;
  size: 'S' | 'M' | 'L';
  giftMessage: string | undefined;
  terms: true;
  items: string[];
}

const DEFAULTS: Values = { giftMessage: '', name: '', size: 'S', gift: false, terms: false, items: [{ title: '' }] };

const orderSchema: FormSchema<Output> = {
  safeParse(input) {
    const values = input as Values;
    const issues: SchemaIssue[] = [];
    if (values.gift && values.giftMessage.trim() === '') {
      issues.push({ path: ['giftMessage'], message: 'Write a gift message.' });
    }
    if (values.name.trim() === '') {
      issues.push({ path: ['name'], message: 'Name is required.' });
    }
    if (values.name.length > 10) {
      // A second issue on the same path: only the first is shown.
      issues.push({ path: ['name'], message: 'Name is too long.' });
    }
    values.items.forEach((item, index) => {
      if (item.title.trim() === '') {
        issues.push({ path: ['items', index, 'title'], message: `Item ${index + 1} needs a title.` });
      }
    });
    if (!values.terms) {
      issues.push({ path: ['terms'], message: 'Accept the terms.' });
    }
    if (issues.length > 0) {
      return { success: false, error: { issues } };
    }
    return {
      success: true,
      data: {
        name: values.name.trim(),
        size: values.size,
        giftMessage: values.gift ? values.giftMessage.trim() : undefined,
        terms: true,
        items: values.items.map((item) => item.title.trim()),
      },
    };
  },
};

function TextField({ label, registration, error }: { label: string; registration: InputRegistration; error: string | undefined }) {
  const id = React.useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...registration} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && <p id={`${id}-error`}>{error}</p>}
    </div>
  );
}

interface OrderFormProps {
  onValid?: (data: Output) => void;
  onInvalid?: (paths: string[]) => void;
  onValuesChange?: (values: Values) => void;
  onReadName?: (name: string) => void;
  /** Answers a valid submit as a server would: the name is taken. */
  serverRejectsName?: boolean;
}

function OrderForm({ onValid, onInvalid, onValuesChange, onReadName, serverRejectsName = false }: OrderFormProps) {
  const form = useForm({ schema: orderSchema, defaultValues: DEFAULTS });
  const { register, handleSubmit, errors, values, subscribe, setError, setFocus, reset, setValue, getValues, validate } = form;
  const items = form.fieldArray('items');

  React.useEffect(() => (onValuesChange ? subscribe(onValuesChange) : undefined), [subscribe, onValuesChange]);

  const submit = handleSubmit(
    (data) => {
      if (serverRejectsName) {
        setError('name', 'This name is taken.');
        setFocus('name');
        return;
      }
      onValid?.(data);
    },
    (invalid) => onInvalid?.(Object.keys(invalid)),
  );

  return (
    <form noValidate aria-label="Order" onSubmit={(event) => void submit(event)}>
      {values.gift && <TextField label="Gift message" registration={register('giftMessage')} error={errors.giftMessage?.message} />}
      <TextField label="Name" registration={register('name')} error={errors.name?.message} />
      <output aria-label="Greeting">{values.name === '' ? 'Hello' : `Hello ${values.name}`}</output>
      <label>
        Size
        <select {...register('size')}>
          <option value="S">Small</option>
          <option value="M">Medium</option>
          <option value="L">Large</option>
        </select>
      </label>
      {items.fields.map((field, index) => (
        <fieldset key={field.key} aria-label={`Item ${index + 1}`}>
          <TextField label="Title" registration={register(`items.${index}.title`)} error={errors[`items.${index}.title`]?.message} />
          <button type="button" onClick={() => items.remove(index)}>
            Remove item {index + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => items.append({ title: '' })}>
        Add item
      </button>
      <label>
        <input type="checkbox" {...register('gift')} />
        Gift
      </label>
      <label>
        <input type="checkbox" {...register('terms')} aria-invalid={errors.terms ? true : undefined} />
        Accept the terms
      </label>
      {errors.terms && <p>{errors.terms.message}</p>}
      <button
        type="button"
        onClick={() => {
          setValue('name', 'Grace');
          onReadName?.(getValues().name);
        }}
      >
        Use my name
      </button>
      <button type="button" onClick={() => reset()}>
        Start over
      </button>
      <button type="button" onClick={() => validate()}>
        Check everything
      </button>
      <button type="submit">Order</button>
    </form>
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Order' });

function renderForm(props: OrderFormProps = {}) {
  return { user: userEvent.setup({ delay: null }), ...render(<OrderForm {...props} />) };
}

async function fillValidOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('Name'), '  Ada ');
  await user.type(within(screen.getByRole('group', { name: 'Item 1' })).getByRole('textbox', { name: 'Title' }), 'Tea');
  await user.click(screen.getByRole('checkbox', { name: 'Accept the terms' }));
}

// Type checks, run by tsc over the test files: paths, their values and registrations are typed.
expectTypeOf<'items.3.title'>().toExtend<FieldPath<Values>>();
expectTypeOf<'items.3.price'>().not.toExtend<FieldPath<Values>>();
expectTypeOf<'name.first'>().not.toExtend<FieldPath<Values>>();
expectTypeOf<PathValue<Values, `items.${number}.title`>>().toEqualTypeOf<string>();
expectTypeOf<PathValue<Values, 'size'>>().toEqualTypeOf<'S' | 'M' | 'L'>();
expectTypeOf<Registration<PathValue<Values, 'terms'>>>().toEqualTypeOf<CheckboxRegistration>();
expectTypeOf<Registration<PathValue<Values, 'size'>>>().toEqualTypeOf<InputRegistration>();

// ---------------------------------------------------------------------------------------------

describe('useForm', () => {
  it('validates on submit, not before, and focuses the first invalid field', async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    const { user } = renderForm({ onValid, onInvalid });

    await user.type(textbox('Title'), 'x');
    await user.clear(textbox('Title'));
    expect(screen.queryByText('Item 1 needs a title.')).not.toBeInTheDocument();
    expect(textbox('Title')).not.toHaveAttribute('aria-invalid');

    await user.click(submit());
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(textbox('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Name')).toHaveAccessibleDescription('Name is required.');
    expect(textbox('Title')).toHaveAccessibleDescription('Item 1 needs a title.');
    expect(screen.getByRole('checkbox', { name: 'Accept the terms' })).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Name')).toHaveFocus();
    expect(onInvalid).toHaveBeenCalledWith(['name', 'items.0.title', 'terms']);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in document order, not the order fields appeared in', async () => {
    const { user } = renderForm();
    // The gift message appears above the name, after the name was registered.
    await user.click(screen.getByRole('checkbox', { name: 'Gift' }));
    await user.click(submit());
    expect(textbox('Gift message')).toHaveFocus();
    expect(textbox('Gift message')).toHaveAccessibleDescription('Write a gift message.');
  });

  it('shows one message per field: the first issue the schema reports', async () => {
    const { user } = renderForm();
    await user.type(textbox('Name'), 'Bartholomew Jr');
    await user.click(submit());
    expect(screen.queryByText('Name is too long.')).toBeInTheDocument();
    await user.clear(textbox('Name'));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.queryByText('Name is too long.')).not.toBeInTheDocument();
  });

  it('re-validates a field as the person edits it after a submit, leaving the others as they were', async () => {
    const { user } = renderForm();
    await user.click(submit());
    expect(screen.getByText('Item 1 needs a title.')).toBeInTheDocument();

    await user.type(textbox('Name'), 'A');
    expect(textbox('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    // Another field's message stays until that field changes.
    expect(screen.getByText('Item 1 needs a title.')).toBeInTheDocument();

    await user.clear(textbox('Name'));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Accept the terms' }));
    expect(screen.queryByText('Accept the terms.')).not.toBeInTheDocument();
  });

  it('drops another field’s error once an edit resolves it, without adding new ones', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Gift' }));
    await user.click(submit());
    expect(screen.getByText('Write a gift message.')).toBeInTheDocument();

    // No gift, no message needed: the error goes, though the message field was not edited.
    await user.click(screen.getByRole('checkbox', { name: 'Gift' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gift' }));
    expect(textbox('Gift message')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Write a gift message.')).not.toBeInTheDocument();
    // Errors still standing elsewhere are kept.
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
  });

  it('hands the schema’s output to onValid, with selects and checkboxes bound', async () => {
    const onValid = vi.fn();
    const { user } = renderForm({ onValid });
    await fillValidOrder(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('M');
    expect(screen.getByRole('checkbox', { name: 'Accept the terms' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Greeting' })).toHaveTextContent('Hello Ada');

    await user.click(submit());
    expect(onValid).toHaveBeenCalledExactlyOnceWith({ name: 'Ada', size: 'M', giftMessage: undefined, terms: true, items: ['Tea'] });
  });

  it('shows a server error on its field, focuses it, and drops it once the field is edited', async () => {
    const { user } = renderForm({ serverRejectsName: true });
    await fillValidOrder(user);
    await user.click(submit());

    expect(textbox('Name')).toHaveAccessibleDescription('This name is taken.');
    expect(textbox('Name')).toHaveFocus();
    await user.type(textbox('Name'), 'L');
    expect(textbox('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('validates every field on request, replacing server errors', async () => {
    const { user } = renderForm({ serverRejectsName: true });
    await fillValidOrder(user);
    await user.click(submit());
    expect(textbox('Name')).toHaveAccessibleDescription('This name is taken.');

    await user.click(screen.getByRole('button', { name: 'Check everything' }));
    // The schema finds nothing wrong with the name; only the server did.
    expect(textbox('Name')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByRole('button', { name: 'Check everything' }));
    expect(screen.getByText('Item 2 needs a title.')).toBeInTheDocument();
  });

  it('writes a value that getValues reads at once, and tells subscribers about every change', async () => {
    const onReadName = vi.fn();
    const onValuesChange = vi.fn();
    const { user } = renderForm({ onReadName, onValuesChange });
    await user.type(textbox('Name'), 'Al');
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Al' }));
    expect(onValuesChange).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Use my name' }));
    expect(onReadName).toHaveBeenCalledWith('Grace');
    expect(textbox('Name')).toHaveValue('Grace');
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Grace' }));

    // Writing the value a field already holds is not a change.
    await user.click(screen.getByRole('button', { name: 'Use my name' }));
    expect(onValuesChange).toHaveBeenCalledTimes(3);
  });

  it('resets to the defaults, clearing the errors and the submitted state', async () => {
    const onValuesChange = vi.fn();
    const { user } = renderForm({ onValuesChange });
    await user.type(textbox('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(submit());
    expect(screen.getAllByText(/needs a title/)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(textbox('Name')).toHaveValue('');
    expect(screen.getAllByRole('group', { name: /^Item/ })).toHaveLength(1);
    expect(screen.queryByText(/needs a title|required/)).not.toBeInTheDocument();
    expect(onValuesChange).toHaveBeenLastCalledWith(DEFAULTS);
    // Not submitted any more: typing does not validate.
    await user.type(textbox('Title'), 'x');
    await user.clear(textbox('Title'));
    expect(textbox('Title')).not.toHaveAttribute('aria-invalid');
  });

  describe('field arrays', () => {
    const item = (index: number) => within(screen.getByRole('group', { name: `Item ${index}` }));

    it('appends and removes items, each keeping its element and value', async () => {
      const { user } = renderForm();
      await user.type(item(1).getByRole('textbox', { name: 'Title' }), 'Tea');
      await user.click(screen.getByRole('button', { name: 'Add item' }));
      await user.type(item(2).getByRole('textbox', { name: 'Title' }), 'Cups');
      await user.click(screen.getByRole('button', { name: 'Add item' }));
      const cups = item(2).getByRole('textbox', { name: 'Title' });
      const third = item(3).getByRole('textbox', { name: 'Title' });

      await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
      expect(screen.getAllByRole('group', { name: /^Item/ })).toHaveLength(2);
      // The same inputs, moved up: nothing was remounted or refilled.
      expect(item(1).getByRole('textbox', { name: 'Title' })).toBe(cups);
      expect(cups).toHaveValue('Cups');
      expect(item(2).getByRole('textbox', { name: 'Title' })).toBe(third);
      expect(third).toHaveValue('');
    });

    it('moves errors with their items, and shows none on a new item until the next submit', async () => {
      const { user } = renderForm();
      await user.type(item(1).getByRole('textbox', { name: 'Title' }), 'Tea');
      await user.click(screen.getByRole('button', { name: 'Add item' }));
      await user.click(submit());
      expect(item(2).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Item 2 needs a title.');

      await user.click(screen.getByRole('button', { name: 'Add item' }));
      expect(item(3).getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid');

      await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
      expect(item(1).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Item 1 needs a title.');
      expect(item(2).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Item 2 needs a title.');
    });
  });

  it('takes a zod/mini schema, with issue paths into arrays', async () => {
    const schema = z.object({ lines: z.array(z.object({ sku: z.string().check(z.minLength(1, 'SKU is required.')) })) });
    const onValid = vi.fn();
    function Lines() {
      const { register, handleSubmit, errors, fieldArray } = useForm({ schema, defaultValues: { lines: [{ sku: 'A-1' }, { sku: '' }] } });
      const submitLines = handleSubmit(onValid);
      return (
        <form noValidate aria-label="Lines" onSubmit={(event) => void submitLines(event)}>
          {fieldArray('lines').fields.map((field, index) => (
            <TextField key={field.key} label={`SKU ${index + 1}`} registration={register(`lines.${index}.sku`)} error={errors[`lines.${index}.sku`]?.message} />
          ))}
          <button type="submit">Save</button>
        </form>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<Lines />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(textbox('SKU 2')).toHaveAccessibleDescription('SKU is required.');
    expect(textbox('SKU 2')).toHaveFocus();
    await user.type(textbox('SKU 2'), 'B-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledExactlyOnceWith({ lines: [{ sku: 'A-1' }, { sku: 'B-2' }] });
  });
});
