import { useState } from 'react';
import useSWR from 'swr';
import type { ExportFilesFilters } from '../../../../shared/schemas/exports';
import { type ApiError, api, type CallOutput } from '../../shared/api';
import { autoRefreshInterval } from './auto-refresh';

type JobList = CallOutput<'exportFilesList'>;

/**
 * The job list for the applied filters, as they travel (only fields with a value). The key carries the search count, so 'ESEGUI RICERCA' with the
 * same filters asks again. The list polls by itself while any job is on its way: every answer sets the
 * interval. (SWR's function form alone is not enough: it is read when the timer is armed and after each
 * poll, so a first answer without pending jobs, or a refresh that brings one, would never start polling.)
 */
export function useExportJobs(filters: ExportFilesFilters, searchKey: string) {
  const query = JSON.stringify(filters);
  const [pollEvery, setPollEvery] = useState(0);
  const jobs = useSWR<JobList, ApiError>(
    ['exportFilesList', query, searchKey],
    () => api.call('exportFilesList', { query: { filters: query } }),
    {
      refreshInterval: pollEvery,
      onSuccess: (answer) => setPollEvery(autoRefreshInterval(answer)),
      // A background poll that fails is retried at the next tick; the alert of the client is enough.
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );
  return { ...jobs, polling: pollEvery > 0 };
}
