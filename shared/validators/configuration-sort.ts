import type { ConfigurationFile } from '../schemas/configuration';

/**
 * The edit buffer's sort (spec section 4 'Configuration editing'): check rows by subjectType, then
 * microSegment, both as plain codes in alphabetical order; reasons alphabetically as Italians read them.
 */

interface RowKey {
  subjectType: string;
  microSegment: string;
}

const byCode = (left: string, right: string): number => (left < right ? -1 : left > right ? 1 : 0);

export function sortCheckRows<Row extends RowKey>(rows: readonly Row[]): Row[] {
  return [...rows].sort(
    (left, right) => byCode(left.subjectType, right.subjectType) || byCode(left.microSegment, right.microSegment),
  );
}

export function sortReasons(reasons: readonly string[]): string[] {
  return [...reasons].sort((left, right) => left.localeCompare(right, 'it', { sensitivity: 'base' }));
}

/** A sorted copy; the file given is left as it was. */
export function sortConfigurationFile(file: ConfigurationFile): ConfigurationFile {
  return {
    ...file,
    whiteListChecks: sortCheckRows(file.whiteListChecks),
    paymentTrendChecks: sortCheckRows(file.paymentTrendChecks),
    paymentScoreChecks: sortCheckRows(file.paymentScoreChecks),
    whitelistReasonParams: sortReasons(file.whitelistReasonParams),
  };
}
