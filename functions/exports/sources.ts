import type { ExtractionType } from '../../shared/enums';
import { aggregatedExport, requestLogExport } from '../request-log/export-sources';
import type { ExportSource } from './export-source';

/**
 * The lists exportFileAsync can queue. CUSTOMER, WHITELIST and AGENCY join when their lists are built
 * (one source each); until then a request for them answers 501.
 */
export const EXPORT_SOURCES: Partial<Record<ExtractionType, ExportSource>> = {
  REQUEST_LOG: requestLogExport,
  GROUPED_REQUEST_LOG: aggregatedExport,
};
