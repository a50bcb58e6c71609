import { romeDay, romeMonth } from '../../../shared/italian-time';
import type { AggregatedRow, RequestLogRow } from '../../../shared/request-log/row';
import type { REQUEST_LOG_SLIM_ATTRIBUTES } from '../../../shared/resources';
import {
  aggregatePartition,
  idPartition,
  logPartition,
  REQUEST_LOG_SHARDS,
  rowSortKey,
  shardOfText,
  subjectAggregatesPartition,
  subjectRowsPartition,
} from './keys';

type SlimName = (typeof REQUEST_LOG_SLIM_ATTRIBUTES)[number];
export type SlimAttributes = Partial<Record<SlimName, string | number>>;

const upper = (text: string | null) => (text ? text.toUpperCase() : undefined);

/**
 * What the filters, counts and KPIs read, under short names. Absent values are left out rather than
 * stored as null: a filter on an absent attribute simply does not match, and the index item stays small.
 */
export function slimAttributes(row: RequestLogRow): SlimAttributes {
  const slim: SlimAttributes = {
    mo: romeMonth(row.requestDate),
    mk: row.scope,
    wf: row.workflow,
    tl: row.trafficLight ?? undefined,
    st: row.requestStatus,
    oc: row.outputCode ?? undefined,
    sb: row.subjectTypeC,
    pv: row.provinceCode ?? undefined,
    ct: upper(row.municipalityName),
    ga: row.geoArea,
    pm: row.paymentModeRid ?? undefined,
    ch: row.acquisitionChannel ?? undefined,
    ms: row.microSegmentDesc ?? undefined,
    rm: row.segmento === null ? undefined : row.segmento === 'Roma' ? 'insideRome' : 'outsideRome',
    cm: row.commodity ?? undefined,
    el: row.elapsed,
    cn: upper(row.companyName),
    sn: upper(row.surname),
    nm: upper(row.name),
    sc: row.siebelCustomerId ?? undefined,
    sq: row.siebelRequestCode ?? undefined,
    sr: row.salesRequest ?? undefined,
    sj: subjectIdentifier(row) || undefined,
  };
  for (const key of Object.keys(slim) as SlimName[]) if (slim[key] === undefined) delete slim[key];
  return slim;
}

/** The identifier a subject is known by in the lists: its tax code, else its VAT number. */
export const subjectIdentifier = (row: Pick<RequestLogRow, 'taxCode' | 'vatRegistrationNo'>) =>
  (row.taxCode || row.vatRegistrationNo || '').toUpperCase();

export type StoredRow = ReturnType<typeof requestLogItem>;

/**
 * A request-log row as stored: keys, index keys, slim attributes, the row itself under `row` and its
 * decision snapshot under `snapshot` (off every index: the slim projection does not carry it).
 * `fallbackId` orders a row that has no idRequest (its counter failed) and makes its key unique.
 */
export function requestLogItem({ snapshot, ...row }: RequestLogRow, fallbackId: string) {
  const sk = rowSortKey(row.requestDate, row.idRequest, fallbackId);
  const shard = row.idRequest === null ? shardOfText(fallbackId) : row.idRequest % REQUEST_LOG_SHARDS;
  const pk = logPartition(romeDay(row.requestDate), shard);
  const subject = subjectIdentifier(row);
  return {
    pk,
    sk,
    spk: pk,
    ssk: sk,
    ...(subject ? { gsi1pk: subjectRowsPartition(subject), gsi1sk: sk } : {}),
    ...(row.idRequest === null ? {} : { gsi2pk: idPartition(row.idRequest), gsi2sk: sk }),
    ...slimAttributes(row),
    row,
    // Beside the row, not in it: the lists read `row` alone, the check's detail and the back-test this too.
    ...(snapshot ? { snapshot } : {}),
  };
}

/** Business Decision checks are not dossiers: the aggregated list leaves them out (spec section 3). */
export const isAggregated = (row: RequestLogRow) =>
  !row.workflow.startsWith('BUSINESSDECISION') && row.idRequest !== null && subjectIdentifier(row) !== '';

/** The aggregate a row belongs to: its subject's month. */
export function aggregateKey(row: RequestLogRow) {
  const subject = subjectIdentifier(row);
  return { pk: aggregatePartition(romeMonth(row.requestDate), shardOfText(subject)), sk: subject };
}

/** The aggregated row a check makes when it is the latest of its subject's month. */
export function aggregatedRow(row: RequestLogRow): Omit<AggregatedRow, 'requestCount'> {
  return {
    pivacf16: subjectIdentifier(row),
    annoMeseRichiesta: romeMonth(row.requestDate),
    idRequest: row.idRequest,
    taxCode: row.taxCode,
    vatRegistrationNo: row.vatRegistrationNo,
    workflow: row.workflow,
    trafficLight: row.trafficLight,
    trafficReasonDesc: row.trafficReasonDesc,
    outputCode: row.outputCode,
    requestDate: row.requestDate,
    companyName: row.companyName,
    surname: row.surname,
    name: row.name,
    subjectTypeC: row.subjectTypeC,
    municipalityName: row.municipalityName,
    provinceCode: row.provinceCode,
    commodity: row.commodity,
    paymentModeRid: row.paymentModeRid,
    microSegmentDesc: row.microSegmentDesc,
    segmento: row.segmento,
    scope: row.scope,
    acquisitionChannel: row.acquisitionChannel,
    geoArea: row.geoArea,
  };
}

/**
 * The attributes an aggregate takes from its latest check: index keys ordered by that check's date,
 * the slim attributes and the aggregated row. The set of request ids is added separately, so counting
 * is idempotent (adding an id twice leaves the set unchanged).
 */
export function aggregateLatestAttributes(row: RequestLogRow) {
  const key = aggregateKey(row);
  const order = `${row.requestDate}#${key.sk}`;
  return {
    spk: key.pk,
    ssk: order,
    gsi1pk: subjectAggregatesPartition(key.sk),
    gsi1sk: order,
    ...slimAttributes(row),
    row: aggregatedRow(row),
  };
}

/** A whole aggregate item, for bulk loads that computed the latest check and the ids in memory. */
export function aggregateItem(latest: RequestLogRow, requestIds: readonly number[]) {
  return { ...aggregateKey(latest), ...aggregateLatestAttributes(latest), requestIds: new Set(requestIds) };
}
