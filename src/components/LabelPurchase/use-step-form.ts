'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { StepIssue } from './issue-text';

/**
 * The form of one step of LabelPurchase: react-hook-form with the step's zod/mini schema.
 *
 * - Inputs are uncontrolled (`register`); the schema runs on submit, then again on every change
 *   (RHF's `reValidateMode: 'onChange'`), so a fixed field loses its error as the person types.
 * - A failed submit focuses the first invalid field (RHF's `shouldFocusError`).
 * - `rejected` names fields the API refused after the step had passed its own checks (a server
 *   error at `parcels.0.weight`): they are marked with `setError(path, { type: 'server' })` when
 *   the list changes (keep it the same array otherwise), the first one focused, and each is
 *   cleared as soon as its field changes.
 *
 * The schemas report issue codes ({@link StepIssue}), not sentences: the step words them with the
 * field's label in the active language (`issueText`).
 */
export function useStepForm<TValues extends FieldValues>(
  schema: z.ZodMiniType<TValues, TValues>,
  defaultValues: TValues,
  rejected: readonly string[] = NONE,
): UseFormReturn<TValues> {
  const form = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<TValues>,
    shouldFocusError: true,
  });
  const { setError, clearErrors, getFieldState, subscribe } = form;

  // Whenever the API refuses fields of this step: on mount (the step was shown again to mark
  // them), or while it is still on screen (a fast refusal can arrive before the next step renders).
  React.useEffect(() => {
    rejected.forEach((path, index) => {
      setError(path as Path<TValues>, { type: 'server', message: 'rejected' satisfies StepIssue }, { shouldFocus: index === 0 });
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

const NONE: readonly string[] = [];
