import {
  aggregateItem,
  aggregateKey,
  isAggregated,
  requestLogItem,
} from '../../functions/stores/request-log/row-and-aggregate-items';
import { tallyItemsOfRows } from '../../functions/stores/request-log-tallies/rebuild';
import { NO_AF_FIELDS, type RequestLogRow } from '../../shared/request-log/row';

/**
 * A hand-made request log for the list tests: rows whose fields cycle through known values, so every
 * filter has matches and non-matches and the expected answer is a plain Array.filter over `rows`.
 * Dates fall in March 2024, far from the demo data's year.
 */

const PROVINCES = ['RM', 'MI', 'NA', 'TO', 'BA'] as const;
const CITIES = { RM: 'Roma', MI: 'Milano', NA: 'Napoli', TO: 'Torino', BA: 'Bari' } as const;
const AREAS = { RM: 'ROMA', MI: 'NORD', NA: 'CENTRO-SUD-ISOLE', TO: 'NORD', BA: 'CENTRO-SUD-ISOLE' } as const;
const WORKFLOWS = ['EVOPRECHECK', 'FULLCHECK', 'PRECHECK', 'BUSINESSDECISION', 'EVOPRECHECK_NOSIC'] as const;
const CHANNELS = ['WEB', 'CALL_CENTER', 'DOOR_TO_DOOR', 'AGENZIA'] as const;
const SUBJECT_TYPES = ['PF', 'PF', 'REA', 'NOREA'] as const;
const PAYMENT_MODES = ['RID', 'BON', 'BOL_POS'] as const;
const MARKETS = ['L', 'L', 'L', 'T', 'D'] as const;
const RED_CODES = ['EX302', 'EX409', 'EX401'] as const;
const GREEN_CODES = ['EX400', 'EX301'] as const;

const pick = <T>(values: readonly T[], index: number) => values[index % values.length] as T;

/** Seven subjects, so most have several checks a month and the aggregates count more than one. */
export const REQUEST_LOG_FIXTURE_SUBJECTS = [
  'RSSMRA80A01H501U',
  'BNCLCU75B42F205X',
  'VRDGPP60C03F839W',
  '01234567897',
  'NRESRA90D44L219K',
  'GLLPLA85E05A662Z',
  '09876543217',
];

export function fixtureRows(count = 130): RequestLogRow[] {
  return Array.from({ length: count }, (_, index): RequestLogRow => {
    const idRequest = 10_000 + index;
    const province = pick(PROVINCES, index);
    const red = index % 4 === 0;
    const failed = index % 10 === 9;
    const subject = pick(REQUEST_LOG_FIXTURE_SUBJECTS, index);
    const company = subject.length === 11;
    // Two a day through March 2024, at hours that cross the Italian midnight now and then.
    const requestDate = new Date(
      Date.UTC(2024, 2, 1 + Math.floor(index / 5), (index * 7) % 24, index % 60, 0, 0),
    ).toISOString();
    return {
      idRequest,
      taxCode: subject,
      vatRegistrationNo: company ? subject : null,
      requestStatus: failed ? 'ERROR' : 'SUCCESS',
      workflow: pick(WORKFLOWS, index),
      trafficLight: red ? 'R' : 'V',
      trafficReasonDesc: red ? 'Rosso' : 'Verde',
      scoreCardTrafficLight: null,
      scoreCardClass: null,
      sicClass: null,
      requestDate,
      elapsed: 500 + index * 10,
      siebelRequestCode: `SR-${index % 3}`,
      salesRequest: `OPP-${index % 6}`,
      siebelCustomerId: `SC-${index % 5}`,
      companyName: company ? `=Impresa ${index % 2 === 0 ? 'Alfa' : 'Beta'} S.r.l.` : null,
      surname: company ? null : pick(['Rossi', 'Bianchi', 'Verdi'], index),
      name: company ? null : pick(['Mario', 'Lucia', 'Giuseppe'], index),
      subjectTypeC: company ? pick(['REA', 'NOREA'], index) : pick(SUBJECT_TYPES.slice(0, 2), index),
      dugStreetNo: `Via Roma ${index}`,
      municipalityName: CITIES[province],
      provinceCode: province,
      cap: '00100',
      commodity: pick(['ELE', 'GAS', 'DUAL'], index),
      paymentModeRid: pick(PAYMENT_MODES, index),
      typeOfContract: null,
      microSegmentDesc: company ? 'SOC' : 'PER',
      segmento: province === 'RM' ? 'Roma' : 'Fuori Roma',
      scope: pick(MARKETS, index),
      acquisitionChannel: pick(CHANNELS, index),
      acquisitionChannelRaggr: null,
      acquisitionChannelType: null,
      acquisitionAgency: null,
      acquisitionAgencyName: null,
      geoRegion: null,
      geoArea: AREAS[province],
      ...NO_AF_FIELDS,
      outputCode: red ? pick(RED_CODES, index) : pick(GREEN_CODES, index),
      errorDescription: failed ? 'Timeout del servizio esterno' : null,
      tibcoTransactionId: null,
      userId: 'luca.verdi',
      userIdAddebito: null,
    };
  });
}

/**
 * The stored items of the rows, of their aggregates and of their days' tallies, computed as the
 * precheck's writes would (the tallies as of now: a closed day's summary).
 */
export function fixtureItems(rows: readonly RequestLogRow[]) {
  const latest = new Map<string, { row: RequestLogRow; ids: number[] }>();
  for (const row of rows.filter(isAggregated)) {
    const key = JSON.stringify(aggregateKey(row));
    const entry = latest.get(key);
    if (!entry) latest.set(key, { row, ids: [row.idRequest as number] });
    else {
      entry.ids.push(row.idRequest as number);
      if (row.requestDate > entry.row.requestDate) entry.row = row;
    }
  }
  return [
    ...rows.map((row) => requestLogItem(row, `fixture-${row.idRequest}`)),
    ...[...latest.values()].map(({ row, ids }) => aggregateItem(row, ids)),
    ...tallyItemsOfRows(rows, new Date()),
  ];
}
