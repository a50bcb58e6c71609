import type { IndexSpec } from '../../commons/dynamo/query-plan';

/**
 * The agency mapping in the data table (docs/data-model.md 'Agency mapping'): one item per code, so a
 * create is one conditional Put (a code that exists: 409) and a rename one conditional Update; the
 * request log reads names by code (a BatchGet of a page's codes) at read time, so a rename shows at
 * once without rewriting a row.
 */
export const agencyKey = (code: string) => ({ pk: `AGENCY#${code}`, sk: 'AGENCY' });

/** The mapping screen's list: every agency in one `gsi1` partition, newest first. */
export const AGENCY_INDEX = { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' } as const satisfies IndexSpec;
export const AGENCIES_PARTITION = 'AGENCIES';

/** An agency's index keys: when it was created, then its code (unique). */
export const agencyIndexKeys = (agency: { code: string; createdAt: string }) => ({
  gsi1pk: AGENCIES_PARTITION,
  gsi1sk: `${agency.createdAt}#${agency.code}`,
});
