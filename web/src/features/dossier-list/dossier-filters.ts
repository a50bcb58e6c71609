import {
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
import type { RequestLogFilters } from '../../../../shared/schemas/request-log';
import { defaultRequestLogRange } from '../../../../shared/validators/ranges';
import type { FilterField } from '../../shared/list/filter-fields';

type Field = FilterField<keyof RequestLogFilters & string>;

/** The filter bar's quick filters (spec: date range, workflow, traffic light, VAT number). */
export const QUICK_FIELDS = [
  { key: 'dateRange', kind: 'dayRange' },
  { key: 'workflow', kind: 'multi', options: WORKFLOWS, groups: WORKFLOW_GROUPS },
  { key: 'trafficLight', kind: 'multi', options: TRAFFIC_LIGHTS },
  { key: 'vatNumber', kind: 'text', format: 'subjectIdentifier' },
] as const satisfies readonly Field[];

/** 'Filtri avanzati', one entry per side tab (spec section 2 'Dossier list'). */
export const ADVANCED_TABS = {
  registry: [
    { key: 'requestId', kind: 'number' },
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

/** Spec section 5: one month ago to today. */
export function dossierDefaults(today: string): RequestLogFilters {
  return { dateRange: defaultRequestLogRange(today) };
}
