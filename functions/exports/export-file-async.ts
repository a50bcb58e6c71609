import type { Screen } from '../../shared/roles';
import { ROLE_PROFILES } from '../../shared/roles';
import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { forbidden } from '../commons/http/http-error';
import { parseRequestPart } from '../commons/http/validation';
import { jobMessageId } from '../stores/export-jobs/job-keys';
import { newJob, shownJob, startJob } from '../stores/export-jobs/jobs';
import { EXPORT_SOURCES } from './export-sources';

/**
 * POST /api/v1/exportFileAsync: queues the export of a whole list. The caller must see the list's
 * screen; the filters must be the list's own; the job keeps the caller's markets, so the file holds
 * exactly the rows the caller's list shows.
 */
export const handler = defineHandler(API_ROUTES.exportFileAsync, async ({ body, caller, audit }) => {
  const source = EXPORT_SOURCES[body.extractionType];
  const screens: readonly Screen[] = ROLE_PROFILES[caller.role].screens;
  const allowed = source.roles ? source.roles.includes(caller.role) : source.screen && screens.includes(source.screen);
  if (!allowed) throw forbidden();
  const filters = parseRequestPart(source.filters, body.filters, 'filters') as Record<string, unknown>;
  const job = newJob({
    userId: caller.username,
    fileName: body.filename,
    exportType: body.extractionType,
    fileSeparator: body.fileSeparator,
    note: body.note?.trim() || null,
    filters,
    markets: caller.markets,
  });
  const started = await startJob('exports', job);
  audit.record({ entityId: jobMessageId(started), after: started });
  return { body: shownJob(started) };
});
