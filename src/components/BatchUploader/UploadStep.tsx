'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { templateCsv } from '../shared/batch-review/batch-fields';
import type { RefusalReason } from '../shared/batch-review/parse-batch-csv';
import { BATCH_UPLOADER_TEXT } from './batch-uploader-text';
import { ErrorNotice } from '../../ui/ErrorNotice';

/** Why a file could not be used: a refusal of its content, or a read that failed. */
export type UploadProblem = RefusalReason | 'unreadable';

export interface UploadStepProps {
  /** A file is being read. */
  busy: boolean;
  /** Its name, while it is read. */
  fileName: string | null;
  problem: UploadProblem | null;
  onFile: (file: File) => void;
}

/** The template as a link target: a data URL, so it works before hydration and without effects. */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv())}`;

/**
 * The file picker and drop zone. The picker is a real file input (focusable, opened with Enter or
 * Space) labelled by a visible button-like label; the zone around it also takes a dropped file.
 */
export function UploadStep({ busy, fileName, problem, onFile }: UploadStepProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT);
  const text = messages.batchUploader.upload;
  const inputId = React.useId();
  const instructionsId = `${inputId}-instructions`;
  const [dragging, setDragging] = React.useState(false);

  return (
    <div data-se-part="batch-uploader-upload">
      <div
        data-se-part="batch-uploader-drop-zone"
        data-state={busy ? 'busy' : dragging ? 'dragging' : 'idle'}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setDragging(false);
          }
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (file && !busy) {
            onFile(file);
          }
        }}
      >
        <p id={instructionsId} data-se-part="batch-uploader-instructions">
          {text.instructions}
        </p>
        <p aria-hidden="true" data-se-part="batch-uploader-drop-hint">
          {text.dropHere}
        </p>
        <input
          id={inputId}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          aria-describedby={instructionsId}
          disabled={busy}
          data-se-part="batch-uploader-file-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // The same file chosen again after a fix must fire `change` again.
            event.currentTarget.value = '';
            if (file) {
              onFile(file);
            }
          }}
        />
        <label htmlFor={inputId} data-se-part="batch-uploader-choose" data-disabled={busy ? '' : undefined}>
          {text.choose}
        </label>
        {busy && fileName !== null && <p data-se-part="batch-uploader-reading">{formatMessage(text.reading, { file: fileName }, locale)}</p>}
      </div>
      <a href={TEMPLATE_HREF} download="batch-template.csv" data-se-part="batch-uploader-template">
        {text.template}
      </a>
      {problem && (
        <ErrorNotice part="batch-uploader-refusal" code={problem} message={text.refusals[problem]} />
      )}
    </div>
  );
}
