import type { DecisionSnapshot } from '../decision/snapshot';
import type { BlacklistKind, FilterSubjectType, GEO_AREAS, Workflow } from '../enums';
import type { Market } from '../roles';

/**
 * A request-log row as the lists show it (spec section 3 'Request log row'). Every field the spec
 * names is here; a field a check does not know is null. The web's columns, the CSV exports and the
 * synthetic generator all read the field list below, so a column exists everywhere or nowhere.
 */
export interface RequestLogRow {
  idRequest: number | null;
  taxCode: string | null;
  vatRegistrationNo: string | null;
  requestStatus: 'SUCCESS' | 'ERROR';
  workflow: Workflow;
  trafficLight: 'R' | 'V' | null;
  trafficReasonDesc: string | null;
  scoreCardTrafficLight: string | null;
  scoreCardClass: string | null;
  sicClass: string | null;
  /** ISO date-time in UTC. */
  requestDate: string;
  /** Milliseconds; the lists show seconds. */
  elapsed: number;
  siebelRequestCode: string | null;
  salesRequest: string | null;
  siebelCustomerId: string | null;
  companyName: string | null;
  surname: string | null;
  name: string | null;
  /** PF, or REA / NOREA for a company with or without a companies-register entry. */
  subjectTypeC: FilterSubjectType;
  dugStreetNo: string | null;
  municipalityName: string | null;
  provinceCode: string | null;
  cap: string | null;
  commodity: 'GAS' | 'ELE' | 'DUAL' | null;
  paymentModeRid: 'BOL_POS' | 'BON' | 'RID' | null;
  typeOfContract: string | null;
  /** Micro segment code (CON, ASS, PER, SOC, RES). */
  microSegmentDesc: string | null;
  /** 'Roma' or 'Fuori Roma'. */
  segmento: 'Roma' | 'Fuori Roma' | null;
  /** The market the check belongs to (L, T, D): what the roles' market scope filters on. */
  scope: Market;
  acquisitionChannel: string | null;
  acquisitionChannelRaggr: string | null;
  acquisitionChannelType: string | null;
  acquisitionAgency: string | null;
  acquisitionAgencyName: string | null;
  geoRegion: string | null;
  geoArea: (typeof GEO_AREAS)[number];
  afProfile: string | null;
  afBalance: string | null;
  afEmployees: string | null;
  afConnections: string | null;
  afGroups: string | null;
  afCompanyOperation: string | null;
  afShares: string | null;
  afSpecific: string | null;
  afRelational: string | null;
  outputCode: string | null;
  errorDescription: string | null;
  tibcoTransactionId: string | null;
  userId: string | null;
  userIdAddebito: string | null;
  /** Beyond the spec's list: what the precheck adds so a decision can be explained later. */
  configurationId?: string | null;
  configurationVersion?: number | null;
  /** The id of each black list's version in force at the check (null: the list had none). */
  blacklistVersions?: Record<BlacklistKind, string | null> | null;
  explanation?: unknown;
  /**
   * What the engine decided on (shared/decision/snapshot.ts). Stored beside the row, not in it, so the
   * lists never read or answer it: only the check's detail and the back-test do.
   */
  snapshot?: DecisionSnapshot | null;
}

/**
 * The row's nine `af*` fields (a company's additional information, 'AF' in the columns' labels), in the
 * spec's order. No source fills them yet: a row written today has every one null (NO_AF_FIELDS).
 */
export const AF_FIELDS = [
  'afProfile',
  'afBalance',
  'afEmployees',
  'afConnections',
  'afGroups',
  'afCompanyOperation',
  'afShares',
  'afSpecific',
  'afRelational',
] as const satisfies readonly (keyof RequestLogRow)[];
export type AfField = (typeof AF_FIELDS)[number];

/** The `af*` fields of a row that knows none of them. */
export const NO_AF_FIELDS: Readonly<Record<AfField, null>> = Object.freeze(
  Object.fromEntries(AF_FIELDS.map((field) => [field, null])) as Record<AfField, null>,
);

/** The columns of the dossier list and its CSV, in the spec's order. */
export const REQUEST_LOG_COLUMNS = [
  'idRequest',
  'taxCode',
  'vatRegistrationNo',
  'requestStatus',
  'workflow',
  'trafficLight',
  'trafficReasonDesc',
  'scoreCardTrafficLight',
  'scoreCardClass',
  'sicClass',
  'requestDate',
  'elapsed',
  'siebelRequestCode',
  'salesRequest',
  'siebelCustomerId',
  'companyName',
  'surname',
  'name',
  'subjectTypeC',
  'dugStreetNo',
  'municipalityName',
  'provinceCode',
  'cap',
  'commodity',
  'paymentModeRid',
  'typeOfContract',
  'microSegmentDesc',
  'segmento',
  'scope',
  'acquisitionChannel',
  'acquisitionChannelRaggr',
  'acquisitionChannelType',
  'acquisitionAgency',
  'acquisitionAgencyName',
  'geoRegion',
  'geoArea',
  ...AF_FIELDS,
  'outputCode',
  'errorDescription',
  'tibcoTransactionId',
  'userId',
  'userIdAddebito',
] as const satisfies readonly (keyof RequestLogRow)[];
export type RequestLogColumn = (typeof REQUEST_LOG_COLUMNS)[number];

/**
 * An aggregated row: the latest check of a tax code (or VAT number) in a month, as a subset of the
 * request-log fields, plus the month, the identifier and how many checks the month saw.
 */
export interface AggregatedRow
  extends Pick<
    RequestLogRow,
    | 'idRequest'
    | 'taxCode'
    | 'vatRegistrationNo'
    | 'workflow'
    | 'trafficLight'
    | 'trafficReasonDesc'
    | 'outputCode'
    | 'requestDate'
    | 'companyName'
    | 'surname'
    | 'name'
    | 'subjectTypeC'
    | 'municipalityName'
    | 'provinceCode'
    | 'commodity'
    | 'paymentModeRid'
    | 'microSegmentDesc'
    | 'segmento'
    | 'scope'
    | 'acquisitionChannel'
    | 'geoArea'
  > {
  /** YYYY-MM, in Italian time. */
  annoMeseRichiesta: string;
  /** The tax code, or the VAT number of a subject without one. */
  pivacf16: string;
  requestCount: number;
}

export const AGGREGATED_COLUMNS = [
  'pivacf16',
  'annoMeseRichiesta',
  'requestCount',
  'taxCode',
  'vatRegistrationNo',
  'companyName',
  'surname',
  'name',
  'subjectTypeC',
  'workflow',
  'trafficLight',
  'outputCode',
  'trafficReasonDesc',
  'requestDate',
  'idRequest',
  'microSegmentDesc',
  'commodity',
  'paymentModeRid',
  'acquisitionChannel',
  'provinceCode',
  'municipalityName',
  'segmento',
  'geoArea',
  'scope',
] as const satisfies readonly (keyof AggregatedRow)[];
export type AggregatedColumn = (typeof AGGREGATED_COLUMNS)[number];
