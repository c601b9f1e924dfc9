'use client';

import * as React from 'react';
import type { FieldError } from 'react-hook-form';
import { useShippingElements } from '../../provider/context';
import { formatMessage, type Messages } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { ShippingElementsError } from '../../api/errors';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { FormActions } from '../../ui/FormActions';
import { CheckboxControl, TextControl } from '../../ui/form-controls';
import { useStepForm, type REJECTED_ISSUE } from '../../ui/use-step-form';
import type { CarrierConnection, CarrierField, CarrierFieldIssue } from '../../lib/carrier-fields';
import type { CarrierAccountsState, ConnectPath } from './carrier-accounts-machine';
import { CARRIER_ACCOUNTS_TEXT } from './carrier-accounts-text';
import { ChooseCarrier } from './ChooseCarrier';
import { connectFields, connectFormSchema, emptyConnectValues, type ConnectFormPath, type ConnectFormValues } from './connect-values';

/** A carrier the connect flow offers: its connection rules, its name, and the labels of a host's own fields. */
export interface ConnectableCarrier {
  connection: CarrierConnection;
  name: string;
  /** Labels of fields the kit's catalogue does not name (a host's own carrier), by field name. */
  labels?: Readonly<Record<string, string>> | undefined;
}

/** What the connect flow does, as the dialog needs it (a part of the controller's actions). */
export interface ConnectActions {
  choose: (carrier: string, path: ConnectPath) => void;
  back: () => void;
  close: () => void;
  connect: (values: ConnectFormValues) => void;
  /** Sends an existing own account's credentials entered again. */
  saveCredentials: (values: ConnectFormValues) => void;
  checkRegistration: () => void;
  reconnect: () => void;
}

/** Props of {@link ConnectDialog}. */
export interface ConnectDialogProps {
  open: boolean;
  state: CarrierAccountsState;
  carriers: readonly ConnectableCarrier[];
  /** Whether OAuth carriers can be offered (the host gave its sign-in route). */
  signinEnabled: boolean;
  /** The carrier's name of the account being signed in. */
  signinCarrier: string;
  /**
   * The account whose credentials are entered again: its name as shown, whether its carrier
   * refused the old ones, and the form's start (its text fields; a secret is never prefilled).
   */
  updating?: { name: string; refused: boolean; values: ConnectFormValues } | undefined;
  actions: ConnectActions;
  onClose: () => void;
}

/** The connect flow's dialog: choose a carrier and a path, enter its fields, then wait for a registration or a sign-in. */
export function ConnectDialog({ open, state, carriers, signinEnabled, signinCarrier, updating, actions, onClose }: ConnectDialogProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('CarrierAccounts', CARRIER_ACCOUNTS_TEXT);
  const text = messages.carrierAccounts.connect;
  const signin = messages.carrierAccounts.signin;
  const chosen = 'carrier' in state ? carriers.find((carrier) => carrier.connection.carrier === state.carrier) : undefined;
  const carrierName = chosen?.name ?? '';
  const sending = state.step === 'sending' || state.step === 'savingCredentials';
  const { title, description } =
    state.step === 'updating' || state.step === 'savingCredentials'
      ? { title: formatMessage(text.credentialsTitle, { name: updating?.name ?? carrierName }, locale), description: text.ownDescription }
      : state.step === 'entering' || state.step === 'sending'
      ? state.path === 'service'
        ? { title: formatMessage(text.serviceTitle, { carrier: carrierName }, locale), description: text.serviceDescription }
        : { title: formatMessage(text.ownTitle, { carrier: carrierName }, locale), description: text.ownDescription }
      : state.step === 'pending'
        ? { title: formatMessage(text.pendingTitle, { carrier: carrierName }, locale), description: undefined }
        : state.step === 'signingIn'
          ? { title: formatMessage(signin.title, { carrier: signinCarrier }, locale), description: undefined }
          : { title: text.title, description: text.description };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !sending && onClose()} title={title} description={description}>
      {state.step === 'choosing' ? (
        <ChooseCarrier carriers={carriers} signinEnabled={signinEnabled} onChoose={actions.choose} onCancel={onClose} />
      ) : (state.step === 'entering' || state.step === 'sending') && chosen ? (
        <ConnectForm
          key={`${chosen.connection.carrier}-${state.path}`}
          carrier={chosen}
          path={state.path}
          pending={sending}
          error={state.step === 'entering' && state.rejected.length === 0 ? state.error : null}
          rejected={state.step === 'entering' ? state.rejected : NO_FIELDS}
          actions={actions}
        />
      ) : (state.step === 'updating' || state.step === 'savingCredentials') && chosen ? (
        <ConnectForm
          key={`${state.accountId}-update`}
          carrier={chosen}
          path="update"
          initial={updating?.values}
          refused={updating?.refused ?? false}
          pending={sending}
          error={state.step === 'updating' && state.rejected.length === 0 ? state.error : null}
          rejected={state.step === 'updating' ? state.rejected : NO_FIELDS}
          actions={actions}
        />
      ) : state.step === 'pending' ? (
        <div data-se-part="carrier-accounts-pending" data-state="pending">
          <p>{formatMessage(text.pendingText, { carrier: carrierName }, locale)}</p>
          <div data-se-part="carrier-accounts-form-actions">
            <Button variant="secondary" onClick={actions.checkRegistration}>
              {text.checkAgain}
            </Button>
            <Button onClick={onClose}>{text.close}</Button>
          </div>
        </div>
      ) : state.step === 'signingIn' ? (
        <div data-se-part="carrier-accounts-signin" data-state={state.failure ?? 'waiting'}>
          {state.failure ? (
            <ErrorNotice message={formatMessage(signin.denied, { carrier: signinCarrier }, locale)} actions={<Button onClick={actions.reconnect}>{signin.tryAgain}</Button>} />
          ) : (
            <p>{formatMessage(signin.waiting, { carrier: signinCarrier }, locale)}</p>
          )}
          <div data-se-part="carrier-accounts-form-actions">
            <Button variant="secondary" onClick={onClose}>
              {text.close}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

const NO_FIELDS: readonly string[] = [];

type ConnectText = Messages['carrierAccounts']['connect'];
/** The submit button's words for each form, and while it is sent. */
const SUBMIT: Record<ConnectFormPath, (text: ConnectText) => string> = { own: (text) => text.submit, service: (text) => text.register, update: (text) => text.save };
const SUBMITTING: Record<ConnectFormPath, (text: ConnectText) => string> = { own: (text) => text.submitting, service: (text) => text.registering, update: (text) => text.saving };

/** The words of a field's issue, from its code (the schema's, or the API's refusal). */
function useIssueText() {
  const { messages } = useShippingElements('CarrierAccounts', CARRIER_ACCOUNTS_TEXT);
  const issues = messages.carrierAccounts.issues;
  const words: Record<CarrierFieldIssue | typeof REJECTED_ISSUE, string> = {
    required: issues.required,
    invalid: issues.invalid,
    'too-long': issues.tooLong,
    'not-accepted': issues.notAccepted,
    rejected: issues.rejected,
  };
  return (error: FieldError | undefined): string | undefined =>
    error === undefined ? undefined : (words[error.message as CarrierFieldIssue] ?? issues.rejected);
}

/** The label of a carrier's field: the catalogue's, else the host's own, else its name. */
function useFieldLabel(carrier: ConnectableCarrier) {
  const { messages, locale } = useShippingElements('CarrierAccounts', CARRIER_ACCOUNTS_TEXT);
  const fields = messages.carrierAccounts.fields;
  return (field: CarrierField): string => {
    if (field.kind === 'consent') {return carrier.labels?.[field.name] ?? formatMessage(fields.terms, { carrier: carrier.name }, locale);}
    return carrier.labels?.[field.name] ?? (fields as Record<string, string>)[field.name] ?? field.name;
  };
}

interface ConnectFormProps {
  carrier: ConnectableCarrier;
  path: ConnectFormPath;
  /** The values the form starts from (an update's text fields). @default empty */
  initial?: ConnectFormValues | undefined;
  /** The carrier refused the account's credentials (an update says so). */
  refused?: boolean | undefined;
  pending: boolean;
  error: ShippingElementsError | null;
  rejected: readonly string[];
  actions: ConnectActions;
}

/** The carrier's form, generated from its field specification: secrets as passwords, consents as checkboxes. */
function ConnectForm({ carrier, path, initial, refused = false, pending, error, rejected, actions }: ConnectFormProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('CarrierAccounts', CARRIER_ACCOUNTS_TEXT);
  const text = messages.carrierAccounts;
  const { connection } = carrier;
  const schema = React.useMemo(() => connectFormSchema(connection, path), [connection, path]);
  const form = useStepForm(schema, initial ?? emptyConnectValues(connection, path), rejected);
  const { register, formState } = form;
  const issue = useIssueText();
  const label = useFieldLabel(carrier);
  const submit = form.handleSubmit((values) => (path === 'update' ? actions.saveCredentials(values) : actions.connect(values)));
  const own = path === 'own';
  const errors = formState.errors.parameters;
  return (
    <form noValidate data-se-part="carrier-accounts-form" data-state={pending ? 'sending' : 'entering'} onSubmit={(event) => void submit(event)}>
      <p data-se-part="required-fields-note">{messages.common.requiredFieldsNote}</p>
      {refused && <p>{formatMessage(text.connect.refusedText, { carrier: carrier.name }, locale)}</p>}
      {connection.authentication === 'oauth' && own && <p>{formatMessage(text.connect.oauthDescription, { carrier: carrier.name }, locale)}</p>}
      {own && (
        <>
          <TextControl label={text.fields.account_id} field="account_id" required registration={register('account_id')} error={issue(formState.errors.account_id)} />
          <TextControl
            label={text.fields.nickname}
            description={text.fields.nicknameHelp}
            field="nickname"
            registration={register('nickname')}
            error={issue(formState.errors.nickname)}
          />
        </>
      )}
      {connectFields(connection, path).map((field) =>
        field.kind === 'consent' ? (
          <CheckboxControl key={field.name} label={label(field)} field={field.name} required registration={register(`parameters.${field.name}`)} error={issue(errors?.[field.name])} />
        ) : (
          <TextControl
            key={field.name}
            label={label(field)}
            field={field.name}
            required={field.required}
            type={field.kind === 'secret' ? 'password' : field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text'}
            autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
            registration={register(`parameters.${field.name}`)}
            error={issue(errors?.[field.name])}
          />
        ),
      )}
      {error && <ErrorNotice error={error} />}
      <FormActions
        part="carrier-accounts-form-actions"
        secondary={path === 'update' ? { label: messages.common.cancel, onClick: actions.close } : { label: text.connect.back, onClick: actions.back }}
        submit={{ part: 'carrier-accounts-submit', label: SUBMIT[path](text.connect), pendingLabel: SUBMITTING[path](text.connect) }}
        pending={pending}
      />
    </form>
  );
}
