'use client';

import * as React from 'react';
import { whenIdle } from '../../internal/next-turn';
import { mappingByHeader, type BatchField, type ColumnMapping } from '../shared/batch-review/batch-fields';
import type { BatchUploaderEvent, BatchUploaderState } from './batch-uploader-machine';
import { isMappingStorageEvent, loadRememberedMapping, rememberMapping, type RememberedMapping } from './mapping-storage';
import { createBatchParser, type BatchParser } from './run-batch-parse';

/** What {@link useBatchFile} needs from the controller. */
export interface BatchFileInput {
  state: BatchUploaderState;
  dispatch: React.Dispatch<BatchUploaderEvent>;
  locale: string;
  senderCountry: string | undefined;
}

/**
 * The file's part of the controller: reading a file (papaparse and zod/mini in a Web Worker,
 * started on the first file and ended with the block) and reading it again with another column
 * mapping, the mapping remembered for the next file. Each read reports its outcome to the machine,
 * which keeps only the file or mapping it awaits.
 */
export function useBatchFile({ state, dispatch, locale, senderCountry }: BatchFileInput) {
  const parserRef = React.useRef<BatchParser | null>(null);
  React.useEffect(
    () => () => {
      parserRef.current?.dispose();
      parserRef.current = null;
    },
    [],
  );
  const parser = () => (parserRef.current ??= createBatchParser());
  const remembered = useRememberedMapping();

  const readFile = async (file: File) => {
    // The parser reads the file itself (in the worker: the text never reaches the main thread),
    // and starts before React renders the reading step, which it does in a transition: in slices
    // that yield to the browser, not in the task of the person's choice.
    const parsing = parser().parse(file, remembered.current(), locale, senderCountry);
    React.startTransition(() => dispatch({ type: 'fileChosen', file }));
    const result = await parsing;
    if (!result.ok) {
      // In a transition too, so it is rendered after the reading step, never before it.
      React.startTransition(() => dispatch({ type: 'refused', source: file, reason: result.reason }));
      return;
    }
    remembered.remember(mappingByHeader(result.mapping, result.headers));
    // 10,000 rows: a transition, so React renders the preview in slices that yield to the browser.
    React.startTransition(() =>
      dispatch({
        type: 'parsed',
        file: { name: file.name, source: file, headers: result.headers, blankLines: result.blankLines, recordCount: result.rows.length, mapping: result.mapping, rows: result.rows, fixed: new Set() },
      }),
    );
  };

  const changeMapping = async (field: BatchField, column: number | undefined) => {
    if (state.step !== 'preview' && state.step !== 'creating') {
      return;
    }
    const { file } = state;
    const mapping = withColumn(file.mapping, field, column);
    dispatch({ type: 'remapStarted', mapping });
    // Dropped rows stay dropped and fixed cells stay fixed: the parser reads the file again with them.
    const kept = new Set(file.rows.map((row) => row.id));
    const dropped: number[] = [];
    for (let id = 0; id < file.recordCount; id += 1) {
      if (!kept.has(id)) {
        dropped.push(id);
      }
    }
    const fixed = file.rows.filter((row) => file.fixed.has(row.id)).map((row) => [row.id, row.cells] as const);
    const result = await parser().validate(file.source, mapping, { dropped, fixed }, senderCountry);
    if (!result.ok) {
      // The file moved or changed on disk since it was chosen: the mapping stays as it was, and
      // the person is told to choose the file again.
      dispatch({ type: 'remapFailed', mapping });
      return;
    }
    remembered.remember(mappingByHeader(mapping, file.headers));
    React.startTransition(() => dispatch({ type: 'remapped', mapping, rows: result.rows }));
  };

  return { readFile, changeMapping };
}

/** `mapping` with `column` filling `field` (the field that had the column lets it go), or none. */
function withColumn(current: ColumnMapping, field: BatchField, column: number | undefined): ColumnMapping {
  const mapping: ColumnMapping = { ...current };
  if (column === undefined) {
    delete mapping[field];
    return mapping;
  }
  for (const [other, index] of Object.entries(mapping)) {
    if (index === column) {
      delete mapping[other as BatchField];
    }
  }
  mapping[field] = column;
  return mapping;
}

/**
 * The remembered mapping, read while the page is idle after the block mounts: a page's first use
 * of localStorage opens the storage area synchronously (over 10 ms in Chromium), which would
 * otherwise add to the task that starts reading a file. Kept in step with what is stored, and read
 * again at the next file when another tab remembered one.
 */
function useRememberedMapping() {
  const remembered = React.useRef<{ mapping: RememberedMapping | undefined } | null>(null);
  React.useEffect(() => {
    const cancel = whenIdle(() => {
      remembered.current ??= { mapping: loadRememberedMapping() };
    });
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
  return {
    current: () => (remembered.current ?? { mapping: loadRememberedMapping() }).mapping,
    remember: (mapping: RememberedMapping) => {
      rememberMapping(mapping);
      remembered.current = { mapping };
    },
  };
}
