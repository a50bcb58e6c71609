import { EXPORT_JOBS_LIST_LIMIT } from '../../shared/constants';
import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { matchesJobFilters } from '../stores/export-jobs/job-state';
import { jobStore, shownJob } from '../stores/export-jobs/jobs';

/**
 * GET /api/v1/exportFilesList: the caller's jobs (ADMIN: everyone's), newest first, filtered by
 * name, status, type and request day; at most EXPORT_JOBS_LIST_LIMIT of them, `total` counting all.
 */
export const handler = defineHandler(API_ROUTES.exportFilesList, async ({ query, caller }) => {
  const { filters } = query;
  const owner = caller.role === 'ADMIN' ? undefined : caller.username;
  const now = new Date();
  const jobs = (await jobStore().list(owner, filters.dateRange))
    .map((job) => shownJob(job, now))
    .filter((job) => matchesJobFilters(job, filters));
  return { body: { exports: jobs.slice(0, EXPORT_JOBS_LIST_LIMIT), total: jobs.length } };
});
