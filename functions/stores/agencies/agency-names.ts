/** An agency code's name, as the mapping has it now; codes without a mapping are absent. */
export type AgencyNames = ReadonlyMap<string, string>;

/** A row that may name an agency by code (request-log rows). */
export interface WithAgency {
  acquisitionAgency?: unknown;
}

/** The distinct agency codes of some request-log rows: what one BatchGet of names asks for. */
export function agencyCodesOf(rows: readonly WithAgency[]): string[] {
  const codes = rows.map((row) => row.acquisitionAgency).filter((code): code is string => typeof code === 'string');
  return [...new Set(codes.filter((code) => code !== ''))];
}

/**
 * A request-log row with `acquisitionAgencyName` from the mapping: rows keep only their agency code
 * (`acquisitionAgency`) as the truth, the name is the mapping's at read time, so a rename shows on
 * every row at once. A name stored on a row (the synthetic history's) is not read; a code without a
 * mapping, or no code, reads null.
 */
export function withAgencyName<Row extends WithAgency>(
  row: Row,
  names: AgencyNames,
): Row & { acquisitionAgencyName: string | null } {
  const code = row.acquisitionAgency;
  return { ...row, acquisitionAgencyName: typeof code === 'string' ? (names.get(code) ?? null) : null };
}

/** withAgencyName of each row, in order. */
export const withAgencyNames = <Row extends WithAgency>(rows: readonly Row[], names: AgencyNames) =>
  rows.map((row) => withAgencyName(row, names));
