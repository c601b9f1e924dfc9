'use client';

import * as React from 'react';
import type { CarrierAccount } from '../../api/resources/carrier-accounts';
import type { ShippingElementsError } from '../../api/errors';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useManifests } from '../../queries/manifests';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { useManifestErrorText, useManifestStatusText } from './ManifestOutcome';
import { PICKUP_TEXT } from '../shared/pickup-text';

/** Props of {@link ManifestHistory}. */
export interface ManifestHistoryProps {
  accounts: readonly CarrierAccount[];
  /** Manifests per page (the API's default is 5, at most 100). */
  pageSize: number;
  onError: (error: ShippingElementsError) => void;
}

/** Past manifests, a page at a time (`GET /manifests/`), with their documents and errors. */
export function ManifestHistory({ accounts, pageSize, onError }: ManifestHistoryProps): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('ManifestCloseout', PICKUP_TEXT);
  const text = messages.pickup.manifest;
  const headingId = React.useId();
  const [page, setPage] = React.useState(1);
  const results = Math.min(Math.max(1, Math.trunc(pageSize)), 100);
  const manifests = useManifests({ page, results });
  const errorText = useManifestErrorText();
  const statusText = useManifestStatusText();

  const error = manifests.error;
  React.useEffect(() => {
    if (error) {
      onError(error);
    }
  }, [error, onError]);

  const accountName = (id: string | null | undefined) => {
    const account = accounts.find((candidate) => candidate.object_id === id);
    return account ? account.carrier_name || account.carrier : (id ?? '');
  };

  let body: React.ReactNode;
  if (manifests.isPending) {
    body = <Skeleton rows={3} label={messages.common.loading} />;
  } else if (manifests.isError) {
    body = (
      <>
        <p>{text.loadFailed}</p>
        <ErrorNotice error={manifests.error} onRetry={() => void manifests.refetch()} />
      </>
    );
  } else if (manifests.data.results.length === 0 && page === 1) {
    body = <p data-state="empty">{text.historyEmpty}</p>;
  } else {
    body = (
      <table data-se-part="manifest-history-table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{text.historyColumns.date}</th>
            <th scope="col">{text.historyColumns.account}</th>
            <th scope="col">{text.historyColumns.labels}</th>
            <th scope="col">{text.historyColumns.status}</th>
            <th scope="col">{text.historyColumns.documents}</th>
          </tr>
        </thead>
        <tbody>
          {manifests.data.results.map((manifest) => {
            const date = manifest.shipment_date ? format.date(manifest.shipment_date.slice(0, 10)) : '';
            return (
              <tr key={manifest.object_id} data-status={manifest.status ?? undefined}>
                <td>{date}</td>
                <td>{accountName(manifest.carrier_account)}</td>
                <td>{manifest.transactions?.length ?? 0}</td>
                <td>
                  {statusText(manifest.status)}
                  {(manifest.errors ?? []).length > 0 && (
                    <ul data-se-part="manifest-history-errors">
                      {(manifest.errors ?? []).map((item, index) => (
                        <li key={index}>{errorText(item)}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>
                  {(manifest.documents ?? []).map((url) => (
                    <a key={url} href={url} target="_blank" rel="noopener noreferrer" aria-label={formatMessage(text.historyDocumentLabel, { date }, locale)}>
                      {text.historyDocument}
                    </a>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }

  return (
    <section aria-labelledby={headingId} data-se-part="manifest-history">
      <h3 id={headingId} data-se-part="manifest-history-heading">
        {text.history}
      </h3>
      {body}
      <nav aria-label={text.history} data-se-part="manifest-history-paging">
        <Button variant="secondary" disabled={page === 1 || !manifests.data?.previous} onClick={() => setPage((current) => Math.max(1, current - 1))}>
          {text.previous}
        </Button>
        <span aria-live="polite">{formatMessage(text.page, { page }, locale)}</span>
        <Button variant="secondary" disabled={!manifests.data?.next} onClick={() => setPage((current) => current + 1)}>
          {text.next}
        </Button>
      </nav>
    </section>
  );
}
