import { describe, expect, it } from 'vitest';
import type { Market } from '../../../shared/roles';
import type { CustomerFilters } from '../../../shared/schemas/customers';
import { CUSTOMER_CODE_INDEX, CUSTOMER_TABLE_KEYS, CUSTOMERS_INDEX } from './keys';
import { customerQuery, searchedMarkets } from './list-query';

const ALL: Market[] = ['L', 'T', 'D'];
const TUTELATO: Market[] = ['T', 'D'];
const TAX_CODE = 'RSSMRA80A01H501U';
const shardsOf = (market: Market) => [0, 1, 2, 3, 4, 5, 6, 7].map((shard) => `CUSTOMERS#${market}#${shard}`);

describe('searchedMarkets: the role’s markets, narrowed by the market filter', () => {
  it.each([
    ['no filter: every market of the role', {}, ALL, ALL],
    ['no filter, ANALISTA_TUTELATO', {}, TUTELATO, TUTELATO],
    ['an empty choice is no filter', { market: [] }, TUTELATO, TUTELATO],
    ['a market of the role', { market: ['D'] }, TUTELATO, ['D']],
    ['markets in and out of the role: only those in', { market: ['L', 'T'] }, TUTELATO, ['T']],
    ['only markets outside the role: none', { market: ['L'] }, TUTELATO, []],
    ['a role with no market (AGENT): none', {}, [], []],
  ] as [string, CustomerFilters, Market[], Market[]][])('%s', (_, filters, role, markets) => {
    expect(searchedMarkets(filters, role)).toEqual(markets);
  });
});

describe('customerQuery: where the customers are', () => {
  it.each([
    ['every market', {}, ALL, [...shardsOf('L'), ...shardsOf('T'), ...shardsOf('D')]],
    ['ANALISTA_TUTELATO', {}, TUTELATO, [...shardsOf('T'), ...shardsOf('D')]],
    ['ANALISTA_LIBERO', {}, ['L'], shardsOf('L')],
    ['the market filter within the role', { market: ['D'] }, TUTELATO, shardsOf('D')],
    ['no market left: no partition, nothing read', { market: ['L'] }, TUTELATO, []],
  ] as [string, CustomerFilters, Market[], string[]][])(
    '%s: the customers index, the shards merged in one group',
    (_, filters, role, partitions) => {
      expect(customerQuery(filters, role)).toEqual({
        source: { index: CUSTOMERS_INDEX, groups: [partitions] },
        conditions: [],
      });
    },
  );

  it.each([
    ['a tax code, upper-cased and trimmed', ` ${TAX_CODE.toLowerCase()} `, `SUBJECT#${TAX_CODE}`],
    ['a VAT number', '01234567897', 'SUBJECT#01234567897'],
  ])('vatNumber with %s: the subject’s customer item in the table, its market a condition', (_, vatNumber, pk) => {
    expect(customerQuery({ vatNumber }, TUTELATO)).toEqual({
      source: { index: CUSTOMER_TABLE_KEYS, groups: [[pk]], sortRange: { from: 'CUSTOMER', to: 'CUSTOMER' } },
      conditions: [{ kind: 'in', attribute: 'mk', values: TUTELATO }],
    });
  });

  it('a customer code: its gsi2 partition, its market a condition', () => {
    expect(customerQuery({ siebelCode: ' C000101 ', market: ['T'] }, ALL)).toEqual({
      source: { index: CUSTOMER_CODE_INDEX, groups: [['CUSTOMER#C000101']] },
      conditions: [{ kind: 'in', attribute: 'mk', values: ['T'] }],
    });
  });

  it('both: the subject’s partition, the code a condition on its item', () => {
    const query = customerQuery({ vatNumber: TAX_CODE, siebelCode: 'C1' }, ALL);
    expect(query.source.groups).toEqual([[`SUBJECT#${TAX_CODE}`]]);
    expect(query.conditions).toEqual([
      { kind: 'in', attribute: 'mk', values: ALL },
      { kind: 'in', attribute: 'A_CODICE_CLIENTE', values: ['C1'] },
    ]);
  });

  it('an identifier with no market left: a condition no item meets', () => {
    expect(customerQuery({ vatNumber: TAX_CODE, market: ['L'] }, TUTELATO).conditions).toEqual([
      { kind: 'in', attribute: 'mk', values: [] },
    ]);
  });

  it.each([
    ['blank identifier and code are no filter', { vatNumber: '  ', siebelCode: ' ' }],
    ['blank names are no filter', { companyName: ' ', surname: '', name: '  ' }],
    ['empty choices are no filter', { microSegment: [], performanceClass: [], dunningIndex: [] }],
  ] as [string, CustomerFilters][])('%s', (_, filters) => {
    expect(customerQuery(filters, ALL)).toEqual(customerQuery({}, ALL));
  });
});

describe('customerQuery: each filter its condition on the slim attributes', () => {
  it.each([
    ['microSegment', { microSegment: ['SOC', 'CON'] }, [{ kind: 'in', attribute: 'ms', values: ['SOC', 'CON'] }]],
    ['macroSegment', { macroSegment: ['4'] }, [{ kind: 'in', attribute: 'mc', values: ['4'] }]],
    ['performanceClass', { performanceClass: ['5', '6'] }, [{ kind: 'in', attribute: 'pc', values: ['5', '6'] }]],
    ['clientStatus', { clientStatus: ['CESSATO'] }, [{ kind: 'in', attribute: 'cs', values: ['CESSATO'] }]],
    ['dunningIndex', { dunningIndex: ['3'] }, [{ kind: 'in', attribute: 'di', values: ['3'] }]],
    ['isPdrExisting true', { isPdrExisting: true }, [{ kind: 'in', attribute: 'pd', values: ['SI'] }]],
    ['isPdrExisting false', { isPdrExisting: false }, [{ kind: 'in', attribute: 'pd', values: ['NO'] }]],
    [
      'invoiced, negative lower bound',
      { invoiced: { from: -2000, to: 150.5 } },
      [{ kind: 'between', attribute: 'iv', from: -2000, to: 150.5 }],
    ],
    [
      'companyName, folded as stored',
      { companyName: ' caffè  società ' },
      [{ kind: 'contains', attribute: 'rs', text: 'CAFFE SOCIETA' }],
    ],
    ['surname', { surname: 'niccolò' }, [{ kind: 'contains', attribute: 'co', text: 'NICCOLO' }]],
    ['name', { name: 'Àlba' }, [{ kind: 'contains', attribute: 'no', text: 'ALBA' }]],
    [
      'several at once',
      { performanceClass: ['1'], isPdrExisting: true, surname: 'rossi' },
      [
        { kind: 'in', attribute: 'pc', values: ['1'] },
        { kind: 'in', attribute: 'pd', values: ['SI'] },
        { kind: 'contains', attribute: 'co', text: 'ROSSI' },
      ],
    ],
  ] as [string, CustomerFilters, unknown[]][])('%s', (_, filters, conditions) => {
    const query = customerQuery(filters, TUTELATO);
    expect(query.source.index).toBe(CUSTOMERS_INDEX);
    expect(query.conditions).toEqual(conditions);
  });
});
