'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Rate } from '../../api/resources/rates';
import { useShippingElements } from '../../provider/context';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { RatePicker } from '../RatePicker';
import { LABEL_PURCHASE_TEXT } from './label-purchase-text';

/** Props of {@link RatesStep}. */
export interface RatesStepProps {
  /** The shipment whose rates are offered; `undefined` while the block creates it. */
  shipmentId: string | undefined;
  /** Creating the shipment failed. */
  quoteError: ShippingElementsError | null;
  /** Creates the shipment again with the same input. */
  onRetryQuote: () => void;
  /** Id of the chosen rate. */
  rateId: string | null;
  onRateChange: (rate: Rate) => void;
  /** The person asked to continue without choosing a rate. */
  rateMissing: boolean;
  /** Opens the confirmation. */
  onContinue: () => void;
  onBack?: (() => void) | undefined;
  /** Loading the rates failed (the picker shows it and reports it to the provider itself). */
  onLoadError: (error: ShippingElementsError) => void;
  /** The confirmation dialog, rendered with the step. */
  children?: React.ReactNode;
}

/** The rates step: the shipment's rates through RatePicker, and the way to the confirmation. */
export function RatesStep({
  shipmentId,
  quoteError,
  onRetryQuote,
  rateId,
  onRateChange,
  rateMissing,
  onContinue,
  onBack,
  onLoadError,
  children,
}: RatesStepProps): React.JSX.Element {
  const { messages } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const errorId = React.useId();

  let content: React.ReactNode;
  if (quoteError) {
    content = <ErrorNotice error={quoteError} onRetry={onRetryQuote} />;
  } else if (shipmentId === undefined) {
    content = <Skeleton rows={3} label={messages.ratePicker.loading} />;
  } else {
    content = (
      <RatePicker
        shipmentId={shipmentId}
        value={rateId}
        onValueChange={(_rateId, rate) => onRateChange(rate)}
        onLoadError={onLoadError}
        aria-describedby={rateMissing ? errorId : undefined}
      />
    );
  }

  return (
    <div data-se-part="label-purchase-rates">
      {content}
      {rateMissing && (
        <p id={errorId} role="alert" data-se-part="label-purchase-rate-error">
          {messages.labelPurchase.validation.chooseRate}
        </p>
      )}
      <div data-se-part="label-purchase-actions">
        {onBack && (
          <Button variant="secondary" onClick={onBack}>
            {messages.common.back}
          </Button>
        )}
        <Button onClick={onContinue}>{messages.labelPurchase.rates.reviewAndBuy}</Button>
      </div>
      {children}
    </div>
  );
}
