'use client';

import * as React from 'react';
import { useShippingElements } from '../../../provider/context';
import { useLabelFile } from '../../../queries/transactions';
import { Button } from '../../../ui/Button';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { LabelPrintFrame } from './LabelPrintFrame';
import { NewTabLink } from '../NewTabLink';
import { LABEL_ACTIONS_TEXT } from './label-actions-text';

/** Props of {@link PrintLabelButton}. */
export interface PrintLabelButtonProps {
  /** The label file's signed URL (a PDF or PNG). */
  url: string;
  /** The button's words, when not "Print label" (LabelHistory's row: "Reprint" and the label's name). */
  children?: React.ReactNode;
  /** The button's part in the styling contract (`label-print` unless given). */
  part?: string;
  /** `ghost` among a row's other actions (LabelHistory); `secondary` unless given. */
  variant?: 'secondary' | 'ghost';
}

/**
 * "Print label": opens the browser's print dialog on the label itself. The file is fetched from
 * its signed URL (without credentials) and put into the page only when its first bytes make it a
 * PDF or a PNG, as a Blob of that fixed type (`useLabelFile`): an HTML page, ZPL or anything else,
 * whatever `Content-Type` it was served with, becomes a sentence and a download link instead,
 * never a document in the page. The file is shown in a hidden frame of the page's own origin and
 * that frame is printed (a frame on the storage's origin could not be printed from here; see
 * `LabelPrintFrame` for its sandbox). Browsers that cannot print a frame (some mobile ones) show
 * nothing, so once the person has asked, a sentence and a link let them open the label and print it.
 */
export function PrintLabelButton({ url, children, part = 'label-print', variant = 'secondary' }: PrintLabelButtonProps): React.JSX.Element {
  const { messages } = useShippingElements('LabelActions', LABEL_ACTIONS_TEXT);
  const text = messages.labelActions.print;
  const file = useLabelFile();
  const [printable, setPrintable] = React.useState<{ href: string; type: string } | null>(null);
  const [asked, setAsked] = React.useState(false);

  // Each print makes a new object URL; the old one is released with its frame.
  React.useEffect(
    () => () => {
      if (printable !== null) {
        URL.revokeObjectURL(printable.href);
      }
    },
    [printable],
  );

  const print = async () => {
    setAsked(true);
    setPrintable(null);
    if (typeof URL.createObjectURL !== 'function') {
      return;
    }
    let blob: Blob;
    try {
      blob = await file.mutateAsync(url);
    } catch {
      // Shown below from the mutation's error: refused, or failed with a retry.
      return;
    }
    setPrintable({ href: URL.createObjectURL(blob), type: blob.type });
  };

  const error = file.isPending ? null : file.error;
  return (
    <>
      <Button variant={variant} part={part} pending={file.isPending} onClick={() => void print()}>
        {children ?? text.printLabel}
      </Button>
      {error?.kind === 'unexpected-response' || error?.kind === 'invalid-request' ? (
        // Not a PDF or PNG (or a URL the kit does not fetch): nothing enters the page.
        <ErrorNotice
          part="label-print-refused"
          message={text.printRefused}
          actions={
            error.kind === 'unexpected-response' && (
              <NewTabLink href={url} download>
                {text.downloadLabel}
              </NewTabLink>
            )
          }
        />
      ) : error ? (
        <ErrorNotice error={error} message={text.printFailed} onRetry={() => void print()} />
      ) : (
        asked &&
        !file.isPending && (
          <p data-se-part="label-print-fallback">
            {text.printFallback} <NewTabLink href={url}>{text.openLabel}</NewTabLink>
          </p>
        )
      )}
      {printable !== null && <LabelPrintFrame href={printable.href} type={printable.type} title={text.printLabel} />}
    </>
  );
}
