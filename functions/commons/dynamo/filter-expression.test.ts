import { describe, expect, it } from 'vitest';
import { type Condition, filterExpression } from './filter-expression';

describe('filterExpression: conditions as DynamoDB filter parts', () => {
  it('no condition gives no filter', () => {
    expect(filterExpression([])).toBeUndefined();
  });

  it.each<[string, Condition[], string, Record<string, string>, Record<string, unknown>]>([
    [
      'one value: an equality',
      [{ kind: 'in', attribute: 'wf', values: ['EVOPRECHECK'] }],
      '#wf = :f0',
      { '#wf': 'wf' },
      { ':f0': 'EVOPRECHECK' },
    ],
    [
      'no value: matches nothing (a role with no market)',
      [{ kind: 'in', attribute: 'mk', values: [] }],
      '(attribute_exists(#mk) AND attribute_not_exists(#mk))',
      { '#mk': 'mk' },
      {},
    ],
    [
      'several values: IN',
      [{ kind: 'in', attribute: 'mk', values: ['T', 'D'] }],
      '#mk IN (:f0, :f1)',
      { '#mk': 'mk' },
      { ':f0': 'T', ':f1': 'D' },
    ],
    [
      'numbers as values',
      [{ kind: 'in', attribute: 'el', values: [0, 1500] }],
      '#el IN (:f0, :f1)',
      { '#el': 'el' },
      { ':f0': 0, ':f1': 1500 },
    ],
    [
      'an attribute the item lacks',
      [{ kind: 'missing', attribute: 'revocationDate' }],
      'attribute_not_exists(#revocationDate)',
      { '#revocationDate': 'revocationDate' },
      {},
    ],
    [
      'an attribute at least a value (an expiry not yet passed)',
      [
        { kind: 'missing', attribute: 'revocationDate' },
        { kind: 'atLeast', attribute: 'expiringDate', value: '2026-11-23T23:00:00.000Z' },
      ],
      'attribute_not_exists(#revocationDate) AND #expiringDate >= :f0',
      { '#revocationDate': 'revocationDate', '#expiringDate': 'expiringDate' },
      { ':f0': '2026-11-23T23:00:00.000Z' },
    ],
    [
      'a number between two bounds, both included',
      [{ kind: 'between', attribute: 'iv', from: -20, to: 100 }],
      '#iv BETWEEN :f0 AND :f1',
      { '#iv': 'iv' },
      { ':f0': -20, ':f1': 100 },
    ],
    [
      'a set with a number of elements between two bounds',
      [{ kind: 'sizeBetween', attribute: 'ids', from: 2, to: 200 }],
      'size(#ids) BETWEEN :f0 AND :f1',
      { '#ids': 'ids' },
      { ':f0': 2, ':f1': 200 },
    ],
    [
      'a set holding any of the values',
      [{ kind: 'containsAny', attribute: 'markets', values: ['T', 'D'] }],
      '(contains(#markets, :f0) OR contains(#markets, :f1))',
      { '#markets': 'markets' },
      { ':f0': 'T', ':f1': 'D' },
    ],
    [
      'a contained text',
      [{ kind: 'contains', attribute: 'cn', text: 'ALFA' }],
      'contains(#cn, :f0)',
      { '#cn': 'cn' },
      { ':f0': 'ALFA' },
    ],
    [
      'either of two attributes equal to one value, bracketed',
      [{ kind: 'equalsAny', attributes: ['sc', 'sq'], value: 'S1' }],
      '(#sc = :f0 OR #sq = :f0)',
      { '#sc': 'sc', '#sq': 'sq' },
      { ':f0': 'S1' },
    ],
    [
      'several conditions, joined with AND, placeholders numbered across them',
      [
        { kind: 'in', attribute: 'mk', values: ['L', 'T'] },
        { kind: 'contains', attribute: 'cn', text: 'ALFA' },
        { kind: 'equalsAny', attributes: ['sc', 'sq'], value: 'S1' },
        { kind: 'in', attribute: 'tl', values: ['R'] },
      ],
      '#mk IN (:f0, :f1) AND contains(#cn, :f2) AND (#sc = :f3 OR #sq = :f3) AND #tl = :f4',
      { '#mk': 'mk', '#cn': 'cn', '#sc': 'sc', '#sq': 'sq', '#tl': 'tl' },
      { ':f0': 'L', ':f1': 'T', ':f2': 'ALFA', ':f3': 'S1', ':f4': 'R' },
    ],
    [
      'one attribute in two conditions: one name, two values',
      [
        { kind: 'contains', attribute: 'cn', text: 'ALFA' },
        { kind: 'contains', attribute: 'cn', text: 'SRL' },
      ],
      'contains(#cn, :f0) AND contains(#cn, :f1)',
      { '#cn': 'cn' },
      { ':f0': 'ALFA', ':f1': 'SRL' },
    ],
  ])('%s', (_, conditions, expression, names, values) => {
    expect(filterExpression(conditions)).toEqual({
      FilterExpression: expression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
  });

  it.each(["ROSSI') OR (#mk = :f0", 'x OR attribute_exists(pk)', '#mk', ':f0', 'IN (1, 2)', '" OR 1=1 --'])(
    'user text %j reaches only the values, never the expression',
    (text) => {
      const parts = filterExpression([
        { kind: 'contains', attribute: 'cn', text },
        { kind: 'in', attribute: 'sr', values: [text] },
        { kind: 'equalsAny', attributes: ['sc', 'sq'], value: text },
      ]);
      expect(parts?.FilterExpression).toBe('contains(#cn, :f0) AND #sr = :f1 AND (#sc = :f2 OR #sq = :f2)');
      expect(parts?.ExpressionAttributeValues).toEqual({ ':f0': text, ':f1': text, ':f2': text });
    },
  );

  it('every placeholder of the expression is defined, and every defined one is used', () => {
    const parts = filterExpression([
      { kind: 'in', attribute: 'wf', values: ['EVOPRECHECK', 'FULLCHECK', 'PRECHECK'] },
      { kind: 'equalsAny', attributes: ['sc', 'sq'], value: 'S1' },
      { kind: 'contains', attribute: 'sn', text: 'ROSSI' },
    ]);
    const used = (pattern: RegExp) => new Set(parts?.FilterExpression.match(pattern));
    expect(used(/:f\d+/g)).toEqual(new Set(Object.keys(parts?.ExpressionAttributeValues ?? {})));
    expect(used(/#\w+/g)).toEqual(new Set(Object.keys(parts?.ExpressionAttributeNames ?? {})));
  });

  it('names a path into a map one step at a time (a full item read on the table)', () => {
    expect(
      filterExpression([
        { kind: 'in', attribute: 'row.configurationId', values: ['cfg-7'] },
        {
          kind: 'equalsAny',
          attributes: ['row.blacklistVersions.RADIATI', 'row.blacklistVersions.CEDUTI'],
          value: 'b1',
        },
      ]),
    ).toEqual({
      FilterExpression:
        '#row.#configurationId = :f0 AND (#row.#blacklistVersions.#RADIATI = :f1 OR #row.#blacklistVersions.#CEDUTI = :f1)',
      ExpressionAttributeNames: {
        '#row': 'row',
        '#configurationId': 'configurationId',
        '#blacklistVersions': 'blacklistVersions',
        '#RADIATI': 'RADIATI',
        '#CEDUTI': 'CEDUTI',
      },
      ExpressionAttributeValues: { ':f0': 'cfg-7', ':f1': 'b1' },
    });
  });
});
