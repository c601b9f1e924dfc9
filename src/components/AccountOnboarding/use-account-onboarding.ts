'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { LabelFileType } from '../../api/resources/transactions';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useSubmitGuard } from '../../internal/use-submit-guard';
import { useReportError } from '../../provider/use-report-error';
import { useSetDefaultParcelTemplate } from '../../queries/live-rates';
import { useCreateUserParcelTemplate } from '../../queries/user-parcel-templates';
import { useAccountReadiness, type AccountReadiness } from '../AccountStatusBanner';
import { boxInputOf, type BoxValues } from '../shared/steps/box-values';
import { accountOnboardingMachine, initialAccountOnboardingState, type AccountOnboardingState, type AccountOnboardingStep } from './account-onboarding-machine';

/** Why the person left the setup: they finished it (the API says the account can buy), or left it for later. */
export type AccountOnboardingExitReason = 'finished' | 'left';

/** What {@link useAccountOnboarding} takes: the block's props that the flow reads. */
export interface AccountOnboardingOptions {
  accountId: string;
  labelFileType: LabelFileType;
  onStepChange?: ((change: { step: AccountOnboardingStep }) => void) | undefined;
  onExit?: ((exit: { reason: AccountOnboardingExitReason }) => void) | undefined;
  onAccountReady?: ((ready: { accountId: string; carrierAccountIds: string[]; labelFileType: LabelFileType }) => void) | undefined;
  onError?: ((error: ShippingElementsError) => void) | undefined;
}

/** The setup's machine, where the account stands, and the named actions the steps call. */
export interface AccountOnboardingController {
  state: AccountOnboardingState;
  readiness: AccountReadiness;
  reportError: (error: ShippingElementsError) => void;
  actions: {
    /** A step's part is done (the address saved, the carriers connected): the API is asked where the account stands, then the next step it misses. */
    completeStep: () => void;
    goBack: () => void;
    chooseLabelFileType: (labelFileType: LabelFileType) => void;
    /** Saves the default package (a new box, made the default) and goes on. */
    saveDefaults: (box: BoxValues) => void;
    /** Asks the API whether the account can buy; says it is ready only when it can. */
    finish: () => void;
    /** The person leaves the setup for later: not "ready". */
    leave: () => void;
  };
}

/**
 * AccountOnboarding's controller: the machine, the account's readiness (which places it on the
 * first step it misses when it loads), the default package's two requests (guarded), the check
 * before "ready", and the host's events.
 */
export function useAccountOnboarding({ accountId, labelFileType, onStepChange, onExit, onAccountReady, onError }: AccountOnboardingOptions): AccountOnboardingController {
  const [state, dispatch] = React.useReducer(accountOnboardingMachine, labelFileType, initialAccountOnboardingState);
  const readiness = useAccountReadiness();
  const reportError = useReportError('AccountOnboarding', onError);
  const reportStep = useLatestCallback(onStepChange);
  const reportExit = useLatestCallback(onExit);
  const reportReady = useLatestCallback(onAccountReady);
  const createBox = useCreateUserParcelTemplate();
  const setDefault = useSetDefaultParcelTemplate();
  const guard = useSubmitGuard('in-flight');

  // The first answer places the setup on the step the account misses first (not a request: a read's outcome).
  const loaded = !readiness.isLoading && readiness.error === null;
  const { missing } = readiness;
  React.useEffect(() => {
    if (loaded) {
      dispatch({ type: 'readinessLoaded', missing });
    }
  }, [loaded, missing]);
  React.useEffect(() => {
    if (state.step !== 'loading' && state.step !== 'finished') {
      reportStep({ step: state.step });
    }
  }, [state.step, reportStep]);

  const next = async () => {
    const facts = await readiness.check();
    if (facts) {
      dispatch({ type: 'stepCompleted', missing: facts.missing });
    }
  };
  const actions: AccountOnboardingController['actions'] = {
    completeStep: () => void next(),
    goBack: () => dispatch({ type: 'wentBack' }),
    chooseLabelFileType: (chosen) => dispatch({ type: 'labelFileTypeChosen', labelFileType: chosen }),
    saveDefaults: (box) => {
      guard
        .run(async () => {
          dispatch({ type: 'defaultsSaveStarted' });
          const saved = await createBox.mutateAsync(boxInputOf(box));
          await setDefault.mutateAsync(saved.object_id);
          await next();
        })
        ?.catch((error: unknown) => {
          dispatch({ type: 'defaultsSaveFailed', error: error as ShippingElementsError });
          reportError(error as ShippingElementsError);
        });
    },
    finish: () => {
      if (state.step !== 'review' || state.checking) {
        return;
      }
      dispatch({ type: 'readinessCheckStarted' });
      void readiness.check().then((facts) => {
        const ready = facts?.ready === true;
        dispatch({ type: 'readinessChecked', ready });
        if (facts && ready) {
          reportReady({ accountId, carrierAccountIds: facts.carrierAccountIds, labelFileType: state.labelFileType });
          reportExit({ reason: 'finished' });
        }
      });
    },
    leave: () => reportExit({ reason: 'left' }),
  };
  return { state, readiness, reportError, actions };
}
