'use client';

import * as React from 'react';
import * as z from 'zod/mini';
import type { ShippingElementsError } from '../../../api/errors';
import { useShippingElements } from '../../../provider/context';
import { formatMessage } from '../../../provider/messages';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { useStepForm } from '../../../ui/use-step-form';
import { isInternational } from '../../../api/shipment-rules';
import { BATCH_FIELDS, REQUIRED_FIELDS, type BatchField, type ColumnMapping } from './batch-fields';
import { DECLARATION_FIELDS, ITEM_FIELDS } from './customs-fields';
import { fieldLabel } from './field-label';
import { FixShipmentFields, type FixValues } from './FixShipmentFields';
import { RowCustomsStep } from './RowCustomsStep';
import { validateValues, valuesOf, type CellError, type RowValues } from './row-rules';
import { BATCH_REVIEW_TEXT } from './batch-review-text';
import { shipmentMessages } from './shipment-messages';
import type { ListedShipment } from './listed-shipments';
import { useShipmentMessageText } from './ShipmentList';

const CUSTOMS = new Set<BatchField>([...DECLARATION_FIELDS, ...ITEM_FIELDS]);
/** The first step's fields: recipient, parcel, service; the customs step has the others. */
const FORM_FIELDS = BATCH_FIELDS.filter((field) => !CUSTOMS.has(field));
/** Every field has a "column": the form's own inputs. */
const FORM_MAPPING: ColumnMapping = Object.fromEntries(FORM_FIELDS.map((field, index) => [field, index]));
const REQUIRED = new Set<BatchField>(REQUIRED_FIELDS);

/** The form's values as a row: trimmed, countries upper case, units lower case (as a file's). */
export function fixValuesToRow(values: FixValues): RowValues {
  return valuesOf(
    FORM_FIELDS.map((field) => values[field]),
    FORM_MAPPING,
  );
}

/**
 * The form's schema: the same rules as the file's rows (`validateValues`, the kit's zod schemas),
 * so a fixed shipment passes exactly when a row with these values would. Each issue carries the
 * cell error's code, worded by the form with the field's label.
 */
const FixSchema = z.custom<FixValues>((values) => typeof values === 'object' && values !== null).check(
  z.superRefine((values, context) => {
    for (const error of validateValues(fixValuesToRow(values), FORM_MAPPING)) {
      context.addIssue({ code: 'custom', path: [error.field], message: error.code });
    }
  }),
);

export interface FixShipmentDialogProps {
  /** The invalid shipment being fixed; `null` closes the dialog. */
  entry: ListedShipment | null;
  /** The values it was sent with, when the block still has them (not after a reload). */
  sent: RowValues | undefined;
  pending: boolean;
  error: ShippingElementsError | null;
  /** The sender's country: a shipment to another country goes on to its customs declaration. */
  senderCountry: string | undefined;
  onCancel: () => void;
  onSubmit: (row: RowValues) => void;
}

/**
 * Fixes an invalid batch shipment (react-hook-form): its fields, prefilled with what was sent,
 * checked as a file's rows are; a shipment abroad then goes on to its customs declaration
 * (LabelPurchase's customs step). Submitting adds it to the batch again; the block then removes
 * the invalid one. The dialog scrolls within the window.
 */
export function FixShipmentDialog(props: FixShipmentDialogProps): React.JSX.Element {
  const { entry, pending, onCancel } = props;
  const { messages, locale } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview;
  const index = entry?.index ?? 0;
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(next) => {
        if (!next && !pending) {
          onCancel();
        }
      }}
      title={entry?.sent?.line != null ? formatMessage(text.rows.fix, { line: entry.sent.line }, locale) : formatMessage(text.fix.title, { index }, locale)}
      description={text.fix.description}
    >
      {entry && <FixSteps key={entry.shipment.object_id} {...props} entry={entry} />}
    </Dialog>
  );
}

type StepProps = Omit<FixShipmentDialogProps, 'entry'> & { entry: ListedShipment };

/** The shipment's fields, then its customs declaration when it goes abroad. */
function FixSteps(props: StepProps) {
  const { sent, senderCountry, onSubmit } = props;
  // The first step's values once submitted: the customs step is showing.
  const [shipment, setShipment] = React.useState<RowValues | null>(null);
  const [draft, setDraft] = React.useState<RowValues | undefined>(sent);
  if (shipment) {
    const customs = Object.fromEntries(Object.entries(draft ?? {}).filter(([field]) => CUSTOMS.has(field as BatchField)));
    return (
      <RowCustomsStep
        values={{ ...customs, ...shipment }}
        senderCountry={senderCountry}
        onBack={() => {
          setDraft({ ...customs, ...shipment });
          setShipment(null);
        }}
        onSubmit={(filled) => onSubmit({ ...shipment, ...filled })}
      />
    );
  }
  return (
    <FixForm
      {...props}
      sent={draft}
      onSubmit={(row) => {
        if (senderCountry !== undefined && row.country !== undefined && isInternational(senderCountry, row.country)) {
          setShipment(row);
        } else {
          onSubmit(row);
        }
      }}
    />
  );
}

function FixForm({ entry, sent, pending, error, senderCountry, onCancel, onSubmit }: StepProps) {
  const { messages, locale } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview;
  const messageText = useShipmentMessageText();
  const { shipment } = entry;
  const defaultValues = React.useMemo(() => {
    const known: RowValues = sent ?? {
      ...(shipment.metadata ? { metadata: shipment.metadata } : {}),
      ...(shipment.carrier_account ? { carrier_account: shipment.carrier_account } : {}),
      ...(shipment.servicelevel_token ? { servicelevel_token: shipment.servicelevel_token } : {}),
    };
    return Object.fromEntries(FORM_FIELDS.map((field) => [field, known[field] ?? ''])) as FixValues;
  }, [sent, shipment]);
  const form = useStepForm(FixSchema, defaultValues);
  const { errors } = form.formState;
  const errorText = (field: BatchField) => {
    const code = errors[field]?.message as CellError['code'] | undefined;
    return code === undefined ? undefined : formatMessage(messages.formErrors[code], { field: fieldLabel(text, field, locale) }, locale);
  };
  const problems = shipmentMessages(shipment.messages, shipment.status);
  return (
    <form noValidate data-se-part="batch-review-fix" onSubmit={(event) => void form.handleSubmit((values) => onSubmit(fixValuesToRow(values)))(event)}>
      {problems.length > 0 && (
        <ul data-se-part="batch-review-shipment-messages">
          {problems.map((problem, problemIndex) => (
            <li key={problemIndex}>{messageText(problem)}</li>
          ))}
        </ul>
      )}
      {!sent && <p data-se-part="batch-review-fix-note">{text.fix.unknownValues}</p>}
      <FixShipmentFields form={form} fields={FORM_FIELDS} required={REQUIRED} senderCountry={senderCountry} errorText={errorText} />
      {error && <ErrorNotice error={error} part="batch-review-fix-error" message={text.fix.error} />}
      <div data-se-part="batch-review-actions">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" pending={pending} disabled={pending} part="batch-review-fix-submit">
          {pending ? text.fix.submitting : text.fix.submit}
        </Button>
      </div>
    </form>
  );
}
