import { describe, expect, it } from 'vitest';
import { createI18n } from '../../shared/i18n/create-i18n';
import { fieldLabel, valueWords, versionText } from './record-words';

const italian = createI18n({ lng: 'it' }).t;
const english = createI18n({ lng: 'en' }).t;

describe('fieldLabel', () => {
  it.each([
    ['USER', 'role', 'Ruolo', 'Role'],
    ['USER', 'enabled', 'Abilitato', 'Enabled'],
    ['USER', 'status', 'Stato dell’accesso', 'Sign-in state'],
    ['USER', 'totpEnabled', 'Verifica in due passaggi', 'Two-step verification'],
    ['USER', 'unknownField', 'unknownField', 'unknownField'],
    ['AGENCY', 'name', 'name', 'name'],
  ] as const)('%s %s', (entityType, field, it, en) => {
    expect(fieldLabel(entityType, field, italian)).toBe(it);
    expect(fieldLabel(entityType, field, english)).toBe(en);
  });
});

describe('valueWords', () => {
  it.each([
    ['a user’s role by its label', 'USER', 'role', 'ANALISTA', 'Analista', 'Analyst'],
    ['another role', 'USER', 'role', 'RISK_OFFICER', 'Risk officer', 'Risk officer'],
    [
      'a user’s sign-in state',
      'USER',
      'status',
      'FORCE_CHANGE_PASSWORD',
      'Password provvisoria da cambiare',
      'Temporary password to change',
    ],
    ['a flag', 'USER', 'enabled', true, 'Sì', 'Yes'],
    ['a flag of any record', 'WHITELIST', 'revoked', false, 'No', 'No'],
    ['a role not of the product', 'USER', 'role', 'ANALYST', undefined, undefined],
    ['a status of another entity', 'CONFIGURATION', 'status', 'CURRENT', undefined, undefined],
    ['a text', 'USER', 'email', 'a@b.it', undefined, undefined],
  ] as const)('%s', (_case, entityType, field, value, it, en) => {
    expect(valueWords(entityType, field, value, italian)).toBe(it);
    expect(valueWords(entityType, field, value, english)).toBe(en);
  });
});

describe('versionText', () => {
  const version = (id: string, status: string) => ({ id, status });
  it.each([
    [
      'a draft published',
      { before: version('cfg-7', 'UPDATING'), after: version('cfg-7', 'CURRENT') },
      'cfg-7: In aggiornamento → Attiva',
      'cfg-7: Being updated → Active',
    ],
    [
      'the version in force edited: a new draft',
      { before: version('cfg-6', 'CURRENT'), after: version('cfg-8', 'UPDATING') },
      'cfg-8 (In aggiornamento), preparata dalla versione cfg-6',
      'cfg-8 (Being updated), prepared from version cfg-6',
    ],
    [
      'a draft edited',
      { before: version('cfg-8', 'UPDATING'), after: version('cfg-8', 'UPDATING') },
      'cfg-8 (In aggiornamento)',
      'cfg-8 (Being updated)',
    ],
    ['a draft deleted', { before: version('cfg-8', 'UPDATING') }, 'cfg-8 (In aggiornamento)', 'cfg-8 (Being updated)'],
    ['none', {}, undefined, undefined],
  ])('%s', (_case, versions, it, en) => {
    expect(versionText(versions, italian)).toBe(it);
    expect(versionText(versions, english)).toBe(en);
  });
});
