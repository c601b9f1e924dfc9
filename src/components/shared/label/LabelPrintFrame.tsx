'use client';

import * as React from 'react';

/** Props of {@link LabelPrintFrame}. */
export interface LabelPrintFrameProps {
  /** An object URL of a Blob typed by its first bytes (`readPrintableFile`), or made by the kit as a PDF. */
  href: string;
  /** The Blob's type: `application/pdf` or `image/png`. */
  type: string;
  /** The frame's title (it is hidden from assistive technology; the title is for completeness). */
  title: string;
}

/** A PNG prints from a frame that runs nothing: the page may call its print(), which needs allow-modals. */
const IMAGE_FRAME_SANDBOX = 'allow-same-origin allow-modals';

/**
 * The hidden frame a label file prints from: loaded with the file's object URL, then its `print()`
 * is called. The PNG frame is sandboxed with `allow-same-origin allow-modals` only: no script, form,
 * popup or navigation runs in it; `allow-same-origin` lets the page call its `print()` (without it
 * the call throws `SecurityError`), `allow-modals` lets that call open the dialog (Chromium ignores
 * it otherwise). The PDF frame cannot be sandboxed: Chromium refuses to load a PDF into any
 * sandboxed frame, whatever its tokens ("the frame into which the plugin is loading is sandboxed").
 * What keeps the page safe there is the type: a Blob typed `application/pdf` goes to the browser's
 * PDF viewer, never to the HTML parser. Used by "Print label" and LabelHistory's merged reprint.
 */
export function LabelPrintFrame({ href, type, title }: LabelPrintFrameProps): React.JSX.Element {
  const frame = React.useRef<HTMLIFrameElement>(null);
  const printFrame = () => {
    const view = frame.current?.contentWindow;
    try {
      view?.focus();
      view?.print();
    } catch {
      // A browser that refuses to print a frame: the block's link is the way.
    }
  };
  return (
    <iframe
      ref={frame}
      key={href}
      src={href}
      sandbox={type === 'image/png' ? IMAGE_FRAME_SANDBOX : undefined}
      title={title}
      width={0}
      height={0}
      tabIndex={-1}
      aria-hidden="true"
      // tabIndex -1 keeps the frame itself out of the Tab order, not the PDF viewer inside it: inert
      // does (a script may still call its print()).
      inert
      data-se-part="label-print-frame"
      data-file-type={type}
      onLoad={printFrame}
    />
  );
}
