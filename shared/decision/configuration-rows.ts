import type { ConfigurationMicroSegment, SubjectType } from '../enums';

interface KeyedRow {
  subjectType: SubjectType;
  microSegment: ConfigurationMicroSegment;
}

/**
 * The row of a check table for a segment: the subject type's own row for the micro segment, else its
 * DEFAULT row. Undefined only when the table lacks the DEFAULT row too, which the configuration rules
 * refuse on update; the engine then treats the check as disabled and says so.
 */
export function rowFor<Row extends KeyedRow>(
  table: readonly Row[],
  subjectType: SubjectType,
  microSegment: string,
): Row | undefined {
  return (
    table.find((row) => row.subjectType === subjectType && row.microSegment === microSegment) ??
    table.find((row) => row.subjectType === subjectType && row.microSegment === 'DEFAULT')
  );
}

export function rowLabel(row: KeyedRow): string {
  return `${row.subjectType}/${row.microSegment}`;
}
