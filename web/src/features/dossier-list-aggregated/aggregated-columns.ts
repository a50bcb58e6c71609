import { AGGREGATED_COLUMNS, type AggregatedColumn } from '../../../../shared/request-log/row';

export const AGGREGATED_LIST_COLUMNS = AGGREGATED_COLUMNS;

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
