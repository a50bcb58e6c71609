import { describe, expect, it } from 'vitest';
import { isAuditAction } from '../../../shared/audit-actions';
import { AuditFiltersSchema, AuditListRequestSchema } from '../../../shared/schemas/audit';
import { INVALID_RANGE_MESSAGE } from '../../../shared/validators/messages';
import { auditQuery, auditRowOf } from './audit-list';
import { AUDIT_RECORD_FIELDS } from './audit-record';

const TODAY = '2026-11-24';
const WEEK = { from: '2026-11-17T23:00:00.000Z', to: '2026-11-24T23:00:00.000Z' };
const byDay = { name: 'byDay', partitionKey: 'pk', sortKey: 'sk' };
const byEntity = { name: 'byEntity', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' };
const byUser = { name: 'byUser', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' };

describe('auditQuery', () => {
  it('by default reads the last seven Italian days, newest first, through the day index', () => {
    expect(auditQuery({}, TODAY)).toEqual({
      source: {
        index: byDay,
        groups: ['24', '23', '22', '21', '20', '19', '18'].map((day) => [`DAY#2026-11-${day}`]),
      },
      conditions: [],
    });
  });

  it.each([
    [
      'one kind and an id: that entity’s partition, the week on its sort key',
      { entityType: ['CONFIGURATION' as const], entityId: 'PRECHECK_SAS' },
      { index: byEntity, groups: [['ENTITY#CONFIGURATION#PRECHECK_SAS']], sortRange: WEEK },
      [],
    ],
    [
      'a user: their partition, the other filters as conditions',
      { user: 'mario.rossi', action: ['updateAgency' as const], outcome: ['REFUSED' as const] },
      { index: byUser, groups: [['USER#mario.rossi']], sortRange: WEEK },
      [
        { kind: 'in', attribute: 'route', values: ['updateAgency'] },
        { kind: 'in', attribute: 'outcome', values: ['REFUSED'] },
      ],
    ],
    [
      'an entity and a user: the entity’s partition, the user a condition',
      { entityType: ['AGENCY' as const], entityId: 'AG1', user: 'SYSTEM' },
      { index: byEntity, groups: [['ENTITY#AGENCY#AG1']], sortRange: WEEK },
      [{ kind: 'in', attribute: 'user', values: ['SYSTEM'] }],
    ],
  ])('%s', (_case, filters, source, conditions) => {
    expect(auditQuery(filters, TODAY)).toEqual({ source, conditions });
  });

  it.each([
    ['Sistema', 'SYSTEM'],
    ['System', 'SYSTEM'],
    ['sistema', 'SYSTEM'],
    ['SYSTEM', 'SYSTEM'],
    ['Mario.Rossi', 'mario.rossi'],
    ['sistemista', 'sistemista'],
  ])('the user %s as the console shows it: the partition of %s', (typed, user) => {
    expect(auditQuery({ user: typed }, TODAY).source).toEqual({
      index: byUser,
      groups: [[`USER#${user}`]],
      sortRange: WEEK,
    });
    expect(auditQuery({ user: typed, entityType: ['AGENCY'], entityId: 'AG1' }, TODAY).conditions).toEqual([
      { kind: 'in', attribute: 'user', values: [user] },
    ]);
  });

  it.each([
    ['AGENCY', 'ag02444', 'ENTITY#AGENCY#AG02444'],
    ['CONFIGURATION', 'precheck_sas', 'ENTITY#CONFIGURATION#PRECHECK_SAS'],
    ['BLACKLIST', 'Radiati', 'ENTITY#BLACKLIST#RADIATI'],
    ['USER', 'Giulia.Bianchi', 'ENTITY#USER#giulia.bianchi'],
    ['WHITELIST', 'Wl-AbC', 'ENTITY#WHITELIST#Wl-AbC'],
  ] as const)('a %s id typed %s: the partition of %s', (kind, typed, partition) => {
    expect(auditQuery({ entityType: [kind], entityId: typed }, TODAY).source).toEqual({
      index: byEntity,
      groups: [[partition]],
      sortRange: WEEK,
    });
  });

  it('several kinds, or an id without a kind: the day partitions, each a condition', () => {
    const query = auditQuery(
      {
        entityType: ['BLACKLIST', 'CONFIGURATION'],
        entityId: 'RADIATI',
        dateRange: { startDate: TODAY, endDate: TODAY },
      },
      TODAY,
    );
    expect(query).toEqual({
      source: { index: byDay, groups: [['DAY#2026-11-24']] },
      conditions: [
        { kind: 'in', attribute: 'entityType', values: ['BLACKLIST', 'CONFIGURATION'] },
        { kind: 'in', attribute: 'entityId', values: ['RADIATI'] },
      ],
    });
  });

  it('a range across the change to summer time starts and ends at Italian midnights', () => {
    const { source } = auditQuery(
      { user: 'chiara.ferri', dateRange: { startDate: '2026-03-28', endDate: '2026-03-29' } },
      TODAY,
    );
    expect(source.sortRange).toEqual({ from: '2026-03-27T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' });
  });
});

describe('the list request', () => {
  const refusal = (filters: unknown) => {
    const result = AuditListRequestSchema.safeParse({ filters });
    return result.success ? undefined : result.error.issues.map((issue: { message: string }) => issue.message);
  };

  it.each([
    ['a range over a year', { dateRange: { startDate: '2025-01-01', endDate: '2026-01-02' } }, INVALID_RANGE_MESSAGE],
    ['a reversed range', { dateRange: { startDate: '2026-11-24', endDate: '2026-11-20' } }, INVALID_RANGE_MESSAGE],
    ['an action that is no name', { action: ['drop table'] }, 'Azione sconosciuta'],
    ['an unknown kind', { entityType: ['CUSTOMER'] }, expect.any(String)],
    ['an unknown outcome', { outcome: ['MAYBE'] }, expect.any(String)],
    ['an unknown filter', { body: 'x' }, expect.any(String)],
  ])('refuses %s', (_case, filters, message) => {
    expect(refusal(filters)).toContainEqual(message);
  });

  it('takes every filter together, and the system as a user and its events as actions', () => {
    expect(
      AuditFiltersSchema.parse({
        dateRange: { startDate: '2026-11-01', endDate: '2026-11-24' },
        user: ' SYSTEM ',
        entityType: ['BLACKLIST'],
        entityId: 'RADIATI',
        action: ['blacklistSwitch', 'publishBlacklist'],
        outcome: ['SUCCEEDED', 'FAILED'],
      }),
    ).toMatchObject({ user: 'SYSTEM', action: ['blacklistSwitch', 'publishBlacklist'] });
  });
});

describe('auditRowOf', () => {
  it('answers the record’s fields and none of its keys', () => {
    const item = { pk: 'DAY#2026-11-24', sk: 'x', gsi1pk: 'y', user: 'mario.rossi', outcome: 'SUCCEEDED' };
    const row = auditRowOf(item);
    expect(Object.keys(row).sort()).toEqual([...AUDIT_RECORD_FIELDS].sort());
    expect(row).toMatchObject({ user: 'mario.rossi', outcome: 'SUCCEEDED', before: null });
  });
});

describe('isAuditAction', () => {
  it.each([
    ['a route that changes data', 'updateConfiguration', true],
    ['an event of the system', 'blacklistSwitch', true],
    ['a route that changes nothing (it leaves no record)', 'getWhitelist', false],
    ['no route at all', 'dropTable', false],
  ])('%s: %s', (_case, action, known) => {
    expect(isAuditAction(action)).toBe(known);
  });
});
