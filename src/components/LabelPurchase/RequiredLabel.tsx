'use client';

import * as React from 'react';

/** A field label with an asterisk when the field is required (the form's note explains it). */
export function RequiredLabel({ label, required }: { label: string; required: boolean }): React.JSX.Element {
  return (
    <>
      {label}
      {required && (
        // Screen readers get aria-required on the control instead of the asterisk.
        <span aria-hidden="true" data-se-part="label-purchase-required-marker">
          {' *'}
        </span>
      )}
    </>
  );
}
