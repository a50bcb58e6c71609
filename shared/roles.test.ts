import { describe, expect, it } from 'vitest';
import { ROLE_PROFILES, roleFromGroups, rolesSeeing } from './roles';

describe('roleFromGroups', () => {
  it.each([
    ['an array with one group', ['ADMIN'], 'ADMIN'],
    ['a lower-case group', ['risk_officer'], 'RISK_OFFICER'],
    ['the authorizer string of one group', 'ANALISTA', 'ANALISTA'],
    ['a comma-joined string, most privileged wins', 'AGENT,ANALISTA_LIBERO', 'ANALISTA_LIBERO'],
    ['a bracketed space-separated string', '[ANALISTA_TUTELATO ADMIN]', 'ADMIN'],
    ['an array in any order, most privileged wins', ['AGENT', 'RISK_OFFICER', 'ANALISTA'], 'RISK_OFFICER'],
    ['an unknown group', ['MARKETING'], 'AGENT'],
    ['no groups', undefined, 'AGENT'],
    ['an empty string', '', 'AGENT'],
    ['a number', 42, 'AGENT'],
  ])('%s', (_case, groups, expected) => {
    expect(roleFromGroups(groups)).toBe(expected);
  });
});

describe('role profiles', () => {
  it('give every role a default page among its own screens', () => {
    for (const profile of Object.values(ROLE_PROFILES)) expect(profile.screens).toContain(profile.defaultScreen);
  });

  it.each([
    ['precheck', ['ADMIN', 'RISK_OFFICER', 'ANALISTA', 'AGENT']],
    ['clientsList', ['ADMIN', 'RISK_OFFICER', 'ANALISTA', 'ANALISTA_LIBERO', 'ANALISTA_TUTELATO']],
    ['dossierList', ['ADMIN', 'RISK_OFFICER', 'ANALISTA', 'ANALISTA_LIBERO']],
    ['whitelist', ['ADMIN', 'RISK_OFFICER']],
    ['blacklist', ['ADMIN']],
    ['enricher', ['ADMIN', 'RISK_OFFICER', 'ANALISTA', 'ANALISTA_LIBERO', 'ANALISTA_TUTELATO']],
  ] as const)('the roles seeing %s match the roles table of the spec', (screen, roles) => {
    expect(rolesSeeing(screen)).toEqual(roles);
  });

  it('give the markets of the spec', () => {
    expect(ROLE_PROFILES.ANALISTA_LIBERO.markets).toEqual(['L']);
    expect(ROLE_PROFILES.ANALISTA_TUTELATO.markets).toEqual(['T', 'D']);
    expect(ROLE_PROFILES.AGENT.markets).toEqual([]);
  });
});
