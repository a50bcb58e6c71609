import type { ExtractionType } from '../../shared/enums';
import type { Screen } from '../../shared/roles';
import { ROLE_PROFILES } from '../../shared/roles';
import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { forbidden, HttpError } from '../commons/http/http-error';
import { parseRequestPart } from '../commons/http/validation';
import { jobMessageId } from '../stores/export-jobs/job-keys';
import { newJob, shownJob, startJob } from '../stores/export-jobs/jobs';
import { EXPORT_SOURCES } from './export-sources';

/**
 * The screens of the lists not exportable yet, so that a caller who may not see one is told 403
 * before the 501 that says it is not built: the answer to a role never depends on build progress.
 * An entry leaves when its source joins EXPORT_SOURCES.
 */
const PENDING_EXPORT_SCREENS: Partial<Record<ExtractionType, Screen>> = {
  CUSTOMER: 'clientsList',
};

/**
 * POST /api/v1/exportFileAsync: queues the export of a whole list. The caller must see the list's
 * screen; the filters must be the list's own; the job keeps the caller's markets, so the file holds
 * exactly the rows the caller's list shows.
 */
export const handler = defineHandler(API_ROUTES.exportFileAsync, async ({ body, caller, audit }) => {
  const source = EXPORT_SOURCES[body.extractionType];
  const screen = source?.screen ?? PENDING_EXPORT_SCREENS[body.extractionType];
  const screens: readonly Screen[] = ROLE_PROFILES[caller.role].screens;
  if (!screen || !screens.includes(screen)) throw forbidden();
  if (!source) throw new HttpError('NOT_IMPLEMENTED');
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
