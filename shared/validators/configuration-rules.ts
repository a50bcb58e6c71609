import { PAYMENT_SCORE, PERCENT_THRESHOLD, VALIDITY_DAYS } from '../constants';
import type { SubjectType } from '../enums';
import { CONFIGURATION_MESSAGES, REQUIRED_MESSAGE } from './messages';

/**
 * The configuration-row rules of spec section 5 'Configuration rows'. They take drafts, what an edit
 * buffer holds (numbers may still be text, selects empty), so the form and the server share them; a
 * `ConfigurationFile` is a valid draft.
 */

export type DraftValue = string | number | null | undefined;

export interface RowKeyDraft {
  subjectType?: string | null;
  microSegment?: string | null;
}
export interface WhiteListCheckDraft extends RowKeyDraft {
  enabled?: boolean;
}
export interface PaymentTrendCheckDraft extends RowKeyDraft {
  delayThreshold?: DraftValue;
  amountThreshold?: DraftValue;
  amountExpiredThreshold?: DraftValue;
  enabled?: boolean;
}
export interface PaymentScoreCheckDraft extends RowKeyDraft {
  paymentScoreThreshold?: DraftValue;
  graceThreshold?: DraftValue;
  enabled?: boolean;
}
export interface ConfigurationFileDraft {
  whiteListChecks: readonly WhiteListCheckDraft[];
  paymentTrendChecks: readonly PaymentTrendCheckDraft[];
  paymentScoreChecks: readonly PaymentScoreCheckDraft[];
  whitelistReasonParams: readonly (string | null | undefined)[];
  whitelistValidityDaysParam: DraftValue;
}

export type CheckTable = 'whiteListChecks' | 'paymentTrendChecks' | 'paymentScoreChecks';
export const CHECK_TABLES: readonly CheckTable[] = ['whiteListChecks', 'paymentTrendChecks', 'paymentScoreChecks'];

/** Where a message belongs: a table, a row of it, or a field of a row (zod-like path). */
export interface ConfigurationIssue {
  path: (string | number)[];
  message: string;
}

/** Undefined when empty, NaN when not a number; a decimal comma is read as the Italian users type it. */
export function numberOf(value: DraftValue): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
}

function inRange(value: number, range: { min: number; max: number }): boolean {
  return value >= range.min && value <= range.max;
}

const percentError = (value: DraftValue): string | undefined => {
  const number = numberOf(value);
  if (number === undefined) return REQUIRED_MESSAGE;
  return inRange(number, PERCENT_THRESHOLD) ? undefined : CONFIGURATION_MESSAGES.percentRange;
};

/** The largest amount threshold: a billion euro is beyond any supply's credit. */
export const MAX_AMOUNT = 1_000_000_000;

/** Whole cents, at least one: the tolerance absorbs binary fractions (0.1 + 0.2), not a third decimal. */
const hasCentsAtMost = (amount: number) =>
  Math.round(amount * 100) >= 1 && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

const amountError = (value: DraftValue): string | undefined => {
  const number = numberOf(value);
  if (number === undefined) return REQUIRED_MESSAGE;
  if (!(number > 0)) return CONFIGURATION_MESSAGES.positiveAmount;
  if (number > MAX_AMOUNT) return CONFIGURATION_MESSAGES.amountTooLarge;
  // Also refuses magnitudes too small for a store to keep (5e-324 is > 0).
  return hasCentsAtMost(number) ? undefined : CONFIGURATION_MESSAGES.amountCents;
};

const paymentScoreError = (value: DraftValue): string | undefined => {
  const number = numberOf(value);
  if (number === undefined) return REQUIRED_MESSAGE;
  return Number.isInteger(number) && inRange(number, PAYMENT_SCORE)
    ? undefined
    : CONFIGURATION_MESSAGES.paymentScoreRange;
};

type RowErrors<Row> = Partial<Record<keyof Row & string, string>>;

function collect<Row>(checks: [keyof Row & string, string | undefined][]): RowErrors<Row> {
  const errors: RowErrors<Row> = {};
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}

const keyChecks = (row: RowKeyDraft): ['subjectType' | 'microSegment', string | undefined][] => [
  ['subjectType', row.subjectType ? undefined : REQUIRED_MESSAGE],
  ['microSegment', row.microSegment ? undefined : REQUIRED_MESSAGE],
];

export function validateWhiteListCheckRow(row: WhiteListCheckDraft): RowErrors<WhiteListCheckDraft> {
  return collect<WhiteListCheckDraft>(keyChecks(row));
}

export function validatePaymentTrendCheckRow(row: PaymentTrendCheckDraft): RowErrors<PaymentTrendCheckDraft> {
  return collect<PaymentTrendCheckDraft>([
    ...keyChecks(row),
    ['delayThreshold', percentError(row.delayThreshold)],
    ['amountThreshold', amountError(row.amountThreshold)],
    ['amountExpiredThreshold', amountError(row.amountExpiredThreshold)],
  ]);
}

export function validatePaymentScoreCheckRow(row: PaymentScoreCheckDraft): RowErrors<PaymentScoreCheckDraft> {
  return collect<PaymentScoreCheckDraft>([
    ...keyChecks(row),
    ['paymentScoreThreshold', paymentScoreError(row.paymentScoreThreshold)],
    ['graceThreshold', percentError(row.graceThreshold)],
  ]);
}

export function validateReason(reason: string | null | undefined): string | undefined {
  return reason?.trim() ? undefined : REQUIRED_MESSAGE;
}

/** Whole days: a fraction or text is 'not a number' for a count of days. */
export function validateValidityDays(value: DraftValue): string | undefined {
  const days = numberOf(value);
  if (days === undefined || !Number.isInteger(days)) return CONFIGURATION_MESSAGES.notANumber;
  return inRange(days, VALIDITY_DAYS) ? undefined : CONFIGURATION_MESSAGES.validityDaysRange;
}

const REQUIRED_DEFAULTS: readonly SubjectType[] = ['PG', 'PF'];
const rowKey = (row: RowKeyDraft): string => `${row.subjectType ?? ''}/${row.microSegment ?? ''}`;
const reasonKey = (reason: string): string => reason.trim().toLocaleLowerCase('it');

function hasDuplicates(keys: string[]): boolean {
  return new Set(keys).size !== keys.length;
}

/**
 * The checks run before an update is accepted: the PG/DEFAULT and PF/DEFAULT rows in each table (the
 * decision engine falls back to them), no repeated subjectType + microSegment in a table, no repeated
 * reason (compared trimmed and case-insensitively: 'Altro' and 'altro ' are one reason), and at least one.
 */
export function validateConfigurationTables(file: ConfigurationFileDraft): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  for (const table of CHECK_TABLES) {
    const keys = file[table].map(rowKey);
    if (REQUIRED_DEFAULTS.some((subjectType) => !keys.includes(`${subjectType}/DEFAULT`)))
      issues.push({ path: [table], message: CONFIGURATION_MESSAGES.missingDefaults });
    if (hasDuplicates(keys)) issues.push({ path: [table], message: CONFIGURATION_MESSAGES.duplicates });
  }
  const reasons = file.whitelistReasonParams.filter((reason): reason is string => Boolean(reason?.trim()));
  if (reasons.length === 0) issues.push({ path: ['whitelistReasonParams'], message: CONFIGURATION_MESSAGES.noReason });
  if (hasDuplicates(reasons.map(reasonKey)))
    issues.push({ path: ['whitelistReasonParams'], message: CONFIGURATION_MESSAGES.duplicates });
  return issues;
}

function rowIssues<Row>(
  table: CheckTable,
  rows: readonly Row[],
  validate: (row: Row) => Partial<Record<string, string>>,
): ConfigurationIssue[] {
  return rows.flatMap((row, index) =>
    Object.entries(validate(row)).flatMap(([field, message]) =>
      message ? [{ path: [table, index, field], message }] : [],
    ),
  );
}

/** Every row and field rule, then the table rules: empty when the file may be saved. */
export function validateConfigurationFile(file: ConfigurationFileDraft): ConfigurationIssue[] {
  const reasonIssues = file.whitelistReasonParams.flatMap((reason, index) => {
    const message = validateReason(reason);
    return message ? [{ path: ['whitelistReasonParams', index], message }] : [];
  });
  const daysMessage = validateValidityDays(file.whitelistValidityDaysParam);
  return [
    ...rowIssues('whiteListChecks', file.whiteListChecks, validateWhiteListCheckRow),
    ...rowIssues('paymentTrendChecks', file.paymentTrendChecks, validatePaymentTrendCheckRow),
    ...rowIssues('paymentScoreChecks', file.paymentScoreChecks, validatePaymentScoreCheckRow),
    ...reasonIssues,
    ...(daysMessage ? [{ path: ['whitelistValidityDaysParam'], message: daysMessage }] : []),
    ...validateConfigurationTables(file),
  ];
}
