import { describe, expect, it } from 'vitest';
import { AF_FIELDS, NO_AF_FIELDS, REQUEST_LOG_COLUMNS } from './row';

describe('the af* fields of a request-log row', () => {
  it.each([
    ['afProfile', 0],
    ['afBalance', 1],
    ['afEmployees', 2],
    ['afConnections', 3],
    ['afGroups', 4],
    ['afCompanyOperation', 5],
    ['afShares', 6],
    ['afSpecific', 7],
    ['afRelational', 8],
  ] as const)('%s is the af field number %i, a column right after geoArea + %i', (field, index) => {
    expect(AF_FIELDS[index]).toBe(field);
    expect(REQUEST_LOG_COLUMNS.indexOf(field)).toBe(REQUEST_LOG_COLUMNS.indexOf('geoArea') + 1 + index);
    expect(NO_AF_FIELDS[field]).toBeNull();
  });

  it('a row that knows none of them has exactly those fields, every one null, in the columns’ order', () => {
    expect(Object.keys(NO_AF_FIELDS)).toEqual([...AF_FIELDS]);
    expect(Object.values(NO_AF_FIELDS).every((value) => value === null)).toBe(true);
    expect(Object.isFrozen(NO_AF_FIELDS)).toBe(true);
  });
});
