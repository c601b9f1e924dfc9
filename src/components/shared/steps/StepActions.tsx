'use client';

import * as React from 'react';
import { useShippingElements } from '../../../provider/context';
import { Button } from '../../../ui/Button';

/** Props of {@link StepActions}. */
export interface StepActionsProps {
  /** Called by the Back button; without it there is no Back button (the first step). */
  onBack?: (() => void) | undefined;
}

/** The Back and Continue buttons that end a step's form; Continue submits it. */
export function StepActions({ onBack }: StepActionsProps): React.JSX.Element {
  const { messages } = useShippingElements('StepActions');
  return (
    <div data-se-part="step-actions">
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {messages.common.back}
        </Button>
      )}
      <Button type="submit">{messages.common.continue}</Button>
    </div>
  );
}
