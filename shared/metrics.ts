/**
 * The application's own CloudWatch metrics, declared once: the functions emit them (Powertools Metrics,
 * CloudWatch embedded metric format) and the CDK alarms and dashboard read them by these names.
 * Plain data: no CDK or SDK import.
 */

export const METRICS_NAMESPACE = 'Semaforo';

/** Powertools' `service` dimension, on every metric (POWERTOOLS_SERVICE_NAME of every function). */
export const SERVICE_NAME = 'semaforo';
export const SERVICE_DIMENSION = 'service';

export const METRIC_NAMES = {
  /** A credit check decided and recorded: by `trafficLight`, and by `resultCode`. */
  checks: 'Checks',
  /** A check decided by the subject's white-list entry. */
  whiteListHits: 'WhiteListHits',
  /** A check that could not be recorded: the officer was told 'Verifica non registrata'. */
  technicalErrors: 'TechnicalErrors',
  /** An API call answered 5xx by its handler (a fault inside, not a refusal). */
  serverErrors: 'ServerErrors',
  /** A black-list load recorded on its version: by `kind` and `outcome` (READY or the failure). */
  blacklistLoads: 'BlacklistLoads',
  /** The members a READY load holds, and the rows it discarded: by `kind`. */
  blacklistLoadedRecords: 'BlacklistLoadedRecords',
  blacklistDiscardedRecords: 'BlacklistDiscardedRecords',
  /** A customer feed whose every part is loaded. */
  customerFeedLoads: 'CustomerFeedLoads',
  /** Customers written and feed rows refused, per part. */
  customerFeedRows: 'CustomerFeedRows',
  customerFeedRefusedRows: 'CustomerFeedRefusedRows',
  /** A feed file that cannot be loaded at all (not a zip of one CSV, a wrong header, no rows). */
  customerFeedFailures: 'CustomerFeedFailures',
  /** The scheduled check's finding: 1 when no feed has been loaded today (Italian day) by the stated hour, else 0. */
  customerFeedMissing: 'CustomerFeedMissing',
  /** Jobs of the job rail (exports, enrichment, back-tests…): by `jobType`. */
  jobsCompleted: 'JobsCompleted',
  jobRecords: 'JobRecords',
  /** A job that ended in ERROR by a fault or a timeout: what operations must look at. */
  jobsFailed: 'JobsFailed',
  /** A job refused because its file would be too large: the user narrows the filters, nothing is broken. */
  jobsTooLarge: 'JobsTooLarge',
} as const;
export type MetricName = (typeof METRIC_NAMES)[keyof typeof METRIC_NAMES];

export const METRIC_DIMENSIONS = {
  trafficLight: 'trafficLight',
  resultCode: 'resultCode',
  kind: 'kind',
  outcome: 'outcome',
  jobType: 'jobType',
} as const;
export type MetricDimension = (typeof METRIC_DIMENSIONS)[keyof typeof METRIC_DIMENSIONS];
