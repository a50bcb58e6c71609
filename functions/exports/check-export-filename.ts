import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { jobStore } from '../stores/export-jobs/jobs';

/** GET /api/v1/checkExportFilename/{filename}: true when the caller already has a job of that name. */
export const handler = defineHandler(API_ROUTES.checkExportFilename, async ({ params, caller }) => ({
  body: await jobStore().exists({ userId: caller.username, fileName: params.filename }),
}));
