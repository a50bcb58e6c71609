import { ACQUISITION_CHANNELS, FILTER_SUBJECT_TYPES, WORKFLOW_GROUPS, WORKFLOWS } from '../../../../shared/enums';
import type { AggregatedFilters } from '../../../../shared/schemas/request-log';
import { defaultAggregatedRange } from '../../../../shared/validators/ranges';
import type { FilterField } from '../../shared/list/filter-fields';
import { requestLogAdvancedTabs, SUBJECT_FIELD, TRAFFIC_LIGHT_FIELD } from '../../shared/list/request-log-filters';

type Field = FilterField<keyof AggregatedFilters & string>;

/** The aggregated list excludes Business Decision (spec section 3 'Enumerations'). */
const { 'Business Decision': businessDecision, ...AGGREGATED_WORKFLOW_GROUPS } = WORKFLOW_GROUPS;
const excluded = new Set<string>(businessDecision);
export const AGGREGATED_WORKFLOWS = WORKFLOWS.filter((workflow) => !excluded.has(workflow));

/**
 * Quick filters. The first three are highlighted: they define the dossiers of the business KPIs
 * (spec section 2 'Aggregated dossier list').
 */
export const AGGREGATED_QUICK_FIELDS = [
  { key: 'dateRange', kind: 'monthRange', highlight: true },
  { key: 'acquisitionChannel', kind: 'multi', options: ACQUISITION_CHANNELS, highlight: true },
  { key: 'subjectType', kind: 'multi', options: FILTER_SUBJECT_TYPES, highlight: true },
  { key: 'workflow', kind: 'multi', options: AGGREGATED_WORKFLOWS, groups: AGGREGATED_WORKFLOW_GROUPS },
  TRAFFIC_LIGHT_FIELD,
  SUBJECT_FIELD,
] as const satisfies readonly Field[];

/** The other filters the list understands, under the same side tabs as the dossier list. */
export const AGGREGATED_ADVANCED_TABS = requestLogAdvancedTabs();

/** Spec section 5: the previous month to the current month. */
export function aggregatedDefaults(today: string): AggregatedFilters {
  return { dateRange: defaultAggregatedRange(today) };
}

/** The business KPI request: the three green filters as applied. */
export function businessKpiRequest(filters: AggregatedFilters, defaults: AggregatedFilters) {
  const dateRange = filters.dateRange ?? defaults.dateRange;
  return {
    dateRange: { startDate: dateRange?.startDate ?? '', endDate: dateRange?.endDate ?? '' },
    acquisitionChannel: [...(filters.acquisitionChannel ?? [])],
    subjectType: [...(filters.subjectType ?? [])],
  };
}
