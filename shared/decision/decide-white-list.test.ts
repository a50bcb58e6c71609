import { describe, expect, it } from 'vitest';
import type { ResultCode } from '../enums';
import { decide } from './decide';
import { clean, company, condominium, disabled, now, validWhiteList, withTable } from './decide-test-inputs';
import type { DecisionInput } from './types';

describe('decide: white list conditions', () => {
  it.each<[string, Partial<DecisionInput>, ResultCode]>([
    ['expires later today', { whiteList: { expiringDate: '2025-03-15T23:59:00.000Z' } }, 'EX301'],
    ['expires at this instant', { whiteList: { expiringDate: now.toISOString() } }, 'EX301'],
    ['expired 1 ms ago', { whiteList: { expiringDate: '2025-03-15T09:59:59.999Z' } }, 'EX400'],
    ['revoked', { whiteList: { ...validWhiteList, revocationDate: '2025-03-01T09:00:00.000Z' } }, 'EX400'],
    [
      'revoked, so the black list applies',
      { whiteList: { ...validWhiteList, revocationDate: '2025-03-01' }, blackLists: { radiati: true, ceduti: false } },
      'EX305',
    ],
    ['no expiry date', { whiteList: { expiringDate: null } }, 'EX301'],
    [
      'check disabled everywhere',
      { whiteList: validWhiteList, configuration: withTable('whiteListChecks', disabled) },
      'EX400',
    ],
    ['check disabled for PG/CON, own row', { request: condominium, whiteList: validWhiteList }, 'EX400'],
    ['PG/SOC falls back to PG/DEFAULT, enabled', { request: company, whiteList: validWhiteList }, 'EX301'],
    [
      'no row at all for the subject type',
      {
        whiteList: validWhiteList,
        configuration: withTable('whiteListChecks', (rows) => rows.filter((row) => row.subjectType === 'PG')),
      },
      'EX400',
    ],
  ])('%s → %s', (_, change, code) => {
    expect(decide({ ...clean, ...change }).reason.code).toBe(code);
  });

  it('says why an entry did not exempt', () => {
    const decision = decide({ ...clean, request: condominium, whiteList: validWhiteList });
    expect(decision.explanation.configurationRows.whiteListChecks).toBe('PG/CON');
    expect(decision.explanation.notes).toContain('Controllo white list disattivato per PG/CON (riga PG/CON).');
  });
});
