import { describe, expect, it } from 'vitest';
import { filterExpression } from '../../commons/dynamo/filter-expression';
import { agencySearchText } from './agency-item';
import { agencyQuery } from './agency-query';
import { AGENCY_INDEX } from './keys';

const SOURCE = { index: AGENCY_INDEX, groups: [['AGENCIES']] };

describe('agencyQuery', () => {
  it.each([
    ['no filter', {}, []],
    ['a blank text', { searchText: '   ' }, []],
    ['a code, any case', { searchText: 'ag01' }, [{ kind: 'contains', attribute: 'searchText', text: 'AG01' }]],
    [
      'a name with accents and extra spaces',
      { searchText: '  caffè   società ' },
      [{ kind: 'contains', attribute: 'searchText', text: 'CAFFE SOCIETA' }],
    ],
  ])('%s: the one partition, conditions %j', (_, filters, conditions) => {
    expect(agencyQuery(filters)).toEqual({ source: SOURCE, conditions });
  });

  // The condition's text and the stored search text are folded alike: what the user sees, they find.
  it.each([
    ['rossi energia', { code: 'AG01001', name: 'Rossi Energia S.r.l.' }, true],
    ['CITTA', { code: 'AG2', name: 'Città Servizi' }, true],
    ['ag2 città', { code: 'AG2', name: 'Città Servizi' }, true],
    ['01001', { code: 'AG01001', name: 'Rossi' }, true],
    ['verdi', { code: 'AG2', name: 'Città Servizi' }, false],
  ])('%j finds %j: %s', (typed, agency, found) => {
    const [condition] = agencyQuery({ searchText: typed }).conditions;
    expect(condition?.kind === 'contains' && agencySearchText(agency).includes(condition.text)).toBe(found);
  });

  it('becomes a contains() filter on the stored search text', () => {
    expect(filterExpression(agencyQuery({ searchText: 'alfa' }).conditions)).toEqual({
      FilterExpression: 'contains(#searchText, :f0)',
      ExpressionAttributeNames: { '#searchText': 'searchText' },
      ExpressionAttributeValues: { ':f0': 'ALFA' },
    });
  });
});
