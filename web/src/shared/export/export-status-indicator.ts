import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { ExportStatus } from '../../../../shared/enums';

/**
 * How an export job's status looks wherever a job is listed (the extractions, the dashboard's jobs):
 * the worker's progress reads as progress, a discarded file as stopped.
 */
export const EXPORT_STATUS_INDICATOR: Readonly<Record<ExportStatus, StatusIndicatorProps.Type>> = {
  READY: 'success',
  WORKING: 'in-progress',
  PENDING: 'pending',
  ERROR: 'error',
  DISCARDED: 'stopped',
};
