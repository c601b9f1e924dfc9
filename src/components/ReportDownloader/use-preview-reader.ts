'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { ReportRun } from '../../api/resources/reports';
import { useOpenReportFile } from '../../queries/reports';
import type { ReportDownloaderEvent } from './report-downloader-machine';

function isKitError(error: unknown): error is ShippingElementsError {
  return typeof error === 'object' && error !== null && typeof (error as { kind?: unknown }).kind === 'string';
}

/** The preview's read (its Web Worker's runner and fallback): loaded when a person first opens one, not with the block. */
const loadPreview = () => import('./read-run-preview');

/**
 * Reads a run's file for its preview (a fresh signed URL first when needed), parsed off the main
 * thread where it can be, and tells the machine what came of read number `attempt`. One read at a
 * time: a new one, `abort()` and the block's unmount end the one under way.
 */
export function usePreviewReader(dispatch: React.Dispatch<ReportDownloaderEvent>, previewRows: number, reportError: (error: ShippingElementsError) => void) {
  const openFile = useOpenReportFile();
  const current = React.useRef<AbortController | null>(null);
  React.useEffect(() => () => current.current?.abort(), []);

  const read = (run: ReportRun, attempt: number) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    void (async () => {
      try {
        const { readRunPreview } = await loadPreview();
        const preview = await readRunPreview(() => openFile(run, { signal: controller.signal }), previewRows, controller.signal);
        dispatch({ type: 'previewRead', runId: run.id, attempt, preview });
      } catch (error) {
        if (controller.signal.aborted) {
          return;
        }
        const kitError = isKitError(error) ? error : undefined;
        dispatch({ type: 'previewFailed', runId: run.id, attempt, error: kitError });
        if (kitError) {
          reportError(kitError);
        }
      }
    })();
  };
  return { read, abort: () => current.current?.abort() };
}
