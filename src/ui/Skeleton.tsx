'use client';

import * as React from 'react';

/** A loading placeholder: announced once as a status, with rows of grey bars for sighted users. */
export function Skeleton({ rows = 3, label }: { rows?: number; label: string }): React.JSX.Element {
  return (
    <div role="status" data-se-part="skeleton" aria-live="polite">
      <span data-se-part="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} data-se-part="skeleton-row" aria-hidden="true" />
      ))}
    </div>
  );
}
