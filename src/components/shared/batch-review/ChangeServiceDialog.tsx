'use client';

import * as React from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import type { ShippingElementsError } from '../../../api/errors';
import { useShippingElements } from '../../../provider/context';
import { formatMessage } from '../../../provider/messages';
import { isInternational } from '../../../api/shipment-rules';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { SelectControl } from '../../../ui/form-controls';
import { useStepForm } from '../../../ui/use-step-form';
import { BATCH_REVIEW_TEXT } from './batch-review-text';
import type { ListedShipment } from './listed-shipments';
import { useCarrierAccountOptions, type ServiceLane } from './use-carrier-account-options';

const ServiceSchema = z.object({
  carrierAccount: z.string().check(z.minLength(1, 'required')),
  serviceLevel: z.string().check(z.minLength(1, 'required')),
});
type ServiceValues = z.infer<typeof ServiceSchema>;

/** Props of {@link ChangeServiceDialog}. */
export interface ChangeServiceDialogProps {
  open: boolean;
  /** The invalid shipments whose service changes (each with the row it was sent from). */
  shipments: readonly ListedShipment[];
  pending: boolean;
  error: ShippingElementsError | null;
  /** The sender's country: when every shipment goes abroad (or none does), only that lane's services are offered. */
  senderCountry: string | undefined;
  onCancel: () => void;
  onSubmit: (carrierAccount: string, serviceLevel: string) => void;
}

/** The lane every shipment ships on, or `undefined` when they differ or a country is not known. */
function laneOf(shipments: readonly ListedShipment[], senderCountry: string | undefined): ServiceLane {
  const lanes = new Set(shipments.map(({ sent }) => (senderCountry && sent?.values.country ? (isInternational(senderCountry, sent.values.country) ? 'abroad' : 'home') : undefined)));
  const [only] = lanes;
  return lanes.size === 1 ? only : undefined;
}

/**
 * Changes the carrier account and service level of every invalid shipment at once (a domestic
 * service chosen for orders abroad): a select of the connected accounts by name, then one of
 * their service levels by name. The shipments go back into the batch with it (the fix path, for
 * all of them in one request), and the invalid ones are removed.
 */
export function ChangeServiceDialog({ open, shipments, pending, error, senderCountry, onCancel, onSubmit }: ChangeServiceDialogProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) {
          onCancel();
        }
      }}
      title={formatMessage(text.review.changeService.title, { count: shipments.length }, locale)}
      description={text.review.changeService.description}
    >
      {open && <ChangeServiceForm lane={laneOf(shipments, senderCountry)} pending={pending} error={error} onCancel={onCancel} onSubmit={onSubmit} />}
    </Dialog>
  );
}

type FormProps = Pick<ChangeServiceDialogProps, 'pending' | 'error' | 'onCancel' | 'onSubmit'> & { lane: ServiceLane };

function ChangeServiceForm({ lane, pending, error, onCancel, onSubmit }: FormProps) {
  const { messages } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview;
  const form = useStepForm(ServiceSchema, { carrierAccount: '', serviceLevel: '' });
  const { errors } = form.formState;
  const accountId = useWatch({ control: form.control, name: 'carrierAccount' });
  const { accounts, accountOptions, serviceOptions } = useCarrierAccountOptions(accountId, text.settings.choose, lane);
  // Another account: its own service levels, so the previous choice no longer applies.
  React.useEffect(() => {
    if (!serviceOptions.some((option) => option.value === form.getValues('serviceLevel'))) {
      form.setValue('serviceLevel', '');
    }
  }, [serviceOptions, form]);
  const required = (field: keyof ServiceValues) => (errors[field] ? text.review.changeService.required : undefined);
  return (
    <form noValidate data-se-part="batch-review-change-service" onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values.carrierAccount, values.serviceLevel))(event)}>
      <SelectControl label={text.fields.carrier_account} field="carrierAccount" required options={accountOptions} registration={form.register('carrierAccount')} error={required('carrierAccount')} disabled={accounts.isPending} />
      <SelectControl label={text.fields.servicelevel_token} field="serviceLevel" required options={serviceOptions} registration={form.register('serviceLevel')} error={required('serviceLevel')} disabled={accounts.isPending} />
      {error && <ErrorNotice error={error} part="batch-review-change-service-error" message={text.review.changeService.error} />}
      <div data-se-part="batch-review-actions">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" pending={pending} disabled={pending} part="batch-review-change-service-submit">
          {pending ? text.review.changeService.submitting : text.review.changeService.submit}
        </Button>
      </div>
    </form>
  );
}
