import type { AgencyFilters } from '../../../shared/schemas/agency';
import { searchText } from '../../../shared/search-text';
import type { Condition } from '../../commons/dynamo/filter-expression';
import type { ListQuery } from '../../commons/dynamo/query-plan';
import { AGENCIES_PARTITION, AGENCY_INDEX } from './keys';

/** The agency attributes a list condition may name. */
export type AgencyCondition = Condition<'searchText'>;

/**
 * The plan of the mapping's list: its one index partition, newest first, and, when a text is typed,
 * the agencies whose folded code and name contain it folded the same way ('rossi energia' finds
 * 'ROSSI ENERGIA S.R.L.', 'citta' finds 'Città'). A blank text filters nothing.
 */
export function agencyQuery(filters: AgencyFilters): ListQuery<'searchText'> {
  const text = searchText(filters.searchText ?? '');
  const conditions: AgencyCondition[] = text ? [{ kind: 'contains', attribute: 'searchText', text }] : [];
  return { source: { index: AGENCY_INDEX, groups: [[AGENCIES_PARTITION]] }, conditions };
}
