'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { useLabelFile } from '../../queries/transactions';
import { Button } from '../../ui/Button';
import { NewTabLink } from './NewTabLink';
import { LABEL_PURCHASE_TEXT } from './label-purchase-text';

/** Props of {@link PrintLabelButton}. */
export interface PrintLabelButtonProps {
  /** The label file's signed URL (a PDF or PNG). */
  url: string;
}

/**
 * "Print label": opens the browser's print dialog on the label itself. The file is fetched from
 * its signed URL (without credentials), shown in a hidden frame of the page's own origin, and that
 * frame is printed: a frame on the storage's origin could not be printed from here. Browsers that
 * cannot print a frame (some mobile ones) show nothing, so once the person has asked, a sentence
 * and a link let them open the label and print it from the browser.
 */
export function PrintLabelButton({ url }: PrintLabelButtonProps): React.JSX.Element {
  const { messages } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const text = messages.labelPurchase.result;
  const file = useLabelFile();
  const [frameUrl, setFrameUrl] = React.useState<string | null>(null);
  const [asked, setAsked] = React.useState(false);
  const frame = React.useRef<HTMLIFrameElement>(null);

  // Each print makes a new object URL; the old one is released with its frame.
  React.useEffect(
    () => () => {
      if (frameUrl !== null) {
        URL.revokeObjectURL(frameUrl);
      }
    },
    [frameUrl],
  );

  const print = async () => {
    setAsked(true);
    if (typeof URL.createObjectURL !== 'function') {
      return;
    }
    let blob: Blob;
    try {
      blob = await file.mutateAsync(url);
    } catch {
      // The link below still opens the file; its signed URL may have expired, which a reload fixes.
      return;
    }
    setFrameUrl(URL.createObjectURL(blob));
  };

  const printFrame = () => {
    const view = frame.current?.contentWindow;
    try {
      view?.focus();
      view?.print();
    } catch {
      // A browser that refuses to print a frame: the link below is the way.
    }
  };

  return (
    <>
      <Button variant="secondary" part="label-purchase-print" pending={file.isPending} onClick={() => void print()}>
        {text.printLabel}
      </Button>
      {asked && !file.isPending && (
        <p data-se-part="label-purchase-print-fallback">
          {text.printFallback} <NewTabLink href={url}>{text.openLabel}</NewTabLink>
        </p>
      )}
      {frameUrl !== null && (
        <iframe
          ref={frame}
          key={frameUrl}
          src={frameUrl}
          title={text.printLabel}
          width={0}
          height={0}
          tabIndex={-1}
          aria-hidden="true"
          data-se-part="label-purchase-print-frame"
          onLoad={printFrame}
        />
      )}
    </>
  );
}
