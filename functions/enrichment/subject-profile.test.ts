import { describe, expect, it } from 'vitest';
import { subjectProfile } from './subject-profile';

const PERSON = 'RSSMRA85T10A562S';
const COMPANY = '00743110157';
const ids = (taxCode: string | null, vatNumber: string | null) => ({ taxCode, vatNumber, error: null });

describe('subjectProfile', () => {
  it.each([
    ['a person', ids(PERSON, null), null, { subjectType: 'PF', microSegment: 'PER' }],
    ['a sole proprietor with a VAT number', ids(PERSON, COMPANY), null, { subjectType: 'PF', microSegment: 'PER' }],
    [
      'a person whatever the customer row says',
      ids(PERSON, null),
      { A_MICRO_SEGMENTO_DESC: 'CON' },
      { subjectType: 'PF', microSegment: 'PER' },
    ],
    ['a company prospect', ids(null, COMPANY), null, { subjectType: 'PG', microSegment: 'SOC' }],
    ['a legal tax code', ids(COMPANY, null), null, { subjectType: 'PG', microSegment: 'SOC' }],
    [
      'a condominium customer by code',
      ids(COMPANY, null),
      { A_MICRO_SEGMENTO_DESC: 'CON' },
      { subjectType: 'PG', microSegment: 'CON' },
    ],
    [
      'an association by label',
      ids(null, COMPANY),
      { A_MICRO_SEGMENTO_DESC: 'Ass. Privata/Studi Associati' },
      { subjectType: 'PG', microSegment: 'ASS' },
    ],
    [
      'a reseller, lower case',
      ids(null, COMPANY),
      { A_MICRO_SEGMENTO_DESC: ' res ' },
      { subjectType: 'PG', microSegment: 'RES' },
    ],
    [
      'a PG customer recorded as PER',
      ids(null, COMPANY),
      { A_MICRO_SEGMENTO_DESC: 'PER' },
      { subjectType: 'PG', microSegment: 'SOC' },
    ],
    [
      'an unknown segment',
      ids(null, COMPANY),
      { A_MICRO_SEGMENTO_DESC: 7 },
      { subjectType: 'PG', microSegment: 'SOC' },
    ],
  ])('%s', (_name, identifiers, customer, expected) => {
    expect(subjectProfile(identifiers, customer)).toEqual(expected);
  });
});
