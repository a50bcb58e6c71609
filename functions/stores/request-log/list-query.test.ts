import { describe, expect, it } from 'vitest';
import type { Market } from '../../../shared/roles';
import type { AggregatedFilters, RequestLogFilters } from '../../../shared/schemas/request-log';
import type { Condition } from '../../commons/dynamo/filter-expression';
import { rowSortKey } from './keys';
import { aggregatedQuery, INDEXES, marketConditions, requestLogQuery } from './list-query';

const ALL_MARKETS: Market[] = ['L', 'T', 'D'];
const shards = (prefix: string) => [0, 1, 2, 3].map((shard) => `${prefix}#${shard}`);
const TAX_CODE = 'RSSMRA80A01H501U';
const MARCH_1_2 = { startDate: '2026-03-01', endDate: '2026-03-02' };

describe('requestLogQuery: where the rows are', () => {
  it.each([
    ['a single day', { startDate: '2026-03-02', endDate: '2026-03-02' }, ['2026-03-02']],
    ['two days, newest first', MARCH_1_2, ['2026-03-02', '2026-03-01']],
    ['across a month end', { startDate: '2026-02-28', endDate: '2026-03-01' }, ['2026-03-01', '2026-02-28']],
    [
      'across a year end',
      { startDate: '2025-12-31', endDate: '2026-01-02' },
      ['2026-01-02', '2026-01-01', '2025-12-31'],
    ],
    [
      'across a leap day',
      { startDate: '2024-02-28', endDate: '2024-03-01' },
      ['2024-03-01', '2024-02-29', '2024-02-28'],
    ],
  ])('no identifier: the slim index, %s, each day its four shards', (_, range, days) => {
    expect(requestLogQuery({}, range, ALL_MARKETS)).toEqual({
      source: { index: INDEXES.slim, groups: days.map((day) => shards(`LOG#${day}`)), tableKeys: true },
      conditions: [],
    });
  });

  it.each([
    ['a tax code, upper-cased and trimmed', { vatNumber: ' rssmra80a01h501u ' }, `SUBJECT#${TAX_CODE}`],
    ['a VAT number', { vatNumber: '01234567897' }, 'SUBJECT#01234567897'],
  ])('vatNumber with %s: the bySubject index', (_, filters, partition) => {
    const query = requestLogQuery(filters, MARCH_1_2, ALL_MARKETS);
    expect(query.source.index).toBe(INDEXES.bySubject);
    expect(query.source.groups).toEqual([[partition]]);
    expect(query.source.sortRange).toEqual({ from: '2026-02-28T23:00:00.000Z', to: '2026-03-02T22:59:59.999Z#~' });
    expect(query.conditions).toEqual([]);
  });

  const table = { name: undefined, partitionKey: 'pk', sortKey: 'sk' };
  it.each<[string, RequestLogFilters, Condition<string>[]]>([
    [
      'a configuration version',
      { configurationId: 'cfg-7' },
      [{ kind: 'in', attribute: 'row.configurationId', values: ['cfg-7'] }],
    ],
    [
      'a black-list version, of either list',
      { blacklistVersion: 'bl-3' },
      [
        {
          kind: 'equalsAny',
          attributes: ['row.blacklistVersions.RADIATI', 'row.blacklistVersions.CEDUTI'],
          value: 'bl-3',
        },
      ],
    ],
    [
      'a version with a request id and a subject: both conditions on the rows read',
      { configurationId: 'cfg-7', requestId: 42, vatNumber: ' rssmra80a01h501u ' },
      [
        { kind: 'in', attribute: 'sj', values: [TAX_CODE] },
        { kind: 'in', attribute: 'row.idRequest', values: [42] },
        { kind: 'in', attribute: 'row.configurationId', values: ['cfg-7'] },
      ],
    ],
  ])(
    '%s: the days read on the table itself, the full rows filtered (no index carries versions)',
    (_, filters, conditions) => {
      expect(requestLogQuery(filters, MARCH_1_2, ALL_MARKETS)).toEqual({
        source: {
          index: table,
          groups: ['2026-03-02', '2026-03-01'].map((day) => shards(`LOG#${day}`)),
          tableKeys: true,
        },
        conditions,
      });
    },
  );

  it('a blank vatNumber is no identifier', () => {
    expect(requestLogQuery({ vatNumber: '   ' }, MARCH_1_2, ALL_MARKETS).source.index).toBe(INDEXES.slim);
  });

  it.each([
    ['alone: no subject condition', { requestId: 42 }, []],
    ['id 0', { requestId: 0 }, []],
    [
      'with a vatNumber: checked on the one row, upper-cased',
      { requestId: 42, vatNumber: ' rssmra80a01h501u ' },
      [{ kind: 'in', attribute: 'sj', values: [TAX_CODE] }],
    ],
  ])('requestId %s: the byId index', (_, filters: RequestLogFilters, conditions) => {
    const query = requestLogQuery(filters, MARCH_1_2, ALL_MARKETS);
    expect(query.source).toEqual({
      index: INDEXES.byId,
      groups: [[`ID#${filters.requestId}`]],
      sortRange: { from: '2026-02-28T23:00:00.000Z', to: '2026-03-02T22:59:59.999Z#~' },
    });
    expect(query.conditions).toEqual(conditions);
  });
});

describe('sortRange: the Italian days of the range as UTC sort-key bounds', () => {
  it.each([
    ['winter days', '2026-01-10', '2026-01-20', '2026-01-09T23:00:00.000Z', '2026-01-20T22:59:59.999Z#~'],
    ['summer days', '2026-07-01', '2026-07-31', '2026-06-30T22:00:00.000Z', '2026-07-31T21:59:59.999Z#~'],
    ['a year end', '2025-12-31', '2026-01-01', '2025-12-30T23:00:00.000Z', '2026-01-01T22:59:59.999Z#~'],
    [
      'ending on the spring DST change',
      '2026-03-01',
      '2026-03-29',
      '2026-02-28T23:00:00.000Z',
      '2026-03-29T21:59:59.999Z#~',
    ],
    [
      'starting on the spring DST change',
      '2026-03-29',
      '2026-03-30',
      '2026-03-28T23:00:00.000Z',
      '2026-03-30T21:59:59.999Z#~',
    ],
    [
      'ending on the autumn DST change',
      '2026-10-01',
      '2026-10-25',
      '2026-09-30T22:00:00.000Z',
      '2026-10-25T22:59:59.999Z#~',
    ],
    [
      'starting on the autumn DST change',
      '2026-10-25',
      '2026-10-25',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T22:59:59.999Z#~',
    ],
  ])('%s (%s to %s): from %s to %s', (_, startDate, endDate, from, to) => {
    expect(requestLogQuery({ requestId: 1 }, { startDate, endDate }, ALL_MARKETS).source.sortRange).toEqual({
      from,
      to,
    });
  });

  // A range from 1 to 2 March 2026 (winter): 28 February 23:00 UTC to 2 March 22:59:59.999 UTC.
  it.each([
    ['the first row of 1 March', rowSortKey('2026-02-28T23:00:00.000Z', 1, 'x'), true],
    ['the last row of 28 February', rowSortKey('2026-02-28T22:59:59.999Z', 999_999_999_999, 'x'), false],
    ['the last numbered row of 2 March', rowSortKey('2026-03-02T22:59:59.999Z', 999_999_999_999, 'x'), true],
    ['a row of 2 March without id', rowSortKey('2026-03-02T22:59:59.999Z', null, 'zzzz-zzzz'), true],
    ['the first row of 3 March', rowSortKey('2026-03-02T23:00:00.000Z', 1, 'x'), false],
  ])('%s is inside the range: %s', (_, sortKey, inside) => {
    const range = requestLogQuery({ requestId: 1 }, MARCH_1_2, ALL_MARKETS).source.sortRange;
    expect(range !== undefined && range.from <= sortKey && sortKey <= range.to).toBe(inside);
  });
});

describe('conditions: one per filter given', () => {
  const only = (filters: RequestLogFilters) => requestLogQuery(filters, MARCH_1_2, ALL_MARKETS).conditions;
  const inCondition = (attribute: (Condition & { kind: 'in' })['attribute'], values: string[]): Condition => ({
    kind: 'in',
    attribute,
    values,
  });

  it.each<[string, RequestLogFilters, Condition[]]>([
    ['workflow', { workflow: ['EVOPRECHECK', 'FULLCHECK'] }, [inCondition('wf', ['EVOPRECHECK', 'FULLCHECK'])]],
    ['trafficLight', { trafficLight: ['R'] }, [inCondition('tl', ['R'])]],
    ['inRome', { inRome: ['outsideRome'] }, [inCondition('rm', ['outsideRome'])]],
    ['subjectType', { subjectType: ['PF', 'NOREA'] }, [inCondition('sb', ['PF', 'NOREA'])]],
    ['resultCode alone', { resultCode: ['EX302'] }, [inCondition('oc', ['EX302'])]],
    ['resultCodeOnlyPrecheck alone', { resultCodeOnlyPrecheck: ['EX401'] }, [inCondition('oc', ['EX401'])]],
    [
      'both result-code lists: one oc condition, a row matching either',
      { resultCode: ['EX302', 'EX409'], resultCodeOnlyPrecheck: ['EX401'] },
      [inCondition('oc', ['EX302', 'EX409', 'EX401'])],
    ],
    ['province', { province: ['RM', 'MI'] }, [inCondition('pv', ['RM', 'MI'])]],
    [
      'city, upper-cased and trimmed',
      { city: [' Roma ', 'reggio nell’emilia'] },
      [inCondition('ct', ['ROMA', 'REGGIO NELL’EMILIA'])],
    ],
    ['geoArea', { geoArea: ['CENTRO-SUD-ISOLE'] }, [inCondition('ga', ['CENTRO-SUD-ISOLE'])]],
    ['paymentMode', { paymentMode: ['BOL_POS'] }, [inCondition('pm', ['BOL_POS'])]],
    ['acquisitionChannel', { acquisitionChannel: ['WEB'] }, [inCondition('ch', ['WEB'])]],
    ['microSegment', { microSegment: ['SOC', 'CON'] }, [inCondition('ms', ['SOC', 'CON'])]],
    [
      'companyName, contained, upper-cased',
      { companyName: ' alfa s.r.l. ' },
      [{ kind: 'contains', attribute: 'cn', text: 'ALFA S.R.L.' }],
    ],
    ['surname', { surname: 'de luca' }, [{ kind: 'contains', attribute: 'sn', text: 'DE LUCA' }]],
    ['name', { name: 'Mario' }, [{ kind: 'contains', attribute: 'nm', text: 'MARIO' }]],
    [
      'siebelCode: customer id or request code, trimmed, case kept',
      { siebelCode: ' Sc-1 ' },
      [{ kind: 'equalsAny', attributes: ['sc', 'sq'], value: 'Sc-1' }],
    ],
    ['salesRequest, trimmed', { salesRequest: ' OPP-1 ' }, [inCondition('sr', ['OPP-1'])]],
  ])('%s', (_, filters, conditions) => {
    expect(only(filters)).toEqual(conditions);
  });

  it.each<[string, RequestLogFilters]>([
    ['empty lists', { workflow: [], trafficLight: [], inRome: [], subjectType: [], province: [], city: [] }],
    ['empty lists of the other filters', { geoArea: [], paymentMode: [], acquisitionChannel: [], microSegment: [] }],
    ['both result-code lists empty', { resultCode: [], resultCodeOnlyPrecheck: [] }],
    ['blank texts', { companyName: '  ', surname: '', name: ' ', siebelCode: ' ', salesRequest: '' }],
  ])('%s give no condition', (_, filters) => {
    expect(only(filters)).toEqual([]);
  });

  it('several filters give one condition each, the market scope first', () => {
    const conditions = requestLogQuery(
      { workflow: ['PRECHECK'], companyName: 'alfa', trafficLight: ['R'] },
      MARCH_1_2,
      ['L'],
    ).conditions;
    expect(conditions).toEqual([
      inCondition('mk', ['L']),
      inCondition('wf', ['PRECHECK']),
      inCondition('tl', ['R']),
      { kind: 'contains', attribute: 'cn', text: 'ALFA' },
    ]);
  });
});

describe('market scope: a condition only when the role lacks some market', () => {
  it.each<[string, Market[], Condition[]]>([
    ['every market', ['L', 'T', 'D'], []],
    ['every market in another order', ['D', 'L', 'T'], []],
    ['the free market only', ['L'], [{ kind: 'in', attribute: 'mk', values: ['L'] }]],
    ['two markets', ['T', 'D'], [{ kind: 'in', attribute: 'mk', values: ['T', 'D'] }]],
  ])('%s', (_, markets, conditions) => {
    expect(marketConditions(markets)).toEqual(conditions);
    expect(requestLogQuery({}, MARCH_1_2, markets).conditions).toEqual(conditions);
    expect(aggregatedQuery({}, MARCH_1_2, markets).conditions).toEqual(conditions);
  });
});

describe('aggregatedQuery: months newest first, or one subject', () => {
  it.each([
    ['a single month', { startDate: '2026-03-01', endDate: '2026-03-31' }, ['2026-03']],
    ['days inside months: whole months', { startDate: '2026-02-15', endDate: '2026-03-10' }, ['2026-03', '2026-02']],
    ['across a year end', { startDate: '2025-11-01', endDate: '2026-01-31' }, ['2026-01', '2025-12', '2025-11']],
  ])('no identifier: the slim index, %s, each month its four shards', (_, range, months) => {
    expect(aggregatedQuery({}, range, ALL_MARKETS)).toEqual({
      source: { index: INDEXES.slim, groups: months.map((month) => shards(`AGG#${month}`)) },
      conditions: [],
    });
  });

  it.each([
    [
      'winter months',
      { startDate: '2025-12-15', endDate: '2026-02-10' },
      { from: '2025-11-30T23:00:00.000Z', to: '2026-02-28T22:59:59.999Z#~' },
    ],
    [
      'summer months',
      { startDate: '2026-06-20', endDate: '2026-07-05' },
      { from: '2026-05-31T22:00:00.000Z', to: '2026-07-31T21:59:59.999Z#~' },
    ],
    [
      'a leap February',
      { startDate: '2024-02-10', endDate: '2024-02-11' },
      { from: '2024-01-31T23:00:00.000Z', to: '2024-02-29T22:59:59.999Z#~' },
    ],
  ])('vatNumber, %s: the bySubject aggregates over whole Italian months', (_, range, sortRange) => {
    expect(aggregatedQuery({ vatNumber: ' rssmra80a01h501u ' }, range, ALL_MARKETS).source).toEqual({
      index: INDEXES.bySubject,
      groups: [[`AGGSUBJECT#${TAX_CODE}`]],
      sortRange,
    });
  });

  // An aggregate's subject sort key is '<date of its latest check>#<subject>'.
  it.each([
    ['latest check on the last Italian evening of February', '2026-02-28T22:30:00.000Z', true],
    ['latest check just after the Italian midnight of 1 March', '2026-02-28T23:30:00.000Z', false],
    ['latest check on the first Italian night of January', '2025-12-31T23:00:00.000Z', true],
    ['latest check on the last Italian evening of December', '2025-12-31T22:59:59.999Z', false],
  ])('January to February 2026, %s: inside %s', (_, requestDate, inside) => {
    const range = aggregatedQuery(
      { vatNumber: TAX_CODE },
      { startDate: '2026-01-01', endDate: '2026-02-28' },
      ALL_MARKETS,
    ).source.sortRange;
    const ssk = `${requestDate}#${TAX_CODE}`;
    expect(range !== undefined && range.from <= ssk && ssk <= range.to).toBe(inside);
  });

  it.each<[string, AggregatedFilters, Condition[]]>([
    [
      'the green-chip filters',
      { acquisitionChannel: ['WEB', 'SHOP_IN_SHOP'], subjectType: ['PF'] },
      [
        { kind: 'in', attribute: 'sb', values: ['PF'] },
        { kind: 'in', attribute: 'ch', values: ['WEB', 'SHOP_IN_SHOP'] },
      ],
    ],
    [
      'both result-code lists merged',
      { resultCode: ['EX302'], resultCodeOnlyPrecheck: ['EX404'] },
      [{ kind: 'in', attribute: 'oc', values: ['EX302', 'EX404'] }],
    ],
    ['city upper-cased', { city: ['napoli'] }, [{ kind: 'in', attribute: 'ct', values: ['NAPOLI'] }]],
    ['empty lists ignored', { workflow: [], city: [], resultCode: [] }, []],
    ['a vatNumber is the index, not a condition', { vatNumber: TAX_CODE }, []],
  ])('conditions: %s', (_, filters, conditions) => {
    expect(aggregatedQuery(filters, MARCH_1_2, ALL_MARKETS).conditions).toEqual(conditions);
  });
});
