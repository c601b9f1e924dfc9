'use client';

import * as React from 'react';
import { Button } from './Button';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** The row's `data-se-part`. */
  part: string;
  /** The secondary button's words (Back, Cancel) and what it does; it waits while the request is in flight. */
  secondary: { label: string; onClick: () => void };
  /** The submit button's part, and its words before and while the request is in flight. */
  submit: { part: string; label: string; pendingLabel: string };
  /** The form's request is in flight. */
  pending: boolean;
}

/**
 * The row that ends a form sending a request: a secondary button (Back, Cancel), then the submit,
 * which says the request is under way while it is.
 */
export function FormActions({ part, secondary, submit, pending }: FormActionsProps): React.JSX.Element {
  return (
    <div data-se-part={part}>
      <Button variant="secondary" onClick={secondary.onClick} disabled={pending}>
        {secondary.label}
      </Button>
      <Button type="submit" part={submit.part} pending={pending}>
        {pending ? submit.pendingLabel : submit.label}
      </Button>
    </div>
  );
}
