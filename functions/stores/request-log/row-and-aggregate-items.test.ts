import { describe, expect, it } from 'vitest';
import { NO_AF_FIELDS, type RequestLogRow } from '../../../shared/request-log/row';
import { REQUEST_LOG_SLIM_ATTRIBUTES } from '../../../shared/resources';
import { shardOfText } from './keys';
import {
  aggregatedRow,
  aggregateItem,
  aggregateKey,
  aggregateLatestAttributes,
  isAggregated,
  requestLogItem,
  slimAttributes,
  subjectIdentifier,
} from './row-and-aggregate-items';

const TAX_CODE = 'RSSMRA80A01H501U';
const VAT = '01234567897';

/** A complete row of a green precheck in Rome on a winter afternoon; each case changes what it tests. */
function row(overrides: Partial<RequestLogRow> = {}): RequestLogRow {
  return {
    idRequest: 10_001,
    taxCode: TAX_CODE,
    vatRegistrationNo: null,
    requestStatus: 'SUCCESS',
    workflow: 'EVOPRECHECK',
    trafficLight: 'V',
    trafficReasonDesc: 'Prospect positivo',
    scoreCardTrafficLight: null,
    scoreCardClass: null,
    sicClass: null,
    requestDate: '2026-03-02T15:00:00.000Z',
    elapsed: 1234,
    siebelRequestCode: 'SR-1',
    salesRequest: 'OPP-1',
    siebelCustomerId: 'SC-1',
    companyName: null,
    surname: 'Rossi',
    name: 'Mario',
    subjectTypeC: 'PF',
    dugStreetNo: 'Via Roma 1',
    municipalityName: 'Roma',
    provinceCode: 'RM',
    cap: '00100',
    commodity: 'ELE',
    paymentModeRid: 'RID',
    typeOfContract: 'POD DOM',
    microSegmentDesc: 'PER',
    segmento: 'Roma',
    scope: 'L',
    acquisitionChannel: 'WEB',
    acquisitionChannelRaggr: null,
    acquisitionChannelType: null,
    acquisitionAgency: null,
    acquisitionAgencyName: null,
    geoRegion: 'Lazio',
    geoArea: 'ROMA',
    ...NO_AF_FIELDS,
    outputCode: 'EX400',
    errorDescription: null,
    tibcoTransactionId: null,
    userId: 'mario.rossi',
    userIdAddebito: null,
    ...overrides,
  };
}

describe('slimAttributes: what filters, counts and KPIs read, under short names', () => {
  it('a complete row gives every short name', () => {
    expect(slimAttributes(row({ companyName: 'Alfa S.r.l.' }))).toEqual({
      mo: '2026-03',
      mk: 'L',
      wf: 'EVOPRECHECK',
      tl: 'V',
      st: 'SUCCESS',
      oc: 'EX400',
      sb: 'PF',
      pv: 'RM',
      ct: 'ROMA',
      ga: 'ROMA',
      pm: 'RID',
      ch: 'WEB',
      ms: 'PER',
      rm: 'insideRome',
      cm: 'ELE',
      el: 1234,
      cn: 'ALFA S.R.L.',
      sn: 'ROSSI',
      nm: 'MARIO',
      sc: 'SC-1',
      sq: 'SR-1',
      sr: 'OPP-1',
      sj: TAX_CODE,
    });
  });

  it.each([
    ['trafficLight', { trafficLight: null }, 'tl'],
    ['outputCode', { outputCode: null }, 'oc'],
    ['provinceCode', { provinceCode: null }, 'pv'],
    ['municipalityName', { municipalityName: null }, 'ct'],
    ['an empty municipalityName', { municipalityName: '' }, 'ct'],
    ['paymentModeRid', { paymentModeRid: null }, 'pm'],
    ['acquisitionChannel', { acquisitionChannel: null }, 'ch'],
    ['microSegmentDesc', { microSegmentDesc: null }, 'ms'],
    ['segmento', { segmento: null }, 'rm'],
    ['commodity', { commodity: null }, 'cm'],
    ['companyName', { companyName: null }, 'cn'],
    ['surname', { surname: null }, 'sn'],
    ['name', { name: null }, 'nm'],
    ['siebelCustomerId', { siebelCustomerId: null }, 'sc'],
    ['siebelRequestCode', { siebelRequestCode: null }, 'sq'],
    ['salesRequest', { salesRequest: null }, 'sr'],
    ['both tax code and VAT number', { taxCode: null, vatRegistrationNo: null }, 'sj'],
  ] as const)('an absent %s leaves %s out rather than storing null', (_, overrides, slimName) => {
    const slim = slimAttributes(row(overrides));
    expect(slim).not.toHaveProperty(slimName);
    expect(Object.values(slim)).not.toContain(undefined);
    expect(Object.values(slim)).not.toContain(null);
  });

  it.each([
    ['municipalityName', { municipalityName: 'Reggio nell’Emilia' }, 'ct', 'REGGIO NELL’EMILIA'],
    ['companyName', { companyName: 'Società Caffè s.p.a.' }, 'cn', 'SOCIETÀ CAFFÈ S.P.A.'],
    ['surname', { surname: 'De Luca' }, 'sn', 'DE LUCA'],
    ['name', { name: 'Niccolò' }, 'nm', 'NICCOLÒ'],
    ['a lower-case tax code', { taxCode: 'rssmra80a01h501u' }, 'sj', TAX_CODE],
  ] as const)('%s is upper-cased for case-blind search', (_, overrides, slimName, value) => {
    expect(slimAttributes(row(overrides))[slimName]).toBe(value);
  });

  it.each([
    ['Roma', 'insideRome'],
    ['Fuori Roma', 'outsideRome'],
  ] as const)('segmento %s is rm %s, the inRome filter value', (segmento, rm) => {
    expect(slimAttributes(row({ segmento })).rm).toBe(rm);
  });

  it.each([
    ['2026-03-15T10:00:00.000Z', '2026-03'],
    ['2026-02-28T23:30:00.000Z', '2026-03'],
    ['2026-03-31T21:59:59.999Z', '2026-03'],
    ['2026-03-31T22:00:00.000Z', '2026-04'],
    ['2025-12-31T23:00:00.000Z', '2026-01'],
  ])('requested at %s: mo is %s, the month in Italian time', (requestDate, month) => {
    expect(slimAttributes(row({ requestDate })).mo).toBe(month);
  });

  it.each([
    ['tax code only', { taxCode: TAX_CODE, vatRegistrationNo: null }, TAX_CODE],
    ['tax code and VAT number: the tax code', { taxCode: VAT, vatRegistrationNo: '09876543217' }, VAT],
    ['VAT number only', { taxCode: null, vatRegistrationNo: VAT }, VAT],
  ])('sj with %s', (_, overrides, subject) => {
    expect(slimAttributes(row(overrides)).sj).toBe(subject);
    expect(subjectIdentifier(row(overrides))).toBe(subject);
  });

  it('keeps an elapsed of 0 ms: zero is a value, not an absence', () => {
    expect(slimAttributes(row({ elapsed: 0 })).el).toBe(0);
  });

  it('uses only the names the indexes project', () => {
    const slim = slimAttributes(row({ companyName: 'Alfa' }));
    for (const name of Object.keys(slim)) expect(REQUEST_LOG_SLIM_ATTRIBUTES).toContain(name);
  });
});

describe('requestLogItem: keys and index keys of a stored row', () => {
  it.each([
    // id 10_001 is on shard 10_001 % 4 = 1.
    ['a winter afternoon', '2026-03-02T15:00:00.000Z', 10_001, 'LOG#2026-03-02#1'],
    ['winter, after the Italian midnight', '2026-03-01T23:30:00.000Z', 10_001, 'LOG#2026-03-02#1'],
    ['winter, before the Italian midnight', '2026-03-01T22:59:59.999Z', 10_002, 'LOG#2026-03-01#2'],
    ['summer, after the Italian midnight', '2026-07-01T22:30:00.000Z', 10_003, 'LOG#2026-07-02#3'],
    ['summer, before the Italian midnight', '2026-07-01T21:30:00.000Z', 10_004, 'LOG#2026-07-01#0'],
    ['new year in Italy', '2025-12-31T23:15:00.000Z', 8, 'LOG#2026-01-01#0'],
  ])('%s: pk is LOG#<Rome day>#<id mod 4>', (_, requestDate, idRequest, pk) => {
    const item = requestLogItem(row({ requestDate, idRequest }), 'lambda-1');
    expect(item.pk).toBe(pk);
    expect(item.sk).toBe(`${requestDate}#${String(idRequest).padStart(12, '0')}`);
  });

  it('the slim index keys are the table keys, the subject and id indexes share the sort key', () => {
    const stored = row();
    const item = requestLogItem(stored, 'lambda-1');
    expect(item).toMatchObject({
      pk: 'LOG#2026-03-02#1',
      sk: '2026-03-02T15:00:00.000Z#000000010001',
      spk: 'LOG#2026-03-02#1',
      ssk: '2026-03-02T15:00:00.000Z#000000010001',
      gsi1pk: `SUBJECT#${TAX_CODE}`,
      gsi1sk: '2026-03-02T15:00:00.000Z#000000010001',
      gsi2pk: 'ID#10001',
      gsi2sk: '2026-03-02T15:00:00.000Z#000000010001',
      ...slimAttributes(stored),
    });
    expect(item.row).toEqual(stored);
    expect(item).not.toHaveProperty('snapshot');
  });

  it('keeps the decision snapshot beside the row, never in it (the lists read the row alone)', () => {
    const snapshot = { schemaVersion: 1 } as unknown as NonNullable<RequestLogRow['snapshot']>;
    const item = requestLogItem({ ...row(), snapshot }, 'lambda-1');
    expect(item.snapshot).toBe(snapshot);
    expect(item.row).not.toHaveProperty('snapshot');
    expect(Object.keys(slimAttributes(item.row))).not.toContain('snapshot');
  });

  it.each([
    ['tax code', { taxCode: 'rssmra80a01h501u', vatRegistrationNo: VAT }, `SUBJECT#${TAX_CODE}`],
    ['VAT number when there is no tax code', { taxCode: null, vatRegistrationNo: VAT }, `SUBJECT#${VAT}`],
    ['nothing when there is neither', { taxCode: null, vatRegistrationNo: null }, undefined],
  ])('gsi1 is by %s', (_, overrides, gsi1pk) => {
    const item = requestLogItem(row(overrides), 'lambda-1');
    expect(item.gsi1pk).toBe(gsi1pk);
    expect(item.gsi1sk).toBe(gsi1pk === undefined ? undefined : item.sk);
  });

  it('a row without idRequest: shard and sort key from the fallback id, and no byId entry', () => {
    const item = requestLogItem(row({ idRequest: null }), 'a1b2-c3d4');
    expect(item.pk).toBe(`LOG#2026-03-02#${shardOfText('a1b2-c3d4')}`);
    expect(item.sk).toBe('2026-03-02T15:00:00.000Z#ERR-a1b2-c3d4');
    expect(item).not.toHaveProperty('gsi2pk');
    expect(item).not.toHaveProperty('gsi2sk');
    expect(item.gsi1pk).toBe(`SUBJECT#${TAX_CODE}`);
  });

  it('spreads consecutive ids over every shard of their day', () => {
    const pks = [10_000, 10_001, 10_002, 10_003].map((idRequest) => requestLogItem(row({ idRequest }), 'x').pk);
    expect(pks).toEqual(['LOG#2026-03-02#0', 'LOG#2026-03-02#1', 'LOG#2026-03-02#2', 'LOG#2026-03-02#3']);
  });
});

describe('isAggregated: which checks make the aggregated list', () => {
  it.each([
    ['an EVOPRECHECK with id and tax code', {}, true],
    ['a FULLCHECK', { workflow: 'FULLCHECK' }, true],
    ['a FULLCHECK_NOSIC', { workflow: 'FULLCHECK_NOSIC' }, true],
    ['a PRECHECK', { workflow: 'PRECHECK' }, true],
    ['a red check', { trafficLight: 'R' }, true],
    ['a check that ended in ERROR', { requestStatus: 'ERROR' }, true],
    ['a company known by its VAT number only', { taxCode: null, vatRegistrationNo: VAT }, true],
    ['a BUSINESSDECISION (not a dossier)', { workflow: 'BUSINESSDECISION' }, false],
    ['a BUSINESSDECISION_NOSIC', { workflow: 'BUSINESSDECISION_NOSIC' }, false],
    ['a row without idRequest', { idRequest: null }, false],
    ['a row without subject', { taxCode: null, vatRegistrationNo: null }, false],
  ] as const)('%s: %s', (_, overrides, aggregated) => {
    expect(isAggregated(row(overrides as Partial<RequestLogRow>))).toBe(aggregated);
  });
});

describe('aggregates: one item per subject and Italian month', () => {
  it.each([
    ['a tax code', { taxCode: TAX_CODE }, TAX_CODE, '2026-03'],
    ['a lower-case tax code', { taxCode: 'rssmra80a01h501u' }, TAX_CODE, '2026-03'],
    ['a VAT number', { taxCode: null, vatRegistrationNo: VAT }, VAT, '2026-03'],
    [
      'a check on the last Italian evening of February',
      { requestDate: '2026-02-28T22:30:00.000Z' },
      TAX_CODE,
      '2026-02',
    ],
    ['a check after the Italian midnight of 1 March', { requestDate: '2026-02-28T23:30:00.000Z' }, TAX_CODE, '2026-03'],
  ])('aggregateKey of %s', (_, overrides, subject, month) => {
    expect(aggregateKey(row(overrides))).toEqual({ pk: `AGG#${month}#${shardOfText(subject)}`, sk: subject });
  });

  it('every check of a subject in a month lands on the same aggregate, whatever its id', () => {
    const keys = [1, 2, 3, 4].map((idRequest, day) =>
      aggregateKey(row({ idRequest, requestDate: `2026-03-0${day + 1}T10:00:00.000Z` })),
    );
    expect(new Set(keys.map((key) => `${key.pk}|${key.sk}`)).size).toBe(1);
  });

  it('aggregateLatestAttributes: slim keys and subject keys ordered by the date of the latest check', () => {
    const latest = row({ requestDate: '2026-03-20T09:00:00.000Z', idRequest: 10_009, trafficLight: 'R' });
    const order = `2026-03-20T09:00:00.000Z#${TAX_CODE}`;
    expect(aggregateLatestAttributes(latest)).toEqual({
      spk: `AGG#2026-03#${shardOfText(TAX_CODE)}`,
      ssk: order,
      gsi1pk: `AGGSUBJECT#${TAX_CODE}`,
      gsi1sk: order,
      ...slimAttributes(latest),
      row: aggregatedRow(latest),
    });
  });

  it.each([
    [
      'a later check of the same subject',
      { requestDate: '2026-03-20T09:00:00.000Z' },
      { requestDate: '2026-03-21T08:00:00.000Z' },
    ],
    [
      'a later check of another subject',
      { requestDate: '2026-03-20T09:00:00.000Z', taxCode: 'ZZZZZZ99Z99Z999Z' },
      { requestDate: '2026-03-20T09:00:00.001Z', taxCode: 'AAAAAA00A00A000A' },
    ],
  ])('ssk of %s sorts after', (_, earlier, later) => {
    const ssk = (overrides: Partial<RequestLogRow>) => aggregateLatestAttributes(row(overrides)).ssk;
    expect(ssk(earlier) < ssk(later)).toBe(true);
  });

  it('the aggregated row carries the month and the identifier, taken in Italian time', () => {
    expect(
      aggregatedRow(row({ requestDate: '2026-03-31T22:30:00.000Z', taxCode: null, vatRegistrationNo: VAT })),
    ).toMatchObject({ annoMeseRichiesta: '2026-04', pivacf16: VAT, idRequest: 10_001, vatRegistrationNo: VAT });
  });

  it.each([
    ['one id', [10_001], [10_001]],
    ['several ids', [10_001, 10_005, 10_009], [10_001, 10_005, 10_009]],
    ['an id counted twice, kept once', [10_001, 10_005, 10_001], [10_001, 10_005]],
  ])('aggregateItem with %s: requestIds is a Set', (_, ids, unique) => {
    const latest = row();
    const item = aggregateItem(latest, ids);
    expect(item.requestIds).toBeInstanceOf(Set);
    expect([...item.requestIds]).toEqual(unique);
    expect(item).toMatchObject({ ...aggregateKey(latest), ...aggregateLatestAttributes(latest) });
  });
});
