'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Manifest } from '../../api/resources/manifests';
import { useShippingElements } from '../../provider/context';
import { BlockFrame } from '../../ui/BlockFrame';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { PICKUP_TEXT } from '../shared/pickup-text';
import { ManifestForm } from './ManifestForm';
import { ManifestHistory } from './ManifestHistory';
import { ManifestOutcome } from './ManifestOutcome';
import { useManifestCloseout, type ManifestCloseoutController } from './use-manifest-closeout';

/** Props of {@link ManifestCloseout}. */
export interface ManifestCloseoutProps extends Omit<React.ComponentPropsWithoutRef<'section'>, 'onError' | 'children'> {
  /**
   * The carrier account chosen first (its `object_id`).
   * @default the first account
   */
  defaultCarrierAccount?: string | undefined;
  /**
   * Past manifests per page (`GET /manifests/?results=`), from 1 to 100.
   * @default 5 (the API's default)
   */
  historyPageSize?: number | undefined;
  /** Called once per manifest the API creates (whatever its status; errors are shown). */
  onCreate?: ((manifest: Manifest) => void) | undefined;
  /**
   * Called when a request fails (loading, creating). The block shows the error too; the
   * provider's `onEvent` receives an `error` event with `source: 'ManifestCloseout'`.
   */
  onError?: ((error: ShippingElementsError) => void) | undefined;
}

/**
 * Closes out a day: the manifest (scan form) of one carrier account's labels of a shipment date,
 * with the labels it will include shown first, its status followed, its documents opened as plain
 * links to signed URLs, and the past manifests a page at a time.
 *
 * @remarks
 * The block sends the day's label ids explicitly (`transactions`), so what is shown is what is
 * closed out. Every `errors` entry of a manifest is shown: known codes in the active language,
 * others as the API wrote them.
 *
 * **Styling contract** (`data-se-part`): `manifest-closeout` (root; `data-state="loading" |
 * "error" | "editing" | "creating" | "failed" | "QUEUED" | "SUCCESS" | "ERROR"`),
 * `manifest-closeout-title`, `manifest-form`, `manifest-included`, `manifest-included-count`,
 * `manifest-included-list`, `manifest-actions`, `manifest-outcome` (`data-status`),
 * `manifest-details`, `manifest-status`, `manifest-errors`, `manifest-documents`,
 * `manifest-document`, `manifest-history`, `manifest-history-table`, `manifest-history-errors`,
 * `manifest-history-paging`; buttons `manifest-create`, `manifest-another`.
 *
 * @example
 * <ManifestCloseout onCreate={(manifest) => print(manifest.documents?.[0])} />
 */
export const ManifestCloseout = /* @__PURE__ */ React.forwardRef<HTMLElement, ManifestCloseoutProps>(function ManifestCloseout(
  { defaultCarrierAccount, historyPageSize = 5, onCreate, onError, ...sectionProps },
  forwardedRef,
) {
  const { messages } = useShippingElements('ManifestCloseout', PICKUP_TEXT);
  const text = messages.pickup.manifest;
  const flow = useManifestCloseout({ defaultCarrierAccount, onCreate, onError });
  const { state, ready, manifest } = flow;
  const titleId = `${React.useId()}-form-title`;

  const dataState = flow.firstLoadFailed ? 'error' : !ready ? 'loading' : state.step === 'created' ? (manifest?.status ?? 'loading') : state.step;
  const heading =
    state.step === 'created' && manifest
      ? manifest.status === 'ERROR'
        ? text.failedTitle
        : manifest.status === 'QUEUED'
          ? text.queuedTitle
          : text.createdTitle
      : text.title;

  return (
    <BlockFrame
      ref={forwardedRef}
      {...sectionProps}
      part="manifest-closeout"
      state={dataState}
      title={<span id={titleId}>{heading}</span>}
      busy={!ready || state.step === 'creating'}
      announcement={state.step === 'creating' ? text.creating : state.step === 'created' ? heading : ''}
      // The title takes focus when the manifest is made, and again for the next day's form.
      focusKey={state.step === 'created' ? state.manifestId : 'form'}
    >
      {state.step !== 'created' && <p data-se-part="manifest-closeout-intro">{text.intro}</p>}
      <ManifestCloseoutBody flow={flow} titleId={titleId} />
      {ready && <ManifestHistory accounts={flow.accounts} pageSize={historyPageSize} onError={flow.reportError} />}
    </BlockFrame>
  );
});
ManifestCloseout.displayName = 'ManifestCloseout';

/** The step on screen: the load's outcome, the form, or the manifest made. */
function ManifestCloseoutBody({ flow, titleId }: { flow: ManifestCloseoutController; titleId: string }): React.JSX.Element {
  const { messages } = useShippingElements('ManifestCloseout', PICKUP_TEXT);
  const { state, actions } = flow;
  if (flow.firstLoadFailed && flow.loadError) {
    return <ErrorNotice error={flow.loadError} onRetry={actions.retryLoad} />;
  }
  if (!flow.ready) {
    return <Skeleton rows={4} label={messages.common.loading} />;
  }
  if (state.step === 'created') {
    if (flow.manifest) {
      return <ManifestOutcome manifest={flow.manifest} onStartOver={actions.startOver} />;
    }
    return flow.manifestError ? <ErrorNotice error={flow.manifestError} onRetry={actions.retryManifest} /> : <Skeleton rows={2} label={messages.common.loading} />;
  }
  return (
    <>
      {state.step === 'failed' && <ErrorNotice error={state.error} />}
      <ManifestForm
        accounts={flow.accounts}
        addresses={flow.addresses}
        defaultValues={flow.firstValues()}
        labelsFor={flow.labelsFor}
        pending={state.step === 'creating'}
        onCreate={actions.create}
        labelledBy={titleId}
      />
    </>
  );
}
