'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { AddressInput } from '../../api/resources/addresses';
import type { Batch } from '../../api/resources/batches';
import type { LabelFileType } from '../../api/resources/transactions';
import { whenIdle } from '../../internal/next-turn';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useAddBatchShipments, useBatch, useBatchShipments, useBatchTotal, useCreateBatch, usePurchaseBatch, useRemoveBatchShipments } from '../../queries/batches';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { mappingByHeader, type BatchField, type ColumnMapping } from './batch-fields';
import { batchMachine, initialBatchState, type BatchStep } from './batch-machine';
import type { BatchSettingsValues } from './batch-values';
import { toBatchInput, toBatchShipment } from './batch-values';
import { BatchProgress } from './BatchProgress';
import { ConfirmPurchaseDialog, type PurchaseTotal } from './ConfirmPurchaseDialog';
import { FixShipmentDialog } from './FixShipmentDialog';
import { isMappingStorageEvent, loadRememberedMapping, rememberMapping, type RememberedMapping } from './mapping-storage';
import type { RowValues } from './parse-batch-csv';
import type { SentRow } from './ShipmentList';
import { PreviewStep } from './PreviewStep';
import { countRows, fixCell, withCustoms, type PreviewRow } from './preview-rows';
import { createBatchParser, type BatchParser } from './run-batch-parse';
import { ShipmentList, type ListedShipment } from './ShipmentList';
import { UploadStep, type UploadProblem } from './UploadStep';
import { useSenderCountry } from './use-sender-country';
import { BATCH_UPLOADER_TEXT } from './batch-uploader-text';
import { useReportError } from '../../provider/use-report-error';

// ---------------------------------------------------------------------------------------------
// Props
// ---------------------------------------------------------------------------------------------

/** Props of {@link BatchUploader}. */
export interface BatchUploaderProps extends Omit<React.ComponentPropsWithoutRef<'section'>, 'onError' | 'onChange' | 'onSubmit' | 'children'> {
  /** The sender of every shipment: a full address, or the `object_id` of a stored address. */
  sender: AddressInput | string;
  /**
   * Follows a batch created earlier (after a reload: keep the id from `onBatchCreated`). Changing
   * it starts over with that batch.
   * @default undefined (start with an upload)
   */
  batchId?: string | undefined;
  /**
   * The label format preselected in the settings; the person may pick another one.
   * @default undefined (the account's default format)
   */
  labelFileType?: LabelFileType | undefined;
  /** Called once the API accepted the batch (`VALIDATING`): keep `batch.object_id` to resume it. */
  onBatchCreated?: ((batch: Batch) => void) | undefined;
  /**
   * Called when the batch's status changes (`VALIDATING`, `VALID`, `INVALID`, `PURCHASING`,
   * `PURCHASED`). The provider's `onEvent` also receives `batch.status_changed`.
   */
  onStatusChange?: ((batch: Batch) => void) | undefined;
  /** Called once the labels are bought. The provider's `onEvent` also receives `batch.purchased`. */
  onPurchased?: ((batch: Batch) => void) | undefined;
  /**
   * Called when a request of the block fails (creating, loading, removing shipments, buying).
   * The block still shows the error itself; the provider's `onEvent` receives an `error` event
   * with `source: 'BatchUploader'`.
   */
  onError?: ((error: ShippingElementsError) => void) | undefined;
}

/** A file read and shown in the preview. */
interface LoadedFile {
  name: string;
  /** The file itself: the parser reads it again when the mapping changes. */
  source: File;
  headers: string[];
  blankLines: number;
  /** Data rows in the file (the preview's row ids are 0 to this, less the dropped ones). */
  recordCount: number;
  mapping: ColumnMapping;
  rows: PreviewRow[];
  /** Ids of the rows fixed in place. */
  fixed: ReadonlySet<number>;
}

const FOLLOWING: ReadonlySet<BatchStep> = new Set(['validating', 'valid', 'invalid', 'confirming', 'purchasing', 'purchased', 'error']);

// ---------------------------------------------------------------------------------------------
// BatchUploader
// ---------------------------------------------------------------------------------------------

/**
 * Buys thousands of labels from one spreadsheet: upload a CSV or TSV (picker or drag and drop),
 * map its columns, fix or drop rows with errors in a virtualized preview, choose the batch's
 * defaults, follow its validation, remove invalid shipments, confirm the purchase, and download
 * the merged label files.
 *
 * @remarks
 * **Off the main thread.** The file is read (papaparse) and validated (zod/mini) in a Web Worker;
 * where workers are unavailable the same code runs in chunks that yield to the browser. Files
 * with more than 10,000 rows, empty or binary files and files with no known column are refused
 * with a sentence that says what to do.
 *
 * **One purchase per confirmation**, whatever is clicked or pressed, never retried automatically.
 *
 * **Survives a reload**: keep the id `onBatchCreated` gives you and pass it back as `batchId`.
 *
 * **Styling contract** (`data-se-part`): `batch-uploader` (the root; `data-state="idle" |
 * "parsing" | "preview" | "creating" | "validating" | "valid" | "invalid" | "confirming" |
 * "purchasing" | "purchased" | "error"`), `batch-uploader-drop-zone` (`data-state="idle" |
 * "dragging" | "busy"`), `batch-uploader-choose`, `batch-uploader-template`, `batch-uploader-refusal`,
 * `batch-uploader-mapping`, `batch-uploader-table` and `batch-uploader-table-row` (`data-state="valid" |
 * "invalid"`), `batch-uploader-settings`, `batch-uploader-progress` (`data-status`),
 * `batch-uploader-shipments`, `batch-uploader-shipment` (`data-status`), `batch-uploader-confirm`,
 * `batch-uploader-files`, `batch-uploader-file`.
 *
 * @example
 * <BatchUploader
 *   sender={warehouseAddressId}
 *   batchId={savedBatchId}
 *   onBatchCreated={(batch) => saveBatchId(batch.object_id)}
 *   onPurchased={(batch) => notify(batch.label_url)}
 * />
 */
export const BatchUploader = /* @__PURE__ */ React.forwardRef<HTMLElement, BatchUploaderProps>(function BatchUploader(props, forwardedRef) {
  const [generation, setGeneration] = React.useState(0);
  return (
    <BatchUploaderFlow
      key={`${generation}|${props.batchId ?? ''}`}
      {...props}
      forwardedRef={forwardedRef}
      onStartOver={() => setGeneration((current) => current + 1)}
      resume={generation === 0}
    />
  );
});
BatchUploader.displayName = 'BatchUploader';

interface FlowProps extends BatchUploaderProps {
  forwardedRef: React.ForwardedRef<HTMLElement>;
  onStartOver: () => void;
  /** Follow `batchId` (false after "Upload another file"). */
  resume: boolean;
}

function BatchUploaderFlow({
  sender,
  batchId: batchIdProp,
  labelFileType,
  onBatchCreated,
  onStatusChange,
  onPurchased,
  onError,
  forwardedRef,
  onStartOver,
  resume,
  style,
  ...sectionProps
}: FlowProps): React.JSX.Element {
  const { messages, locale, themeRoot, emit } = useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT);
  const text = messages.batchUploader;
  const titleId = React.useId();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const [state, dispatch] = React.useReducer(batchMachine, resume ? batchIdProp : undefined, initialBatchState);
  const [loaded, setLoaded] = React.useState<LoadedFile | null>(null);
  const [readingName, setReadingName] = React.useState<string | null>(null);
  const [problem, setProblem] = React.useState<UploadProblem | null>(null);
  // A new mapping that could not be applied: the file could not be read again.
  const [remapFailed, setRemapFailed] = React.useState(false);
  /**
   * The rows sent, in the batch's request order (kept in step with removals and additions), so
   * an invalid shipment can be fixed from what it was; `null` after a reload.
   */
  const [requestRows, setRequestRows] = React.useState<SentRow[] | null>(null);
  const [fixing, setFixing] = React.useState<ListedShipment | null>(null);
  const sentSettings = React.useRef<BatchSettingsValues | null>(null);
  const senderCountry = useSenderCountry(sender);

  // --- Reporting ------------------------------------------------------------------------------

  const reportCreated = useLatestCallback(onBatchCreated);
  const reportStatus = useLatestCallback(onStatusChange);
  const reportPurchased = useLatestCallback(onPurchased);
  const reportError = useReportError('BatchUploader', onError);

  // --- Parsing: a worker, started on the first file and ended with the block ------------------

  const parserRef = React.useRef<BatchParser | null>(null);
  React.useEffect(
    () => () => {
      parserRef.current?.dispose();
      parserRef.current = null;
    },
    [],
  );
  const parser = () => (parserRef.current ??= createBatchParser());
  // The remembered mapping, read while the page is idle after the block mounts: a page's first
  // use of localStorage opens the storage area synchronously (over 10 ms in Chromium), which
  // would otherwise add to the task that starts reading a file. Kept in step with what is stored.
  const remembered = React.useRef<{ mapping: RememberedMapping | undefined } | null>(null);
  React.useEffect(() => {
    const cancel = whenIdle(() => {
      remembered.current ??= { mapping: loadRememberedMapping() };
    });
    // A mapping remembered in another tab: read again at the next file (storage is open by then).
    const forget = (event: StorageEvent) => {
      if (isMappingStorageEvent(event)) {
        remembered.current = null;
      }
    };
    window.addEventListener('storage', forget);
    return () => {
      cancel();
      window.removeEventListener('storage', forget);
    };
  }, []);
  const remember = (mapping: RememberedMapping) => {
    rememberMapping(mapping);
    remembered.current = { mapping };
  };
  // Only the latest file or mapping counts when several are read at once.
  const parseRun = React.useRef(0);

  const readFile = async (file: File) => {
    const run = ++parseRun.current;
    // The parser reads the file itself (in the worker: the text never reaches the main thread),
    // and starts before React renders the reading step, which it does in a transition: in slices
    // that yield to the browser, not in the task of the person's choice.
    const parsing = parser().parse(file, (remembered.current ?? { mapping: loadRememberedMapping() }).mapping, locale, senderCountry);
    React.startTransition(() => {
      dispatch({ type: 'fileChosen' });
      setProblem(null);
      setRemapFailed(false);
      setReadingName(file.name);
    });
    const result = await parsing;
    if (run !== parseRun.current) {
      return;
    }
    if (!result.ok) {
      // In a transition too, so it is rendered after the reading step, never before it.
      React.startTransition(() => {
        setReadingName(null);
        setProblem(result.reason);
        setLoaded(null);
        dispatch({ type: 'refused', reason: result.reason === 'unreadable' ? 'empty' : result.reason });
      });
      return;
    }
    remember(mappingByHeader(result.mapping, result.headers));
    // 10,000 rows: a transition, so React renders the preview in slices that yield to the browser.
    React.startTransition(() => {
      setReadingName(null);
      setLoaded({
        name: file.name,
        source: file,
        headers: result.headers,
        blankLines: result.blankLines,
        recordCount: result.rows.length,
        mapping: result.mapping,
        rows: result.rows,
        fixed: new Set(),
      });
      dispatch({ type: 'parsed' });
    });
  };

  const changeMapping = async (field: BatchField, column: number | undefined) => {
    if (!loaded) {
      return;
    }
    const mapping: ColumnMapping = { ...loaded.mapping };
    if (column === undefined) {
      delete mapping[field];
    } else {
      // One column fills one field: the field that had it lets it go.
      for (const [other, index] of Object.entries(mapping)) {
        if (index === column) {
          delete mapping[other as BatchField];
        }
      }
      mapping[field] = column;
    }
    const run = ++parseRun.current;
    // Dropped rows stay dropped and fixed cells stay fixed: the parser reads the file again with them.
    const kept = new Set(loaded.rows.map((row) => row.id));
    const dropped: number[] = [];
    for (let id = 0; id < loaded.recordCount; id += 1) {
      if (!kept.has(id)) {
        dropped.push(id);
      }
    }
    const fixed = loaded.rows.filter((row) => loaded.fixed.has(row.id)).map((row) => [row.id, row.cells] as const);
    const result = await parser().validate(loaded.source, mapping, { dropped, fixed }, senderCountry);
    if (run !== parseRun.current) {
      return;
    }
    // The file moved or changed on disk since it was chosen: the mapping stays as it was, and the
    // person is told to choose the file again.
    setRemapFailed(!result.ok);
    if (!result.ok) {
      return;
    }
    remember(mappingByHeader(mapping, loaded.headers));
    React.startTransition(() => setLoaded({ ...loaded, mapping, rows: result.rows }));
  };

  // --- The batch --------------------------------------------------------------------------------

  const following = FOLLOWING.has(state.step);
  const batchQuery = useBatch(following ? (state.batchId ?? undefined) : undefined);
  const batch = batchQuery.data;
  const createBatch = useCreateBatch();
  const removeShipments = useRemoveBatchShipments();
  const addShipments = useAddBatchShipments();
  const purchase = usePurchaseBatch();
  // Every page of the batch's shipments once it is settled (a batch holds up to 10,000).
  const listed = useBatchShipments(batch);
  const allShipments = listed.shipments;
  const totalQuery = useBatchTotal(batch, allShipments, (state.step === 'valid' || state.step === 'confirming') && !listed.pending);
  const purchaseTotal: PurchaseTotal =
    totalQuery.data ? { state: 'known', amounts: totalQuery.data } : totalQuery.isError || totalQuery.data === null ? { state: 'unknown' } : { state: 'loading' };
  React.useEffect(() => {
    if (listed.error) {
      reportError(listed.error);
    }
  }, [listed.error, reportError]);
  React.useEffect(() => {
    if (totalQuery.error) {
      reportError(totalQuery.error);
    }
  }, [totalQuery.error, reportError]);
  const purchaseGuard = React.useRef(false);

  const lastStatus = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!batch || batch.status === lastStatus.current) {
      return;
    }
    const previousStatus = lastStatus.current;
    lastStatus.current = batch.status;
    dispatch({ type: 'status', status: batch.status });
    emit({ type: 'batch.status_changed', batch, previousStatus });
    reportStatus(batch);
    if (batch.status === 'PURCHASED' && previousStatus !== null) {
      emit({ type: 'batch.purchased', batch });
      reportPurchased(batch);
    }
  }, [batch, emit, reportStatus, reportPurchased]);

  const loadError = batchQuery.isError && !batch ? batchQuery.error : null;
  React.useEffect(() => {
    if (loadError) {
      dispatch({ type: 'loadFailed' });
      reportError(loadError);
    }
  }, [loadError, reportError]);

  const create = (settings: BatchSettingsValues) => {
    if (!loaded || createBatch.isPending) {
      return;
    }
    const ready = loaded.rows.filter((row) => row.errors.length === 0);
    dispatch({ type: 'submit' });
    sentSettings.current = settings;
    setRequestRows(ready.map(({ line, values }) => ({ line, values })));
    createBatch.mutate(toBatchInput(settings, ready.map((row) => row.values), sender, senderCountry), {
      onSuccess: (created) => {
        dispatch({ type: 'created', batchId: created.object_id });
        reportCreated(created);
      },
      onError: (error) => {
        dispatch({ type: 'createFailed' });
        reportError(error);
      },
    });
  };

  /** The request rows without the shipments at these places of the batch (0-based). */
  const withoutPlaces = (rows: SentRow[] | null, places: readonly number[]) => {
    if (!rows || rows.length !== allShipments.length) {
      return null;
    }
    const dropped = new Set(places);
    return rows.filter((_, place) => !dropped.has(place));
  };

  const remove = (ids: string[]) => {
    if (!state.batchId || ids.length === 0 || removeShipments.isPending) {
      return;
    }
    const places = ids.map((id) => allShipments.findIndex((shipment) => shipment.object_id === id));
    removeShipments.mutate(
      { batchId: state.batchId, batchShipmentIds: ids },
      { onSuccess: () => setRequestRows((rows) => withoutPlaces(rows, places)), onError: reportError },
    );
  };

  /** A fixed shipment goes back into the batch, then the invalid one leaves it. */
  const addFixed = (entry: ListedShipment, row: RowValues) => {
    if (!state.batchId || addShipments.isPending) {
      return;
    }
    const batchId = state.batchId;
    const place = entry.index - 1;
    addShipments.mutate(
      { batchId, shipments: [toBatchShipment(row, sender, sentSettings.current?.rowOverrides ?? true, senderCountry)] },
      {
        onSuccess: () => {
          setFixing(null);
          setRequestRows((rows) => {
            const kept = withoutPlaces(rows, [place]);
            return kept ? [...kept, { line: entry.sent?.line ?? null, values: row }] : null;
          });
          removeShipments.mutate(
            { batchId, batchShipmentIds: [entry.shipment.object_id] },
            {
              onError: (error) => {
                // The invalid one stayed: the rows no longer line up with the batch.
                setRequestRows(null);
                reportError(error);
              },
            },
          );
        },
        onError: reportError,
      },
    );
  };

  const confirmPurchase = () => {
    // One purchase per confirmation: React Query shows "pending" a task later, so two clicks in
    // the same tick would both pass a check of the button's state. This ref does not wait.
    if (purchaseGuard.current || !state.batchId) {
      return;
    }
    purchaseGuard.current = true;
    purchase.mutate(state.batchId, {
      onSuccess: () => dispatch({ type: 'purchaseSent' }),
      onError: (error) => {
        // Nothing was bought: the next confirmation may send again.
        purchaseGuard.current = false;
        reportError(error);
      },
    });
  };

  /** A row of the preview changed in place (a cell fixed, customs filled in), validated again. */
  const editRow = (rowId: number, edit: (row: PreviewRow, mapping: ColumnMapping) => PreviewRow) =>
    setLoaded((current) => current && { ...current, rows: current.rows.map((row) => (row.id === rowId ? edit(row, current.mapping) : row)), fixed: new Set(current.fixed).add(rowId) });

  // --- Focus and announcements ------------------------------------------------------------------

  const view: 'upload' | 'preview' | 'batch' = state.step === 'idle' || state.step === 'parsing' ? 'upload' : state.step === 'preview' || state.step === 'creating' ? 'preview' : 'batch';
  const previousView = React.useRef(view);
  React.useEffect(() => {
    if (previousView.current !== view) {
      previousView.current = view;
      // At the next frame, where the browser lays the new step out anyway: focusing it now would
      // make it lay out the step inside React's commit, one long task with it.
      requestAnimationFrame(() => headingRef.current?.focus());
    }
  }, [view]);
  const announcement = (text.announcements as Partial<Record<BatchStep, string>>)[state.step] ?? '';

  // --- Render -------------------------------------------------------------------------------------

  const counts = loaded ? countRows(loaded.rows, loaded.blankLines) : null;
  const entries: ListedShipment[] = allShipments.map((shipment, place) => ({ shipment, index: place + 1, sent: requestRows?.length === allShipments.length ? requestRows[place] : undefined }));
  const toFix = entries.filter(({ shipment }) => shipment.status === 'INVALID' || shipment.status === 'INCOMPLETE');
  const invalidIds = toFix.map(({ shipment }) => shipment.object_id);
  const showOnlyToFix = state.step === 'invalid';
  const total = batch ? (batch.object_results?.creation_succeeded ?? 0) + (batch.object_results?.creation_failed ?? 0) : 0;
  const labelUrls = batch?.label_url ?? [];
  const heading = view === 'upload' ? text.upload.heading : view === 'preview' ? text.preview.heading : text.review.heading;

  const renderBatch = () => {
    if (loadError) {
      return <ErrorNotice error={loadError} onRetry={() => void batchQuery.refetch()} />;
    }
    if (!batch) {
      return <p role="status">{messages.common.loading}</p>;
    }
    const purchased = batch.status === 'PURCHASED';
    return (
      <>
        <BatchProgress batch={batch} total={total} />
        {removeShipments.error && <ErrorNotice error={removeShipments.error} />}
        {listed.error && <ErrorNotice error={listed.error} onRetry={listed.refetch} />}
        {listed.pending && <p role="status">{text.review.loadingShipments}</p>}
        {purchased && labelUrls.length > 0 && (
          <section aria-labelledby={`${titleId}-files`} data-se-part="batch-uploader-files">
            <h4 id={`${titleId}-files`}>{text.result.files}</h4>
            <ul>
              {labelUrls.map((url, index) => (
                <li key={url}>
                  {/* Signed URLs: plain links, no Authorization header, no opener. */}
                  <a href={url} target="_blank" rel="noopener noreferrer" data-se-part="batch-uploader-file">
                    {formatMessage(text.result.file, { index: index + 1, total: labelUrls.length }, locale)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {(showOnlyToFix ? toFix : entries).length > 0 && (
          <ShipmentList
            entries={showOnlyToFix ? toFix : entries}
            label={purchased ? text.result.resultsLabel : showOnlyToFix ? text.review.toFixLabel : text.review.shipmentsLabel}
            purchased={purchased}
            removing={removeShipments.isPending || addShipments.isPending}
            onRemove={showOnlyToFix ? (id) => remove([id]) : undefined}
            onFix={showOnlyToFix ? (entry) => { addShipments.reset(); setFixing(entry); } : undefined}
          />
        )}
        <div data-se-part="batch-uploader-actions">
          {state.step === 'invalid' && invalidIds.length > 0 && (
            <Button variant="secondary" part="batch-uploader-remove-invalid" pending={removeShipments.isPending} disabled={removeShipments.isPending} onClick={() => remove(invalidIds)}>
              {formatMessage(text.review.removeInvalid, { count: invalidIds.length }, locale)}
            </Button>
          )}
          {(state.step === 'valid' || state.step === 'confirming') && (
            <Button part="batch-uploader-purchase" onClick={() => dispatch({ type: 'askPurchase' })}>
              {text.review.buy}
            </Button>
          )}
          {(purchased || state.step === 'invalid' || state.step === 'valid' || loadError) && (
            <Button variant="ghost" part="batch-uploader-start-over" onClick={onStartOver}>
              {text.review.startOver}
            </Button>
          )}
        </div>
        <ConfirmPurchaseDialog
          open={state.step === 'confirming'}
          count={batch.object_results?.creation_succeeded ?? allShipments.length}
          total={purchaseTotal}
          pending={purchase.isPending}
          failed={purchase.isError}
          onCancel={() => {
            purchase.reset();
            dispatch({ type: 'cancelPurchase' });
          }}
          onConfirm={confirmPurchase}
        />
        <FixShipmentDialog
          entry={state.step === 'invalid' ? fixing : null}
          sent={fixing?.sent?.values}
          pending={addShipments.isPending}
          error={addShipments.error}
          senderCountry={senderCountry}
          onCancel={() => setFixing(null)}
          onSubmit={(row) => fixing && addFixed(fixing, row)}
        />
      </>
    );
  };

  return (
    <section
      {...sectionProps}
      ref={forwardedRef}
      {...themeRoot.attributes}
      style={{ ...themeRoot.style, ...style }}
      aria-labelledby={titleId}
      aria-busy={state.step === 'parsing' || state.step === 'creating' || undefined}
      data-se-part="batch-uploader"
      data-state={state.step}
    >
      <h2 id={titleId} data-se-part="batch-uploader-title">
        {text.title}
      </h2>
      <div role="status" data-se-part="visually-hidden">
        {announcement}
      </div>
      <h3 ref={headingRef} tabIndex={-1} data-se-part="batch-uploader-step-heading">
        {heading}
      </h3>
      {view === 'upload' && <UploadStep busy={state.step === 'parsing'} fileName={readingName} problem={problem} onFile={(file) => void readFile(file)} />}
      {view === 'preview' && loaded && counts && (
        <PreviewStep
          fileName={loaded.name}
          headers={loaded.headers}
          mapping={loaded.mapping}
          rows={loaded.rows}
          counts={counts}
          labelFileType={labelFileType}
          creating={state.step === 'creating'}
          createError={state.failure === 'create' ? createBatch.error : null}
          mappingFailed={remapFailed}
          onMappingChange={(field, column) => void changeMapping(field, column)}
          senderCountry={senderCountry}
          onFix={(rowId, field, value) => editRow(rowId, (row, mapping) => fixCell(row, field, value, mapping, senderCountry))}
          onCustoms={(rowId, customs) => editRow(rowId, (row, mapping) => withCustoms(row, customs, mapping, senderCountry))}
          onRemove={(rowId) => setLoaded((current) => current && { ...current, rows: current.rows.filter((row) => row.id !== rowId) })}
          onChooseAnother={(file) => void readFile(file)}
          onSubmit={create}
        />
      )}
      {view === 'batch' && renderBatch()}
    </section>
  );
}
