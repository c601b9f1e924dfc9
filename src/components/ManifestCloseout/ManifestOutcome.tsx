'use client';

import * as React from 'react';
import type { Manifest, ManifestStatus } from '../../api/resources/manifests';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { PICKUP_TEXT } from '../shared/pickup-text';
import { ErrorNotice } from '../../ui/ErrorNotice';

/** A manifest error in the active language: a known code's sentence, or the API's text as sent. */
export function useManifestErrorText(): (error: string) => string {
  const { messages } = useShippingElements('ManifestCloseout', PICKUP_TEXT);
  const known = messages.pickup.manifest.errors;
  return (error) => (Object.hasOwn(known, error) ? known[error as keyof typeof known] : error);
}

/** The status of a manifest in the active language. */
export function useManifestStatusText(): (status: string | null | undefined) => string {
  const { messages } = useShippingElements('ManifestCloseout', PICKUP_TEXT);
  const statuses = messages.pickup.manifest.statuses;
  return (status) => (status && Object.hasOwn(statuses, status) ? statuses[status as ManifestStatus] : (status ?? ''));
}

/** The documents of a manifest: plain links to signed URLs (no Authorization header is sent). */
export function ManifestDocuments({ documents }: { documents: readonly string[] }): React.JSX.Element {
  const { messages, locale } = useShippingElements('ManifestCloseout', PICKUP_TEXT);
  const text = messages.pickup.manifest;
  if (documents.length === 0) {
    return <p>{text.noDocuments}</p>;
  }
  return (
    <ul data-se-part="manifest-documents">
      {documents.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" data-se-part="manifest-document">
            {formatMessage(text.document, { number: index + 1 }, locale)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A manifest the API created: its status, documents, and every error it reported. */
export function ManifestOutcome({ manifest, onStartOver }: { manifest: Manifest; onStartOver: () => void }): React.JSX.Element {
  const { messages, format } = useShippingElements('ManifestCloseout', PICKUP_TEXT);
  const text = messages.pickup.manifest;
  const errorText = useManifestErrorText();
  const statusText = useManifestStatusText();
  const errors = manifest.errors ?? [];
  return (
    <div data-se-part="manifest-outcome" data-status={manifest.status ?? undefined}>
      <dl data-se-part="manifest-details">
        <dt>{text.status}</dt>
        <dd data-se-part="manifest-status">{statusText(manifest.status)}</dd>
        {manifest.shipment_date && (
          <>
            <dt>{text.date}</dt>
            <dd>{format.date(manifest.shipment_date.slice(0, 10))}</dd>
          </>
        )}
        <dt>{text.historyColumns.labels}</dt>
        <dd>{manifest.transactions?.length ?? 0}</dd>
      </dl>
      {errors.length > 0 && (
        <ErrorNotice part="manifest-errors" message={text.errorsIntro}>
          <ul>
            {errors.map((error, index) => (
              <li key={index}>{errorText(error)}</li>
            ))}
          </ul>
        </ErrorNotice>
      )}
      {manifest.status !== 'ERROR' && (
        <>
          <h3 data-se-part="manifest-documents-heading">{text.documents}</h3>
          <ManifestDocuments documents={manifest.documents ?? []} />
        </>
      )}
      <Button variant="secondary" part="manifest-another" onClick={onStartOver}>
        {text.another}
      </Button>
    </div>
  );
}
