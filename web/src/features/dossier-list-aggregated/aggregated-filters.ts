import {
  ACQUISITION_CHANNELS,
  FILTER_SUBJECT_TYPES,
  GEO_AREAS,
  IN_ROME_VALUES,
  MICRO_SEGMENTS,
  PAYMENT_MODES,
  PRECHECK_RESULT_CODES,
  RESULT_CODES,
  TRAFFIC_LIGHTS,
  WORKFLOW_GROUPS,
  WORKFLOWS,
} from '../../../../shared/enums';
import type { AggregatedFilters } from '../../../../shared/schemas/request-log';
import { defaultAggregatedRange } from '../../../../shared/validators/ranges';
import type { FilterField } from '../../shared/list/filter-fields';

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
  { key: 'trafficLight', kind: 'multi', options: TRAFFIC_LIGHTS },
  { key: 'vatNumber', kind: 'text', format: 'subjectIdentifier' },
] as const satisfies readonly Field[];

/** The other filters the list understands, under the same side tabs as the dossier list. */
export const AGGREGATED_ADVANCED_TABS = {
  registry: [
    { key: 'companyName', kind: 'text' },
    { key: 'surname', kind: 'text' },
    { key: 'name', kind: 'text' },
  ],
  area: [
    { key: 'inRome', kind: 'multi', options: IN_ROME_VALUES },
    { key: 'province', kind: 'codes', upperCase: true },
    { key: 'city', kind: 'codes' },
    { key: 'geoArea', kind: 'multi', options: GEO_AREAS },
  ],
  request: [
    { key: 'microSegment', kind: 'multi', options: MICRO_SEGMENTS },
    { key: 'paymentMode', kind: 'multi', options: PAYMENT_MODES },
  ],
  outcome: [
    { key: 'resultCode', kind: 'multi', options: RESULT_CODES },
    { key: 'resultCodeOnlyPrecheck', kind: 'multi', options: PRECHECK_RESULT_CODES },
  ],
} as const satisfies Record<string, readonly Field[]>;

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
