'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { AddressInput } from '../../api/resources/addresses';
import type { ServiceGroup } from '../../api/resources/service-groups';
import { useShippingElements } from '../../provider/context';
import { listFrame } from '../../ui/list-frame';
import { BlockFrame } from '../../ui/BlockFrame';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { dialogOnUse, usePreloaded } from '../../ui/load-on-use';
import { Skeleton } from '../../ui/Skeleton';
import { CheckoutPreview } from './CheckoutPreview';
import { GroupList } from './GroupList';
import { SavedBoxes } from './SavedBoxes';
import { SERVICE_GROUPS_TEXT } from './service-groups-text';
import { groupValues, newGroupValues } from './service-group-values';
import { useServiceGroupsController, type ServiceGroupsController } from './use-service-groups-controller';

// The dialogs open only after a person acts: their code loads when the block mounts, not with it.
const GroupDialog = /* @__PURE__ */ dialogOnUse(() => import('./GroupDialog').then((module) => module.GroupDialog));
const RemoveDialog = /* @__PURE__ */ dialogOnUse(() => import('./RemoveDialog').then((module) => module.RemoveDialog));

/** The shopper the preview asks for when the host names none. */
const PREVIEW_ADDRESS: AddressInput = { name: 'Preview shopper', street1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105', country: 'US' };

/** Props of {@link ServiceGroups}. */
export interface ServiceGroupsProps extends Omit<React.ComponentPropsWithoutRef<'section'>, 'onError' | 'children'> {
  /**
   * The currency a new group's amounts start in (ISO 4217), and the preview cart's.
   * @default 'USD'
   */
  currency?: string | undefined;
  /**
   * The shopper's address the preview asks checkout rates for.
   * @default an address in San Francisco, CA, US
   */
  previewAddress?: AddressInput | undefined;
  /**
   * The preview cart's total the merchant starts from (a decimal string in `currency`); they can change it.
   * @default '80.00'
   */
  previewCartTotal?: string | undefined;
  /**
   * The preview cart's weight in pounds, which sizes the parcel when no default box is set.
   * @default '2'
   */
  previewCartWeight?: string | undefined;
  /** Called with each group the API stored: created, edited, or switched off or on. */
  onSave?: ((group: ServiceGroup) => void) | undefined;
  /** Called with the id of each group deleted. */
  onDelete?: ((groupId: string) => void) | undefined;
  /**
   * Called when a request fails (loading, saving, deleting, the preview, the boxes). The block shows
   * the error too; the provider's `onEvent` receives an `error` event with `source: 'ServiceGroups'`.
   */
  onError?: ((error: ShippingElementsError) => void) | undefined;
}

/**
 * The merchant's checkout settings: the service groups a store's checkout offers its shoppers
 * (each with its type, price rule and whether it is on), created and edited in a dialog, switched
 * off and on, deleted after a confirmation; a preview of what a shopper sees, from the same
 * `POST /live-rates` answer the checkout gets; and the merchant's saved boxes, with the one
 * checkout packs carts in by default.
 *
 * @remarks
 * A group's service levels are picked from the connected carrier accounts' levels. Fields the
 * API refuses are marked on the dialog's fields; money and percent are shown in the locale.
 *
 * **Styling contract** (`data-se-part`): `service-groups` (root; `data-state="loading" | "error" |
 * "list" | "editing" | "saving" | "confirmingRemove" | "removing"`), `service-groups-title`,
 * `service-groups-list`, `service-groups-empty`, `service-groups-items`, `service-group`
 * (`data-state="on" | "off"`), `service-group-name`, `service-group-description`,
 * `service-group-facts`, `service-group-actions`, `service-group-switch`, `service-group-form`,
 * `service-group-levels`, `service-group-carrier`, `service-group-money`,
 * `service-group-form-actions`, `service-group-remove-confirm`, `service-groups-preview`
 * (`data-state="loading" | "ready" | "error"`), `service-groups-preview-form`,
 * `service-groups-preview-sentence`, `service-groups-preview-options`,
 * `service-groups-preview-option`, `service-groups-preview-none`, `service-groups-boxes`,
 * `service-groups-default-box`, `service-groups-box`, `service-groups-new-box`; buttons
 * `service-groups-add`, `service-group-edit`, `service-group-remove`, `service-group-save`,
 * `service-group-remove-confirm`, `service-groups-preview-show`, `service-groups-box-remove`,
 * `service-groups-box-save`.
 *
 * @example
 * <ServiceGroups currency="USD" onSave={(group) => console.log('saved', group.name)} />
 */
export const ServiceGroups = /* @__PURE__ */ React.forwardRef<HTMLElement, ServiceGroupsProps>(function ServiceGroups(
  { currency = 'USD', previewAddress = PREVIEW_ADDRESS, previewCartTotal = '80.00', previewCartWeight = '2', onSave, onDelete, onError, ...sectionProps },
  forwardedRef,
) {
  const { messages, locale } = useShippingElements('ServiceGroups', SERVICE_GROUPS_TEXT);
  const text = messages.serviceGroups;
  const flow = useServiceGroupsController({ onSave, onDelete, onError });
  usePreloaded(GroupDialog.code, RemoveDialog.code);
  const { state, actions } = flow;
  const { dataState, news } = listFrame(flow, text.announce, locale);

  return (
    <BlockFrame
      ref={forwardedRef}
      {...sectionProps}
      part="service-groups"
      state={dataState}
      title={text.title}
      busy={!flow.ready || state.step === 'saving' || state.step === 'removing'}
      announcement={news}
    >
      <p data-se-part="service-groups-intro">{text.intro}</p>
      {flow.ready ? (
        <>
          <Button part="service-groups-add" onClick={actions.create}>
            {text.add}
          </Button>
          {state.notice && <ErrorNotice error={state.notice} />}
          <GroupList groups={flow.groups} switching={state.switching} onEdit={actions.edit} onRemove={actions.askRemove} onSwitch={actions.switchGroup} />
          <GroupDialogs flow={flow} currency={currency} />
        </>
      ) : flow.loadError ? (
        <ErrorNotice error={flow.loadError} message={text.loadError} onRetry={actions.retryLoad} />
      ) : (
        <Skeleton rows={3} label={messages.common.loading} />
      )}
      <CheckoutPreview address={previewAddress} cartTotal={previewCartTotal} currency={currency} cartWeight={previewCartWeight} onError={flow.reportError} />
      <SavedBoxes onError={flow.reportError} />
    </BlockFrame>
  );
});
ServiceGroups.displayName = 'ServiceGroups';

/** The group dialog and the delete confirmation, mounted closed so their code is there when they open. */
function GroupDialogs({ flow, currency }: { flow: ServiceGroupsController; currency: string }): React.JSX.Element {
  const { state, actions, current } = flow;
  const editing = state.step === 'editing' || state.step === 'saving';
  const removing = state.step === 'confirmingRemove' || state.step === 'removing';
  return (
    <>
      <GroupDialog
        // A new form for each opening: the values of the group opened, or a new group's.
        key={editing ? `edit-${state.groupId ?? 'new'}` : 'closed'}
        open={editing}
        editing={editing && state.groupId !== null ? current?.name : undefined}
        defaultValues={current && editing ? groupValues(current, currency) : newGroupValues(currency)}
        accounts={flow.accounts}
        pending={state.step === 'saving'}
        error={state.step === 'editing' && state.rejected.length === 0 ? state.error : null}
        rejected={state.step === 'editing' ? state.rejected : NO_FIELDS}
        onSave={actions.save}
        onClose={actions.close}
      />
      <RemoveDialog
        open={removing}
        name={removing ? (current?.name ?? '') : ''}
        pending={state.step === 'removing'}
        error={state.step === 'confirmingRemove' ? state.error : null}
        onConfirm={actions.remove}
        onClose={actions.close}
      />
    </>
  );
}

const NO_FIELDS: readonly string[] = [];
