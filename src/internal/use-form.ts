import * as React from 'react';

/*
 * The kit's form state: values, errors by path, submit-time validation with a schema and field
 * arrays, in one small hook. The kit's forms are small (an address, three purchase steps), so
 * the inputs are controlled and the form re-renders on a change. A registration stays the same
 * object while its value does, so a memoised control (a select of 250 countries) skips those
 * renders. The state lives in a small store read with useSyncExternalStore, so handlers read
 * what was just written (getValues after setValue) and subscribers hear of changes at once.
 * After a submit, each change re-runs the schema: the edited field gets its current error (or
 * none), errors elsewhere that the change resolved go, and untouched fields get no new ones.
 */

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

/** One problem a schema reports: where (`['items', 0, 'quantity']`) and what. */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * What {@link useForm} needs of a schema: a `safeParse` that returns the parsed output or the
 * issues. Classic zod and zod/mini schemas both fit, without this module importing zod.
 */
export interface FormSchema<TOutput> {
  safeParse(input: unknown): { success: true; data: TOutput } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

type Primitive = string | number | boolean | bigint | symbol | null | undefined;

/**
 * Every dotted path into `T`: `'country'`, `'parcels'`, `` `parcels.${number}` ``,
 * `` `parcels.${number}.weight` ``.
 */
export type FieldPath<T> = T extends readonly (infer Item)[]
  ? `${number}` | (Item extends Primitive ? never : `${number}.${FieldPath<Item>}`)
  : { [K in keyof T & string]: T[K] extends Primitive ? K : K | `${K}.${FieldPath<T[K]>}` }[keyof T & string];

/** The type of the value at path `P` of `T`. */
export type PathValue<T, P extends string> = T extends readonly (infer Item)[]
  ? P extends `${number}.${infer Rest}`
    ? PathValue<Item, Rest>
    : P extends `${number}`
      ? Item
      : never
  : P extends `${infer Head}.${infer Rest}`
    ? Head extends keyof T
      ? PathValue<T[Head], Rest>
      : never
    : P extends keyof T
      ? T[P]
      : never;

/** The paths of `T` that hold an array (the names {@link Form.fieldArray} accepts). */
export type ArrayPath<T> =
  FieldPath<T> extends infer P ? (P extends string ? (PathValue<T, P> extends readonly unknown[] ? P : never) : never) : never;

/** A field's error: from the schema (its message is the schema's, often a code) or set by {@link Form.setError}. */
export interface FieldError {
  readonly type: 'schema' | 'server';
  readonly message: string;
}

/** Errors by dotted path. A path absent from it is valid. */
export type FormErrors<TValues> = Readonly<Partial<Record<FieldPath<TValues>, FieldError>>>;

/** Props that bind a text input, a textarea or a select to a string value. Spread them on the element. */
export interface InputRegistration {
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  ref: (element: HTMLElement | null) => void;
}

/** Props that bind a checkbox to a boolean value. Spread them on the `<input type="checkbox">`. */
export interface CheckboxRegistration {
  name: string;
  checked: boolean;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  ref: (element: HTMLElement | null) => void;
}

/** The registration for a value of type `V`: a checkbox's for a boolean, an input's otherwise. */
export type Registration<V> = [V] extends [boolean] ? CheckboxRegistration : InputRegistration;

/** The items of an array field, each with a key that follows it through appends and removals. */
export interface FieldArray<TItem> {
  /** The items in order; use `key` as the React key, never the index. */
  fields: readonly { key: string; value: TItem }[];
  /** Adds an item at the end. */
  append: (item: TItem) => void;
  /** Removes the item at `index`. */
  remove: (index: number) => void;
}

/** Options of {@link useForm}. */
export interface UseFormOptions<TValues, TOutput> {
  /** The values on the first render (later changes are ignored: use `reset`). */
  defaultValues: TValues;
  /** Checks the values on submit, and again on every change once the form has been submitted. */
  schema: FormSchema<TOutput>;
}

/** What {@link useForm} returns. Every function is stable across renders except `register` and `fieldArray`. */
export interface Form<TValues, TOutput> {
  /** The values as rendered: read them to show or hide fields ("watch"). */
  values: TValues;
  /** The errors as rendered, by dotted path. */
  errors: FormErrors<TValues>;
  /** True once the form has been submitted (valid or not), until `reset`. */
  isSubmitted: boolean;
  /** Binds an input, select or checkbox to the value at `path`. Call it during render. */
  register: <P extends FieldPath<TValues>>(path: P) => Registration<PathValue<TValues, P>>;
  /** The array at `name`, with keys and helpers. Call it during render. */
  fieldArray: <P extends ArrayPath<TValues>>(name: P) => FieldArray<ArrayItem<PathValue<TValues, P>>>;
  /**
   * Returns a submit handler: it validates with the schema, then calls `onValid` with the
   * schema's output, or shows the errors, focuses the first invalid field (in document order, so
   * the order a person sees) and calls `onInvalid`.
   */
  handleSubmit: (
    onValid: (data: TOutput) => void | Promise<void>,
    onInvalid?: (errors: FormErrors<TValues>) => void,
  ) => (event?: { preventDefault: () => void }) => Promise<void>;
  /** The current values, including changes not rendered yet. For event handlers and effects. */
  getValues: () => TValues;
  /** Writes one value (re-validating it if the form was submitted) and tells subscribers. */
  setValue: <P extends FieldPath<TValues>>(path: P, value: PathValue<TValues, P>) => void;
  /** Replaces every value (and the defaults), clearing errors and the submitted flag. */
  reset: (values?: TValues) => void;
  /** Shows an error from outside the schema, such as a server's verdict on a field. */
  setError: (path: FieldPath<TValues>, message: string) => void;
  /** Focuses the element registered for `path`, if it is rendered. */
  setFocus: (path: FieldPath<TValues>) => void;
  /** Runs the schema now and shows all its errors, replacing every other (server errors too). */
  validate: () => void;
  /** Calls `listener` with the values after every change to them; returns the unsubscribe function. */
  subscribe: (listener: (values: TValues) => void) => () => void;
}

type ArrayItem<T> = T extends readonly (infer Item)[] ? Item : never;

interface FormState {
  values: unknown;
  errors: Readonly<Record<string, FieldError>>;
  isSubmitted: boolean;
  /** React keys of the field arrays that were appended to or removed from, by path. */
  arrayKeys: Readonly<Record<string, readonly string[]>>;
}

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

function getIn(source: unknown, path: string): unknown {
  let current = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `source` with `value` at `keys`; only the objects along the path are copied. */
function setIn(source: unknown, keys: readonly string[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) {
    return value;
  }
  if (Array.isArray(source)) {
    const copy: unknown[] = source.slice();
    copy[Number(key)] = setIn(copy[Number(key)], rest, value);
    return copy;
  }
  const record = (source ?? {}) as Record<string, unknown>;
  return { ...record, [key]: setIn(record[key], rest, value) };
}

/** True for `path` itself and every path inside it. */
function isWithin(candidate: string, path: string): boolean {
  return candidate === path || candidate.startsWith(`${path}.`);
}

function omitWithin<T>(record: Readonly<Record<string, T>>, path: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !isWithin(key, path)));
}

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

type Parsed<TOutput> = { valid: true; data: TOutput } | { valid: false; errors: Record<string, FieldError> };

function parse<TOutput>(schema: FormSchema<TOutput>, values: unknown): Parsed<TOutput> {
  const result = schema.safeParse(values);
  if (result.success) {
    return { valid: true, data: result.data };
  }
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    // The first issue of a path wins: the schemas report the most basic problem first.
    errors[issue.path.map(String).join('.')] ??= { type: 'schema', message: issue.message };
  }
  return { valid: false, errors };
}

/** `errors` with the schema's verdict on `path` (and everything inside it) brought up to date. */
function revalidate(schema: FormSchema<unknown>, values: unknown, errors: FormState['errors'], path: string): FormState['errors'] {
  const parsed = parse(schema, values);
  const current = parsed.valid ? {} : parsed.errors;
  const fresh = Object.entries(current).filter(([key]) => isWithin(key, path));
  // Elsewhere, schema errors that an edit resolved go too (clearing a tax ID number clears
  // "required" on its type), but no new ones appear on fields the person has not touched.
  // Server errors stay until their own field is edited.
  const kept = Object.entries(omitWithin(errors, path)).filter(([key, error]) => error.type === 'server' || key in current);
  return { ...Object.fromEntries(kept), ...Object.fromEntries(fresh) };
}

// ---------------------------------------------------------------------------------------------
// Store
// ---------------------------------------------------------------------------------------------

type Handlers = Pick<InputRegistration, 'onChange' | 'ref'>;

function createFormStore<TValues, TOutput>(initialValues: TValues, initialSchema: FormSchema<TOutput>) {
  let schema = initialSchema;
  let defaults = initialValues;
  let state: FormState = { values: initialValues, errors: {}, isSubmitted: false, arrayKeys: {} };
  let appended = 0;
  const renderListeners = new Set<() => void>();
  const valueListeners = new Set<(values: TValues) => void>();
  const elements = new Map<string, HTMLElement>();
  const registrations = new Map<string, { value: unknown; registration: InputRegistration | CheckboxRegistration; handlers: Handlers }>();

  function commit(next: FormState) {
    const valuesChanged = next.values !== state.values;
    state = next;
    renderListeners.forEach((listener) => listener());
    if (valuesChanged) {
      valueListeners.forEach((listener) => listener(next.values as TValues));
    }
  }

  /** Writes one value, re-validating it once the form has been submitted. */
  function setValue(path: string, value: unknown) {
    if (Object.is(getIn(state.values, path), value)) {
      return;
    }
    const values = setIn(state.values, path.split('.'), value);
    const errors = state.isSubmitted ? revalidate(schema, values, state.errors, path) : state.errors;
    // Keys kept for an array at or inside `path` no longer describe its items.
    commit({ ...state, values, errors, arrayKeys: omitWithin(state.arrayKeys, path) });
  }

  function focusFirst(paths: readonly string[]) {
    const targets = paths.flatMap((path) => elements.get(path) ?? []);
    targets.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    targets[0]?.focus();
  }

  /** Keys of the array at `name`: the ones kept through appends and removals, or its indexes. */
  function keysOf(from: FormState, name: string, length: number): readonly string[] {
    const kept = from.arrayKeys[name];
    // Anything else that changed the array's length (reset, setValue) invalidated the kept keys.
    return kept?.length === length ? kept : Array.from({ length }, (_, index) => String(index));
  }

  /**
   * The registration of `path` for `value`: the same object while the value stays the same, so
   * a memoised control (a select with 250 countries) skips the re-render of a keystroke elsewhere.
   */
  function registrationOf(path: string, value: unknown): InputRegistration | CheckboxRegistration {
    const cached = registrations.get(path);
    if (cached && Object.is(cached.value, value)) {
      return cached.registration;
    }
    const handlers: Handlers = cached?.handlers ?? {
      onChange: (event) => {
        const target = event.target;
        setValue(path, typeof getIn(state.values, path) === 'boolean' && 'checked' in target ? target.checked : target.value);
      },
      // Stable too, so React does not detach and reattach it on every render.
      ref: (element) => {
        if (element) {
          elements.set(path, element);
        } else {
          elements.delete(path);
        }
      },
    };
    const registration =
      typeof value === 'boolean'
        ? { name: path, checked: value, ...handlers }
        : { name: path, value: typeof value === 'string' || typeof value === 'number' ? String(value) : '', ...handlers };
    registrations.set(path, { value, registration, handlers });
    return registration;
  }

  return {
    setSchema: (next: FormSchema<TOutput>) => {
      schema = next;
    },
    listen: (listener: () => void) => {
      renderListeners.add(listener);
      return () => {
        renderListeners.delete(listener);
      };
    },
    getState: () => state,

    register: (from: FormState, path: string) => registrationOf(path, getIn(from.values, path)),

    fieldArray: (from: FormState, name: string): FieldArray<unknown> => {
      const items = getIn(from.values, name);
      const list: readonly unknown[] = Array.isArray(items) ? items : [];
      const keys = keysOf(from, name, list.length);
      const withItems = (nextItems: unknown[]) => setIn(state.values, name.split('.'), nextItems);
      const update = (values: unknown, nextKeys: string[], errors: FormState['errors']) => {
        commit({ ...state, values, errors, arrayKeys: { ...state.arrayKeys, [name]: nextKeys } });
      };
      return {
        fields: list.map((value, index) => ({ key: keys[index] ?? String(index), value })),
        append: (item) => {
          const current = getIn(state.values, name) as unknown[];
          appended += 1;
          // A new item shows no errors until the next submit; the others keep their positions.
          update(withItems([...current, item]), [...keysOf(state, name, current.length), `appended-${appended}`], state.errors);
        },
        remove: (index) => {
          const current = getIn(state.values, name) as unknown[];
          const values = withItems(current.filter((_, position) => position !== index));
          const nextKeys = keysOf(state, name, current.length).filter((_, position) => position !== index);
          // The errors of later items are keyed by their old positions: recompute them after a
          // submit, drop them before one (only server errors can be there then).
          update(values, nextKeys, state.isSubmitted ? revalidate(schema, values, state.errors, name) : omitWithin(state.errors, name));
        },
      };
    },

    actions: {
      handleSubmit:
        (onValid: (data: TOutput) => void | Promise<void>, onInvalid?: (errors: Record<string, FieldError>) => void) =>
        async (event?: { preventDefault: () => void }) => {
          event?.preventDefault();
          const parsed = parse(schema, state.values);
          commit({ ...state, isSubmitted: true, errors: parsed.valid ? {} : parsed.errors });
          if (parsed.valid) {
            await onValid(parsed.data);
            return;
          }
          focusFirst(Object.keys(parsed.errors));
          onInvalid?.(parsed.errors);
        },
      getValues: () => state.values as TValues,
      setValue,
      reset: (values?: TValues) => {
        defaults = values ?? defaults;
        commit({ values: defaults, errors: {}, isSubmitted: false, arrayKeys: {} });
      },
      setError: (path: string, message: string) => {
        commit({ ...state, errors: { ...state.errors, [path]: { type: 'server', message } } });
      },
      setFocus: (path: string) => {
        elements.get(path)?.focus();
      },
      validate: () => {
        const parsed = parse(schema, state.values);
        commit({ ...state, errors: parsed.valid ? {} : parsed.errors });
      },
      subscribe: (listener: (values: TValues) => void) => {
        valueListeners.add(listener);
        return () => {
          valueListeners.delete(listener);
        };
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Hook
// ---------------------------------------------------------------------------------------------

/**
 * Form state for the kit's forms: controlled values, errors by dotted path, validation with a
 * schema on submit and then on every change, focus on the first invalid field, server errors,
 * and field arrays with stable keys.
 *
 * @remarks
 * Internal, not public API. Paths are typed (`'country'`, `` `items.${index}.quantity` ``), and
 * so are the values `setValue` accepts. Schema issue messages are kept as they are (the kit's
 * schemas report codes that the component turns into sentences in the active locale).
 *
 * @example
 * const { register, handleSubmit, errors } = useForm({ schema: ParcelStepSchema, defaultValues });
 * <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
 *   <input {...register('parcels.0.weight')} aria-invalid={errors['parcels.0.weight'] ? true : undefined} />
 * </form>
 */
export function useForm<TValues extends object, TOutput = TValues>({ defaultValues, schema }: UseFormOptions<TValues, TOutput>): Form<TValues, TOutput> {
  const [store] = React.useState(() => createFormStore<TValues, TOutput>(defaultValues, schema));
  // Handlers read the schema of the latest render (AddressForm's changes with its mode).
  React.useInsertionEffect(() => {
    store.setSchema(schema);
  });
  const state = React.useSyncExternalStore(store.listen, store.getState, store.getState);
  return React.useMemo(
    () =>
      ({
        ...store.actions,
        values: state.values,
        errors: state.errors,
        isSubmitted: state.isSubmitted,
        register: (path: string) => store.register(state, path),
        fieldArray: (name: string) => store.fieldArray(state, name),
      }) as unknown as Form<TValues, TOutput>,
    [store, state],
  );
}
