'use client';

import * as React from 'react';

/** A control's label text, with a visual asterisk when the field is required. */
export function RequiredLabel({ label, required }: { label: React.ReactNode; required: boolean }): React.JSX.Element {
  return (
    <>
      {label}
      {required && (
        // Screen readers get aria-required on the control instead of the asterisk.
        <span aria-hidden="true" data-se-part="required-marker">
          {' *'}
        </span>
      )}
    </>
  );
}
