import { describe, expect, it } from 'vitest';
import { VALIDITY_DAYS } from '../../../shared/constants';
import { romeDay, romeDayStartUtc } from '../../../shared/italian-time';
import type { WhitelistFilters } from '../../../shared/schemas/whitelist';
import { whitelistExpiry } from '../../../shared/whitelist/whitelist-insert';
import { WHITELIST_INDEX } from './keys';
import { activeEntriesInsertionRange, whitelistQuery } from './list-query';

const TODAY = '2026-11-24';
const NOVEMBER = { startDate: '2026-11-01', endDate: '2026-11-24' };

describe('whitelistQuery: where the entries are', () => {
  it.each([
    [
      'no range: the last month to today, two month partitions newest first',
      {},
      [['WHITELIST#2026-11'], ['WHITELIST#2026-10']],
      { from: '2026-10-23T22:00:00.000Z', to: '2026-11-24T22:59:59.999Z#~' },
    ],
    [
      'active only and no range: every insertion day an active entry can have, 365 days back',
      { onlyActiveSubjects: true },
      [
        ['WHITELIST#2026-11'],
        ['WHITELIST#2026-10'],
        ['WHITELIST#2026-09'],
        ['WHITELIST#2026-08'],
        ['WHITELIST#2026-07'],
        ['WHITELIST#2026-06'],
        ['WHITELIST#2026-05'],
        ['WHITELIST#2026-04'],
        ['WHITELIST#2026-03'],
        ['WHITELIST#2026-02'],
        ['WHITELIST#2026-01'],
        ['WHITELIST#2025-12'],
        ['WHITELIST#2025-11'],
      ],
      { from: '2025-11-23T23:00:00.000Z', to: '2026-11-24T22:59:59.999Z#~' },
    ],
    [
      'active only within a chosen range: the range',
      { onlyActiveSubjects: true, dateRange: NOVEMBER },
      [['WHITELIST#2026-11']],
      { from: '2026-10-31T23:00:00.000Z', to: '2026-11-24T22:59:59.999Z#~' },
    ],
    [
      'a range within one month',
      { dateRange: NOVEMBER },
      [['WHITELIST#2026-11']],
      { from: '2026-10-31T23:00:00.000Z', to: '2026-11-24T22:59:59.999Z#~' },
    ],
    [
      'a range across a year end',
      { dateRange: { startDate: '2025-12-15', endDate: '2026-02-01' } },
      [['WHITELIST#2026-02'], ['WHITELIST#2026-01'], ['WHITELIST#2025-12']],
      { from: '2025-12-14T23:00:00.000Z', to: '2026-02-01T22:59:59.999Z#~' },
    ],
    [
      'a summer day',
      { dateRange: { startDate: '2026-07-01', endDate: '2026-07-01' } },
      [['WHITELIST#2026-07']],
      { from: '2026-06-30T22:00:00.000Z', to: '2026-07-01T21:59:59.999Z#~' },
    ],
  ])('%s', (_, filters: WhitelistFilters, groups, sortRange) => {
    expect(whitelistQuery(filters, TODAY).source).toEqual({ index: WHITELIST_INDEX, groups, sortRange });
  });
});

describe('whitelistQuery: conditions', () => {
  it.each([
    ['none', {}, []],
    [
      'a tax code: either identifier, upper-cased and trimmed',
      { vatNumber: ' bnclra85c52h501x ' },
      [{ kind: 'equalsAny', attributes: ['taxCode', 'vatRegistrationNo'], value: 'BNCLRA85C52H501X' }],
    ],
    [
      'a VAT number',
      { vatNumber: '01234560581' },
      [{ kind: 'equalsAny', attributes: ['taxCode', 'vatRegistrationNo'], value: '01234560581' }],
    ],
    ['a blank identifier is no filter', { vatNumber: '   ' }, []],
    [
      'a company name, folded as the stored name',
      { companyName: ' caffè   società ' },
      [{ kind: 'contains', attribute: 'searchName', text: 'CAFFE SOCIETA' }],
    ],
    ['a blank company name is no filter', { companyName: '  ' }, []],
    [
      'active only: never revoked, expiring today or later (today’s first instant in Rome)',
      { onlyActiveSubjects: true },
      [
        { kind: 'missing', attribute: 'revocationDate' },
        { kind: 'atLeast', attribute: 'expiringDate', value: '2026-11-23T23:00:00.000Z' },
      ],
    ],
    ['all subjects', { onlyActiveSubjects: false }, []],
    [
      'everything at once',
      { vatNumber: '01234560581', companyName: 'Rossi', onlyActiveSubjects: true, dateRange: NOVEMBER },
      [
        { kind: 'equalsAny', attributes: ['taxCode', 'vatRegistrationNo'], value: '01234560581' },
        { kind: 'contains', attribute: 'searchName', text: 'ROSSI' },
        { kind: 'missing', attribute: 'revocationDate' },
        { kind: 'atLeast', attribute: 'expiringDate', value: '2026-11-23T23:00:00.000Z' },
      ],
    ],
  ])('%s', (_, filters: WhitelistFilters, conditions) => {
    expect(whitelistQuery(filters, TODAY).conditions).toEqual(conditions);
  });

  it('active only in summer: today starts at 22:00 UTC the day before', () => {
    expect(whitelistQuery({ onlyActiveSubjects: true }, '2026-07-15').conditions[1]).toEqual({
      kind: 'atLeast',
      attribute: 'expiringDate',
      value: '2026-07-14T22:00:00.000Z',
    });
  });
});

describe('activeEntriesInsertionRange: no active entry is left out, none needlessly read', () => {
  it('starts on the day whose longest entry expires today', () => {
    const { startDate, endDate } = activeEntriesInsertionRange(TODAY);
    expect(endDate).toBe(TODAY);
    // Inserted at the first instant of the start day for the longest validity: expires at the end of today.
    const firstInsertion = new Date(romeDayStartUtc(startDate));
    expect(romeDay(whitelistExpiry(firstInsertion, VALIDITY_DAYS.max))).toBe(TODAY);
    // A day earlier, the longest entry expired yesterday: not active.
    const dayBefore = new Date(Date.parse(romeDayStartUtc(startDate)) - 1);
    expect(romeDay(whitelistExpiry(dayBefore, VALIDITY_DAYS.max)) < TODAY).toBe(true);
  });
});
