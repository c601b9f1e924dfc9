'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { AnyShippingElementsError, ShippingElementsError } from '../api/errors';

/*
 * The one form helper of the kit: every form of every block is a react-hook-form form checked by
 * a zod/mini schema, and shows the fields the API refused on the fields themselves. A block's
 * step calls `useStepForm(schema, defaults, rejected)`; its controller turns a failed request
 * into `rejected` with `rejectedFieldsOf(error, toFormPath)`.
 */

/** The issue code a field refused by the API carries when the API's own sentence is not shown. */
export const REJECTED_ISSUE = 'rejected';

/**
 * A field the API refused: its form path (`parcels.0.weight`), and optionally the message to
 * keep on it (a catalogue sentence or an issue code the step words); `rejected` otherwise.
 */
export type RejectedField = string | { readonly path: string; readonly message: string };

/** Options of {@link useStepForm}. */
export interface StepFormOptions {
  /**
   * Focus the first invalid field after a refused submit (react-hook-form's `shouldFocusError`,
   * in the order the fields registered). A form whose fields change order (AddressForm's country
   * layouts) turns it off and focuses the first in document order itself.
   * @default true
   */
  shouldFocusError?: boolean | undefined;
}

/**
 * The form of one step of a block: react-hook-form with the step's zod/mini schema.
 *
 * - Inputs are uncontrolled (`register`); the schema runs on submit, then again on every change
 *   (RHF's `reValidateMode: 'onChange'`), so a fixed field loses its error as the person types.
 * - A failed submit focuses the first invalid field (RHF's `shouldFocusError`; see `options`).
 * - `rejected` names fields the API refused after the step had passed its own checks (a server
 *   error at `parcels.0.weight`): they are marked with `setError(path, { type: 'server' })` when
 *   the list changes (keep it the same array otherwise), the first one focused, and each is
 *   cleared as soon as its field changes.
 *
 * The schemas report issue codes, not sentences: the step words them with the field's label in
 * the active language.
 */
export function useStepForm<TValues extends FieldValues, TOutput = TValues>(
  schema: z.ZodMiniType<TOutput, TValues>,
  defaultValues: TValues | DefaultValues<TValues>,
  rejected: readonly RejectedField[] = NONE,
  { shouldFocusError = true }: StepFormOptions = {},
): UseFormReturn<TValues, unknown, TOutput> {
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as DefaultValues<TValues>,
    shouldFocusError,
  });
  const { setError, clearErrors, getFieldState, subscribe } = form;

  // Whenever the API refuses fields of this step: on mount (the step was shown again to mark
  // them), or while it is still on screen (a fast refusal can arrive before the next step renders).
  React.useEffect(() => {
    rejected.forEach((field, index) => {
      const { path, message } = typeof field === 'string' ? { path: field, message: REJECTED_ISSUE } : field;
      setError(path as Path<TValues>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [rejected, setError]);

  React.useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          // Only a change of the field's value (setError itself notifies subscribers too).
          if (type !== undefined && name !== undefined && getFieldState(name as Path<TValues>).error?.type === 'server') {
            clearErrors(name as Path<TValues>);
          }
        },
      }),
    [subscribe, getFieldState, clearErrors],
  );

  return form;
}

const NONE: readonly RejectedField[] = [];

/**
 * The request paths a failed request blames (`parcels.0.weight`, `street1`): the API's field
 * errors of a 4xx answer, or the client's own refusal before sending (zod issues or the field it
 * names). Empty when the error names no field.
 */
export function blamedPaths(kitError: ShippingElementsError): string[] {
  const error = kitError as AnyShippingElementsError;
  if (error.kind === 'api' && error.status < 500) {
    return Object.keys(error.fieldErrors);
  }
  if (error.kind === 'invalid-request') {
    const paths = error.issues.map((issue) => issue.path.map(String).join('.'));
    return paths.length > 0 ? paths : error.field === undefined ? [] : [error.field];
  }
  return [];
}

/**
 * The form fields a failed request blames: each blamed request path mapped by `toFormPath` to the
 * form's path (or `undefined` when no field of the form holds it), without repeats. A block shows
 * its general error notice only when this is empty.
 */
export function rejectedFieldsOf(error: ShippingElementsError, toFormPath: (requestPath: string) => string | undefined): string[] {
  const paths = blamedPaths(error)
    .map(toFormPath)
    .filter((path): path is string => path !== undefined);
  return [...new Set(paths)];
}
