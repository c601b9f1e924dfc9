'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { LabelFileType } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useOrdersById } from '../../queries/orders';
import type { BatchField, ColumnMapping } from '../shared/batch-review/batch-fields';
import { rowGoesAbroad, type BatchSettingsValues } from '../shared/batch-review/batch-values';
import { heldBackReason, type HeldBackReason } from '../shared/batch-review/held-back';
import { CustomsDialog } from './CustomsDialog';
import { MappingPanel } from './MappingPanel';
import type { RowValues } from '../shared/batch-review/parse-batch-csv';
import type { PreviewRow } from './preview-rows';
import { PreviewTable, useErrorText } from './PreviewTable';
import { SettingsStep } from './SettingsStep';
import { PREVIEW_TEXT } from './preview-text';
import { previewSummary } from './preview-summary';

export interface PreviewStepProps {
  fileName: string;
  headers: readonly string[];
  mapping: ColumnMapping;
  rows: readonly PreviewRow[];
  counts: { total: number; valid: number; invalid: number; blank: number };
  labelFileType: LabelFileType | undefined;
  creating: boolean;
  createError: ShippingElementsError | null;
  /** The last column change could not be applied (the file could not be read again). */
  mappingFailed: boolean;
  onMappingChange: (field: BatchField, column: number | undefined) => void;
  onFix: (rowId: number, field: BatchField, value: string) => void;
  onRemove: (rowId: number) => void;
  /** The sender's country (rows shipped elsewhere need customs), when known. */
  senderCountry: string | undefined;
  /** The row whose customs dialog is open (the machine's), or `null`. */
  customsRowId: number | null;
  /** Opens a row's customs dialog. */
  onOpenCustoms: (rowId: number) => void;
  /** Closes the customs dialog unchanged. */
  onCloseCustoms: () => void;
  /** A row's customs declaration, filled in the customs dialog (which closes with it). */
  onCustoms: (rowId: number, customs: RowValues) => void;
  onChooseAnother: (file: File) => void;
  onSubmit: (values: BatchSettingsValues) => void;
}

/** The preview buys nothing: an order is held back for its own state or labels only. */
const NOTHING_BOUGHT: ReadonlyMap<string, unknown> = new Map();

/** Saves text as a file through a temporary link (the browser's download). */
function download(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${content}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The CSV of rows to fix, with papaparse: loaded when a file has rows to fix, not with the block. */
const loadInvalidRowsCsv = () => import('./invalid-rows-csv');

/** The file's rows: counts, the column mapping, the table, the export of rows to fix, the settings. */
export function PreviewStep(props: PreviewStepProps): React.JSX.Element {
  const { fileName, headers, mapping, rows, counts, labelFileType, creating, createError, mappingFailed, onMappingChange, onFix, onRemove, onChooseAnother, onSubmit } = props;
  // Rows naming an order that should not ship (a label already, refunded, unpaid, cancelled or
  // unknown: what OrdersInbox holds back) are flagged (the first 100 orders of a file).
  const orderIds = React.useMemo(() => [...new Set(rows.flatMap((row) => (row.values.order_id ? [row.values.order_id] : [])))].slice(0, 100), [rows]);
  const orders = useOrdersById(orderIds);
  const heldBack = React.useMemo(() => {
    const reasons = new Map<string, HeldBackReason>();
    for (const [orderId, order] of orders) {
      const reason = heldBackReason(order, NOTHING_BOUGHT);
      if (reason) {
        reasons.set(orderId, reason);
      }
    }
    return reasons;
  }, [orders]);
  // The ready rows at home and abroad (when the sender's country is known), and those of each with
  // a service of their own: each lane that needs one gets its own default service.
  const senderCountry = props.senderCountry;
  const lanes = React.useMemo(() => {
    if (senderCountry === undefined) {
      return undefined;
    }
    const counts = { home: 0, abroad: 0, homeWithService: 0, abroadWithService: 0 };
    for (const row of rows) {
      if (row.errors.length === 0) {
        const lane = rowGoesAbroad(row.values, senderCountry) ? 'abroad' : 'home';
        counts[lane] += 1;
        if (row.values.carrier_account && row.values.servicelevel_token) {
          counts[`${lane}WithService`] += 1;
        }
      }
    }
    return counts;
  }, [rows, senderCountry]);
  const { messages, locale } = useShippingElements('BatchUploader', PREVIEW_TEXT);
  const text = messages.batchUploader;
  const errorText = useErrorText();
  const [onlyInvalid, setOnlyInvalid] = React.useState(false);
  const inputId = React.useId();

  const [exportFailed, setExportFailed] = React.useState(false);
  const hasInvalid = counts.invalid > 0;
  React.useEffect(() => {
    // Fetched once rows to fix are shown, so the download starts on the click itself.
    if (hasInvalid) {
      loadInvalidRowsCsv().catch(() => undefined);
    }
  }, [hasInvalid]);

  const exportInvalid = () => {
    setExportFailed(false);
    const invalid = rows.filter((row) => row.errors.length > 0);
    loadInvalidRowsCsv().then(
      ({ invalidRowsCsv }) => {
        const csv = invalidRowsCsv(
          headers,
          invalid.map((row) => ({ line: row.line, cells: row.cells, errors: row.errors.map(errorText).join(' ') })),
          { line: text.preview.line, errors: text.preview.errorsColumn },
        );
        download(fileName.replace(/\.(csv|tsv|txt)$/i, '') + '-to-fix.csv', csv);
      },
      () => setExportFailed(true),
    );
  };

  return (
    <div data-se-part="batch-uploader-preview">
      <p data-se-part="batch-uploader-summary">
        {previewSummary(text, counts, locale)}
      </p>
      <MappingPanel headers={headers} mapping={mapping} onChange={onMappingChange} />
      {mappingFailed && (
        <ErrorNotice part="batch-uploader-mapping-failed" message={text.preview.mappingFailed} />
      )}
      {hasInvalid && (
        <div data-se-part="batch-uploader-invalid-note">
          <p>{formatMessage(text.preview.invalidNote, { count: counts.invalid }, locale)}</p>
          <label data-se-part="control-checkbox">
            <input type="checkbox" checked={onlyInvalid} onChange={(event) => setOnlyInvalid(event.target.checked)} /> {text.preview.onlyToFix}
          </label>
          <Button variant="secondary" part="batch-uploader-export" onClick={exportInvalid}>
            {text.preview.exportInvalid}
          </Button>
          {exportFailed && <ErrorNotice part="batch-uploader-export-failed" message={text.preview.exportFailed} />}
        </div>
      )}
      <PreviewTable fileName={fileName} rows={rows} mapping={mapping} onlyInvalid={onlyInvalid && hasInvalid} onFix={onFix} onRemove={onRemove} onCustoms={props.onOpenCustoms} heldBack={heldBack} />
      <CustomsDialog
        row={rows.find((row) => row.id === props.customsRowId) ?? null}
        senderCountry={props.senderCountry}
        onCancel={props.onCloseCustoms}
        onSubmit={props.onCustoms}
      />
      <div data-se-part="batch-uploader-choose-another">
        <input
          id={inputId}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          data-se-part="batch-uploader-file-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) {
              onChooseAnother(file);
            }
          }}
        />
        <label htmlFor={inputId} data-se-part="batch-uploader-choose" data-variant="secondary">
          {text.preview.chooseAnother}
        </label>
      </div>
      {createError && <ErrorNotice error={createError} />}
      <SettingsStep readyCount={counts.valid} lanes={lanes} labelFileType={labelFileType} pending={creating} onSubmit={onSubmit} />
    </div>
  );
}
