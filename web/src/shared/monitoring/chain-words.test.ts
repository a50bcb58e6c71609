import { describe, expect, it } from 'vitest';
import type { ChainAttempt } from '../../../../shared/schemas/monitoring';
import { createI18n } from '../i18n/create-i18n';
import { attemptIdentifier, attemptSubject, changeTexts, fieldValue } from './chain-words';

const fields: ChainAttempt['fields'] = {
  name: 'FRANCESCA',
  surname: 'ROMANO',
  taxCode: 'RMNFNC80A41H501X',
  vatRegistrationNo: null,
  companyName: null,
  subjectType: 'PF',
  microSegment: null,
  address: 'VIA ROMA 1, MILANO (MI)',
  commodity: 'EE',
  paymentMode: 'RID',
};

const attempt = (changes: Partial<ChainAttempt['fields']>, changed: ChainAttempt['changed']): ChainAttempt => ({
  idRequest: 2,
  at: '2026-11-30T10:10:00.000Z',
  trafficLight: 'V',
  outputCode: 'EX400',
  market: 'L',
  userId: 'mario.rossi',
  channel: 'AGENZIA',
  agency: 'AG01408',
  agencyName: null,
  fields: { ...fields, ...changes },
  changed,
  flags: [],
});

const option = (key: string, code: string) => `${key}:${code}`;

describe('the words of a chain', () => {
  it.each(['it', 'en'] as const)('name each changed field with its values, in order (%s)', (language) => {
    const i18n = createI18n({ lng: language });
    const texts = changeTexts(
      fields,
      attempt({ surname: 'ROMEO', taxCode: 'RMOFNC80A41H501Y' }, ['surname', 'taxCode']),
      i18n.t,
      option,
    );
    expect(texts).toEqual(
      language === 'it'
        ? ['Cognome: ROMANO → ROMEO', 'Codice fiscale: RMNFNC80A41H501X → RMOFNC80A41H501Y']
        : ['Surname: ROMANO → ROMEO', 'Tax code: RMNFNC80A41H501X → RMOFNC80A41H501Y'],
    );
  });

  it('read an emptied value as empty, and a code by its name', () => {
    const i18n = createI18n({ lng: 'it' });
    const texts = changeTexts(
      fields,
      attempt({ address: null, paymentMode: 'BOLLETTINO' }, ['address', 'paymentMode']),
      i18n.t,
      option,
    );
    expect(texts).toEqual([
      'Indirizzo di fornitura: VIA ROMA 1, MILANO (MI) → vuoto',
      'Modalità di pagamento: paymentMode:RID → paymentMode:BOLLETTINO',
    ]);
  });

  it('say nothing changed for the first attempt', () => {
    const i18n = createI18n({ lng: 'it' });
    expect(changeTexts(undefined, attempt({}, []), i18n.t, option)).toEqual([]);
  });

  it.each([
    [{}, 'ROMANO FRANCESCA', 'RMNFNC80A41H501X'],
    [{ companyName: 'ROSSI S.R.L.', taxCode: null, vatRegistrationNo: '01234567890' }, 'ROSSI S.R.L.', '01234567890'],
    [{ name: null, surname: null, taxCode: null }, '', ''],
  ] as const)('name the subject and its identifier (%o)', (changes, subject, identifier) => {
    const { fields: typed } = attempt(changes, []);
    expect(attemptSubject(typed)).toBe(subject);
    expect(attemptIdentifier(typed)).toBe(identifier);
  });

  it('leave a blank field out and name a code through the options', () => {
    expect(fieldValue({ ...fields, microSegment: '  ' }, 'microSegment', option)).toBeNull();
    expect(fieldValue(fields, 'commodity', option)).toBe('commodity:EE');
    expect(fieldValue(fields, 'surname', option)).toBe('ROMANO');
  });
});
