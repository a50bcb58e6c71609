import { AGGREGATED_COLUMNS, type AggregatedColumn } from '../../../../shared/request-log/row';

/** Shown until the user chooses otherwise: the subject and month, how many checks, the latest outcome. */
export const DEFAULT_AGGREGATED_COLUMNS: readonly AggregatedColumn[] = [
  'pivacf16',
  'annoMeseRichiesta',
  'requestCount',
  'companyName',
  'surname',
  'name',
  'subjectTypeC',
  'workflow',
  'trafficLight',
  'outputCode',
  'trafficReasonDesc',
  'requestDate',
  'acquisitionChannel',
  'geoArea',
];

/** The table's order: the default columns first, then the others in the spec's order. */
export const AGGREGATED_LIST_COLUMNS: readonly AggregatedColumn[] = [
  ...DEFAULT_AGGREGATED_COLUMNS,
  ...AGGREGATED_COLUMNS.filter((column) => !DEFAULT_AGGREGATED_COLUMNS.includes(column)),
];
