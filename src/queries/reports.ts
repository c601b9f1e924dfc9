'use client';

import { mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { ApiClient } from '../api/client';
import { ApiError, type ShippingElementsError } from '../api/errors';
import {
  createReportRun,
  downloadReportRun,
  getReportRun,
  getReportType,
  listReportTypes,
  type CreateReportRunResult,
  type ReportCatalog,
  type ReportRun,
  type ReportRunInput,
  type ReportType,
} from '../api/resources/reports';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS, pollUntil } from './shared';

/** Cache keys of report types. */
export const reportTypeKeys = resourceKeys('report-types');
/** Cache keys of report runs. */
export const reportRunKeys = resourceKeys('report-runs');

/** SUCCEEDED and FAILED are terminal (spec §3). */
export const isSettledReportRun = (run: ReportRun) => run.status === 'SUCCEEDED' || run.status === 'FAILED';

export const reportQueries = {
  types: (api: ApiClient) =>
    queryOptions<ReportCatalog, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: reportTypeKeys.list(),
      queryFn: ({ signal }) => listReportTypes(api, { signal }),
      staleTime: 5 * 60_000,
    }),
  type: (api: ApiClient, reportType: string) =>
    queryOptions<ReportType, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: reportTypeKeys.detail(reportType),
      queryFn: ({ signal }) => getReportType(api, reportType, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** A run; polls QUEUED / PROCESSING with backoff and stops at SUCCEEDED or FAILED. */
  run: (api: ApiClient, runId: string) =>
    queryOptions<ReportRun, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: reportRunKeys.detail(runId),
      queryFn: ({ signal }) => getReportRun(api, runId, { signal }),
      refetchInterval: pollUntil<ReportRun>(isSettledReportRun),
    }),
};

/**
 * Downloads a run's file; when the storage refuses the signed URL as expired (410, or 403 when
 * the clocks disagree) although the run said it was valid, GETs the run once for a fresh URL and
 * fetches that (spec §4), so the person never has to ask for a new link.
 */
export async function downloadWithFreshLink(api: ApiClient, run: ReportRun, signal?: AbortSignal): Promise<{ run: ReportRun; file: Response }> {
  try {
    return await downloadReportRun(api, run, { signal });
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 410 && error.status !== 403)) {
      throw error;
    }
    return downloadReportRun(api, await getReportRun(api, run.id, { signal }), { signal });
  }
}

export const reportMutations = {
  /** Creates a run. Pass an `idempotency_key` per user request: a retry then replays the same run. */
  createRun: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<CreateReportRunResult, ShippingElementsError, ReportRunInput>({
      mutationKey: [...reportRunKeys.all(), 'create'],
      mutationFn: (input) => createReportRun(api, input),
      onSuccess: ({ run }) => {
        queryClient.setQueryData(reportRunKeys.detail(run.id), run);
      },
    }),
  /** Downloads a run's file (fetching a fresh signed URL first when the old one expired). */
  download: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Blob, ShippingElementsError, ReportRun>({
      mutationKey: [...reportRunKeys.all(), 'download'],
      mutationFn: async (run) => {
        const { run: current, file } = await downloadWithFreshLink(api, run);
        queryClient.setQueryData(reportRunKeys.detail(current.id), current);
        return file.blob();
      },
    }),
};

/** Lists the active report types. */
export function useReportTypes() {
  const { api, queryClient } = useShippingElements('useReportTypes');
  return useQuery(reportQueries.types(api), queryClient);
}

/** Loads one report type with its columns and data window. */
export function useReportType(reportType: string) {
  const { api, queryClient } = useShippingElements('useReportType');
  return useQuery(reportQueries.type(api, reportType), queryClient);
}

/** Loads a report run, polling until it SUCCEEDED or FAILED. */
export function useReportRun(runId: string | undefined) {
  const { api, queryClient } = useShippingElements('useReportRun');
  return useQuery({ ...reportQueries.run(api, runId ?? ''), enabled: Boolean(runId) }, queryClient);
}

/** Creates a report run. */
export function useCreateReportRun() {
  const { api, queryClient } = useShippingElements('useCreateReportRun');
  return useMutation(reportMutations.createRun(api, queryClient), queryClient);
}

/** Downloads the file of a SUCCEEDED run, without any Authorization header. */
export function useDownloadReport() {
  const { api, queryClient } = useShippingElements('useDownloadReport');
  return useMutation(reportMutations.download(api, queryClient), queryClient);
}

/**
 * Returns a function that opens the file of a SUCCEEDED run as a response whose body streams the
 * `csv_gzip` bytes, for previews that read the file without holding it whole. Like
 * {@link useDownloadReport}, it fetches a fresh signed URL first when the old one expired or is
 * unavailable, and sends no Authorization header to the file's storage.
 */
export function useOpenReportFile(): (run: ReportRun, options?: { signal?: AbortSignal | undefined }) => Promise<Response> {
  const { api, queryClient } = useShippingElements('useOpenReportFile');
  return React.useCallback(
    async (run, options) => {
      const { run: current, file } = await downloadWithFreshLink(api, run, options?.signal);
      queryClient.setQueryData(reportRunKeys.detail(current.id), current);
      return file;
    },
    [api, queryClient],
  );
}
