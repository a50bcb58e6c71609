import { WORKFLOW_GROUPS, WORKFLOWS } from '../../../../shared/enums';
import type { RequestLogFilters } from '../../../../shared/schemas/request-log';
import { defaultRequestLogRange } from '../../../../shared/validators/ranges';
import type { FilterField } from '../../shared/list/filter-fields';
import { requestLogAdvancedTabs, SUBJECT_FIELD, TRAFFIC_LIGHT_FIELD } from '../../shared/list/request-log-filters';

type Field = FilterField<keyof RequestLogFilters & string>;

/** The filter bar's quick filters (spec: date range, workflow, traffic light, VAT number). */
export const QUICK_FIELDS = [
  { key: 'dateRange', kind: 'dayRange' },
  { key: 'workflow', kind: 'multi', options: WORKFLOWS, groups: WORKFLOW_GROUPS },
  TRAFFIC_LIGHT_FIELD,
  SUBJECT_FIELD,
] as const satisfies readonly Field[];

/** 'Filtri avanzati': the request-log tabs, the request id first among the registry's. */
export const ADVANCED_TABS = {
  ...requestLogAdvancedTabs([{ key: 'requestId', kind: 'number' }]),
  // The checks decided with one version: where a publication's audit record links to.
  versions: [
    { key: 'configurationId', kind: 'text' },
    { key: 'blacklistVersion', kind: 'text' },
  ],
} satisfies Record<string, readonly FilterField[]>;

/** Spec section 5: one month ago to today. */
export function dossierDefaults(today: string): RequestLogFilters {
  return { dateRange: defaultRequestLogRange(today) };
}
