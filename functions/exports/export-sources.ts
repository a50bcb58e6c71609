import type { ExtractionType } from '../../shared/enums';
import type { ExportSource } from './export-source';
import { agencyExport } from './sources/agencies';
import { auditExport } from './sources/audit';
import { backtestExport } from './sources/backtest';
import { customerExport } from './sources/customers';
import { aggregatedExport } from './sources/grouped-request-log';
import { repeatedChecksExport } from './sources/repeated-checks';
import { requestLogExport } from './sources/request-log';
import { whitelistExport } from './sources/whitelist';

/** The lists exportFileAsync can queue, one source per list in sources/ (each reads its list's store). */
export const EXPORT_SOURCES: Record<ExtractionType, ExportSource> = {
  CUSTOMER: customerExport,
  REQUEST_LOG: requestLogExport,
  GROUPED_REQUEST_LOG: aggregatedExport,
  WHITELIST: whitelistExport,
  AGENCY: agencyExport,
  BACKTEST: backtestExport,
  AUDIT: auditExport,
  REPEATED_CHECKS: repeatedChecksExport,
};
