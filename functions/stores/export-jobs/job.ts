import type { ExportFailure, ExportType, FileSeparator } from '../../../shared/enums';
import type { Market } from '../../../shared/roles';

/** What the job item stores of its lifecycle; DISCARDED is derived from the age of a READY job. */
export type StoredJobStatus = 'PENDING' | 'WORKING' | 'READY' | 'ERROR';

/** A queued export or enrichment, as stored in the data table (docs/data-model.md 'Export jobs'). */
export interface StoredJob {
  userId: string;
  fileName: string;
  exportType: ExportType;
  /** ISO instant of the request. */
  requestDate: string;
  status: StoredJobStatus;
  fileSeparator: FileSeparator;
  note: string | null;
  /** The list's filters as the user submitted them (already checked against the list's schema). */
  filters: Record<string, unknown>;
  /** The requester's markets when the job was queued: the worker reads with this scope. */
  markets: readonly Market[];
  recordCount: number | null;
  failure: ExportFailure | null;
  /** Worker attempts so far; each claim adds one. */
  attempts: number;
  /** Until when the current attempt may run; past it a WORKING job is not being worked on. */
  leaseUntil: string | null;
  /** Key of the produced zip in the exports bucket. */
  objectKey: string;
  /** Enrichment only: the uploaded CSV in the uploads bucket and its name on the user's disk. */
  inputKey?: string;
  realFilename?: string;
  updatedAt: string;
}

/** The message queued for a job: its owner and name, which are its key. */
export interface JobRef {
  userId: string;
  fileName: string;
}
