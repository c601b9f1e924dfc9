'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { Button } from '../../ui/Button';
import { PICKUP_TEXT } from '../shared/pickup-text';

/** Copies the confirmation code to the clipboard and says whether it worked. */
export function CopyCodeButton({ code }: { code: string }): React.JSX.Element {
  const { messages } = useShippingElements('PickupScheduler', PICKUP_TEXT);
  const text = messages.pickup.result;
  const [outcome, setOutcome] = React.useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <>
      <Button variant="secondary" part="pickup-copy-code" onClick={() => void copy()}>
        {text.copy}
      </Button>
      <span role="status" data-se-part="pickup-copy-status">
        {outcome === 'copied' ? text.copied : outcome === 'failed' ? text.copyFailed : ''}
      </span>
    </>
  );
}
