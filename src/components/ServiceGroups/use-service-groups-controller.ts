'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { ServiceGroup } from '../../api/resources/service-groups';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { useSubmitGuard } from '../../internal/use-submit-guard';
import { useReportError } from '../../provider/use-report-error';
import { useCarrierAccounts } from '../../queries/carrier-accounts';
import { useCreateServiceGroup, useDeleteServiceGroup, useServiceGroups, useUpdateServiceGroup } from '../../queries/service-groups';
import { rejectedFieldsOf } from '../../ui/use-step-form';
import { initialServiceGroupsState, serviceGroupsMachine } from './service-groups-machine';
import { groupFormPath, toServiceGroupInput, type ServiceGroupFormValues } from './service-group-values';

/** What {@link useServiceGroupsController} needs from ServiceGroups's props. */
export interface ServiceGroupsControllerInput {
  onSave: ((group: ServiceGroup) => void) | undefined;
  onDelete: ((groupId: string) => void) | undefined;
  onError: ((error: ShippingElementsError) => void) | undefined;
}

// The connected carriers with their service levels: what a group's levels are picked from.
const ACCOUNTS = { service_levels: true, results: 100 } as const;

/** What the controller gives the root and its parts. */
export type ServiceGroupsController = ReturnType<typeof useServiceGroupsController>;

/**
 * The controller of ServiceGroups: the groups and the carriers' levels, the machine, and the
 * actions. Each request (save, delete, switch) starts in its action, once at a time, and its
 * answer is dispatched.
 */
export function useServiceGroupsController({ onSave, onDelete, onError }: ServiceGroupsControllerInput) {
  const reportError = useReportError('ServiceGroups', onError);
  const reportSave = useLatestCallback(onSave);
  const reportDelete = useLatestCallback(onDelete);
  const [state, dispatch] = React.useReducer(serviceGroupsMachine, undefined, initialServiceGroupsState);
  const guard = useSubmitGuard('in-flight');

  const groups = useServiceGroups();
  const accounts = useCarrierAccounts(ACCOUNTS);
  const create = useCreateServiceGroup();
  const update = useUpdateServiceGroup();
  const remove = useDeleteServiceGroup();

  const loadError = groups.error ?? accounts.error;
  useReportQueryError(loadError, reportError);
  const ready = groups.data !== undefined && accounts.data !== undefined;
  const groupList = groups.data ?? [];
  const groupOf = (groupId: string | null): ServiceGroup | undefined => groupList.find((group) => group.object_id === groupId);
  const failed = (error: unknown): ShippingElementsError => {
    reportError(error as ShippingElementsError);
    return error as ShippingElementsError;
  };

  const actions = {
    create: () => dispatch({ type: 'createOpened' }),
    edit: (groupId: string) => dispatch({ type: 'editOpened', groupId }),
    close: () => dispatch({ type: 'dialogClosed' }),
    /** Sends the dialog's group: a new one, or the whole edited group with its id. */
    save: (values: ServiceGroupFormValues) => {
      if (state.step !== 'editing') {return;}
      const editing = groupOf(state.groupId);
      const input = toServiceGroupInput(values, editing?.is_active ?? true);
      void guard.run(async () => {
        dispatch({ type: 'saveRequested' });
        try {
          const saved = editing ? await update.mutateAsync({ ...input, object_id: editing.object_id }) : await create.mutateAsync(input);
          dispatch({ type: 'saved', name: saved.name });
          reportSave(saved);
        } catch (error) {
          const kitError = failed(error);
          dispatch({ type: 'saveFailed', error: kitError, rejected: rejectedFieldsOf(kitError, groupFormPath) });
        }
      });
    },
    askRemove: (groupId: string) => dispatch({ type: 'removeAsked', groupId }),
    /** Deletes the group the confirmation names. */
    remove: () => {
      if (state.step !== 'confirmingRemove') {return;}
      const { groupId } = state;
      const name = groupOf(groupId)?.name ?? '';
      void guard.run(async () => {
        dispatch({ type: 'removeConfirmed' });
        try {
          await remove.mutateAsync(groupId);
          dispatch({ type: 'removed', name });
          reportDelete(groupId);
        } catch (error) {
          dispatch({ type: 'removeFailed', error: failed(error) });
        }
      });
    },
    /** Switches a group off, or on again: the whole group sent back with `is_active` turned. */
    switchGroup: (group: ServiceGroup) => {
      const on = group.is_active === false;
      void guard.run(async () => {
        dispatch({ type: 'switchRequested', groupId: group.object_id });
        try {
          const { object_id, name, description, type, service_levels, flat_rate, flat_rate_currency, free_shipping_threshold_currency, free_shipping_threshold_min, rate_adjustment } = group;
          const saved = await update.mutateAsync({
            ...{ object_id, name, description, flat_rate, flat_rate_currency, free_shipping_threshold_currency, free_shipping_threshold_min, rate_adjustment },
            type: type as ServiceGroupFormValues['type'],
            service_levels: service_levels ?? [],
            is_active: on,
          });
          dispatch({ type: 'switched', name: saved.name, on });
          reportSave(saved);
        } catch (error) {
          dispatch({ type: 'switchFailed', error: failed(error) });
        }
      });
    },
    retryLoad: () => {
      void groups.refetch();
      void accounts.refetch();
    },
  };

  return {
    state,
    ready,
    loadError,
    groups: groupList,
    /** The group the dialog or the confirmation is about (`undefined` for a new one). */
    current: 'groupId' in state ? groupOf(state.groupId) : undefined,
    accounts: accounts.data?.results ?? [],
    reportError,
    actions,
  };
}
