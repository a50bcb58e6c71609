import {
  BLACKLIST_LOAD_FAILURE_LABELS,
  type BlacklistLoadFailure,
  EXPORT_FAILURE_LABELS,
  type ExportFailure,
} from '../enums';

/** Each text of `labels` under its code with `prefix` before it, the codes' types kept. */
export type Prefixed<Prefix extends string, Labels> = {
  [Code in keyof Labels & string as `${Prefix}${Code}`]: Labels[Code];
};

export function prefixed<Prefix extends string, Labels extends Record<string, unknown>>(
  prefix: Prefix,
  labels: Labels,
): Prefixed<Prefix, Labels> {
  return Object.fromEntries(Object.entries(labels).map(([code, text]) => [`${prefix}${code}`, text])) as Prefixed<
    Prefix,
    Labels
  >;
}

const JOB = 'JOB_';
const BLACKLIST_LOAD = 'BLACKLIST_LOAD_';

/**
 * Why the system's own act failed (a SYSTEM audit record, docs/audit.md 'The system actor'), by code,
 * with the Italian words the record keeps as its reason. A code is the event's name space and the
 * failure its entity already names (a job's `failure`, a black-list version's `failure`), so a reader in
 * any language finds its own text for it; the words are those the entity's screen shows.
 */
export const SYSTEM_REASONS = {
  ...prefixed(JOB, EXPORT_FAILURE_LABELS),
  ...prefixed(BLACKLIST_LOAD, BLACKLIST_LOAD_FAILURE_LABELS),
  /** A customer feed file refused whole (its header, its rows, its zip): nothing of it loaded. */
  CUSTOMER_FEED_UNREADABLE: 'File dei clienti non leggibile: nessun cliente caricato.',
} as const;
export type SystemReasonCode = keyof typeof SYSTEM_REASONS;
export const SYSTEM_REASON_CODES = Object.keys(SYSTEM_REASONS) as [SystemReasonCode, ...SystemReasonCode[]];

/** The reason a record keeps: its code, and the Italian words API clients and the CSV read. */
export interface SystemReason {
  reasonCode: SystemReasonCode;
  reason: string;
}

export const systemReason = (reasonCode: SystemReasonCode): SystemReason => ({
  reasonCode,
  reason: SYSTEM_REASONS[reasonCode],
});

/** A queued job marked ERROR: JOB_FAILED, JOB_TIMEOUT, JOB_TOO_LARGE, JOB_NOT_QUEUED, JOB_INTERRUPTED. */
export const jobFailureReason = (failure: ExportFailure): SystemReason => systemReason(`${JOB}${failure}`);

/** A black-list load discarded: BLACKLIST_LOAD_NO_VALID_RECORDS, _LOAD_FAILED, _TIMEOUT. */
export const blacklistLoadReason = (failure: BlacklistLoadFailure): SystemReason =>
  systemReason(`${BLACKLIST_LOAD}${failure}`);
