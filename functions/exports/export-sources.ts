import type { ExtractionType } from '../../shared/enums';
import type { ExportSource } from './export-source';
import { agencyExport } from './sources/agencies';
import { aggregatedExport } from './sources/grouped-request-log';
import { requestLogExport } from './sources/request-log';
import { whitelistExport } from './sources/whitelist';

/**
 * The lists exportFileAsync can queue, one source per list in sources/ (each reads its list's store).
 * CUSTOMER joins when its list is built (one file and one line); until then a request for it answers 501.
 */
export const EXPORT_SOURCES: Partial<Record<ExtractionType, ExportSource>> = {
  REQUEST_LOG: requestLogExport,
  GROUPED_REQUEST_LOG: aggregatedExport,
  WHITELIST: whitelistExport,
  AGENCY: agencyExport,
};
