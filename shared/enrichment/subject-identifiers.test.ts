import { describe, expect, it } from 'vitest';
import { TAX_CODE_MESSAGES, VAT_NUMBER_MESSAGES } from '../validators/messages';
import {
  identifierColumns,
  isHeader,
  MISSING_IDENTIFIER,
  NO_IDENTIFIER,
  subjectIdentifiers,
} from './subject-identifiers';

const PERSON = 'RSSMRA85T10A562S';
const OMOCODIC = 'RSSMRA85T10A56NH';
const COMPANY = '00743110157';
const BODY = '80012345676';

describe('identifierColumns', () => {
  it.each([
    [['Codice fiscale', 'Nome'], { taxCode: 0 }],
    [['nome', 'CF'], { taxCode: 1 }],
    [['Partita IVA', 'Codice Fiscale'], { taxCode: 1, vatNumber: 0 }],
    [['P.IVA'], { vatNumber: 0 }],
    [['taxCode', 'vatRegistrationNo'], { taxCode: 0, vatNumber: 1 }],
    [['A_CODICE_FISCALE', 'A_PARTITA_IVA'], { taxCode: 0, vatNumber: 1 }],
    [['codice_fiscale'], { taxCode: 0 }],
    [['nome', 'cognome'], undefined],
    [['IVA %'], undefined],
  ])('%j names %j', (header, expected) => {
    expect(identifierColumns(header)).toEqual(expected);
  });
});

describe('isHeader', () => {
  it.each([
    [['Codice fiscale'], true],
    [['nome', 'cognome', 'note'], true],
    [['Codice fiscale', 'Anno 2024'], true],
    [[PERSON], false],
    [[COMPANY, 'Acme'], false],
    [['rossi', 'RSSMRA85T10'], false],
    [['cliente 1'], false],
  ])('%j → %s', (cells, expected) => {
    expect(isHeader(cells)).toBe(expected);
  });
});

describe('subjectIdentifiers by scanning the row', () => {
  it.each([
    ['a person alone', [PERSON], { taxCode: PERSON, vatNumber: null, error: null }],
    ['lower case and blanks', [`  ${PERSON.toLowerCase()} `], { taxCode: PERSON, vatNumber: null, error: null }],
    ['omocodia', [OMOCODIC], { taxCode: OMOCODIC, vatNumber: null, error: null }],
    ['a company', ['Acme S.p.A.', COMPANY], { taxCode: null, vatNumber: COMPANY, error: null }],
    ['IT prefix', [`IT${COMPANY}`], { taxCode: null, vatNumber: COMPANY, error: null }],
    ['both, any order', [COMPANY, 'x', PERSON], { taxCode: PERSON, vatNumber: COMPANY, error: null }],
    ['first of each kind', [PERSON, BODY, COMPANY], { taxCode: PERSON, vatNumber: BODY, error: null }],
    [
      'wrong check letter',
      ['RSSMRA85T10A562X'],
      {
        taxCode: 'RSSMRA85T10A562X',
        vatNumber: null,
        error: `Codice fiscale RSSMRA85T10A562X: ${TAX_CODE_MESSAGES.checkCharacter}`,
      },
    ],
    [
      'wrong VAT check digit',
      ['00743110158'],
      { taxCode: null, vatNumber: '00743110158', error: `Partita IVA 00743110158: ${VAT_NUMBER_MESSAGES.checkDigit}` },
    ],
    [
      'a lone cell of the wrong length',
      ['RSSMRA85T10A'],
      {
        taxCode: 'RSSMRA85T10A',
        vatNumber: null,
        error: `Codice fiscale RSSMRA85T10A: ${TAX_CODE_MESSAGES.personOrLegalLength}`,
      },
    ],
    ['nothing recognisable', ['Mario', 'Rossi'], { taxCode: null, vatNumber: null, error: NO_IDENTIFIER }],
    ['an empty row', [''], { taxCode: null, vatNumber: null, error: NO_IDENTIFIER }],
  ])('%s', (_name, cells, expected) => {
    expect(subjectIdentifiers(cells)).toEqual(expected);
  });
});

describe('subjectIdentifiers by the columns a header names', () => {
  const columns = { taxCode: 1, vatNumber: 2 };
  it.each([
    ['tax code only', ['Rossi', PERSON, ''], { taxCode: PERSON, vatNumber: null, error: null }],
    [
      'legal tax code in the tax-code column',
      ['Acme', COMPANY, COMPANY],
      { taxCode: COMPANY, vatNumber: COMPANY, error: null },
    ],
    ['VAT only', ['Acme', '', COMPANY], { taxCode: null, vatNumber: COMPANY, error: null }],
    ['neither', ['Acme', '', ''], { taxCode: null, vatNumber: null, error: MISSING_IDENTIFIER }],
    ['short row', ['Acme'], { taxCode: null, vatNumber: null, error: MISSING_IDENTIFIER }],
    [
      'bad length in the VAT column',
      ['Acme', '', '1234'],
      { taxCode: null, vatNumber: '1234', error: `Partita IVA 1234: ${VAT_NUMBER_MESSAGES.length}` },
    ],
    [
      'letters in the tax-code column',
      ['Acme', 'ABC', ''],
      { taxCode: 'ABC', vatNumber: null, error: `Codice fiscale ABC: ${TAX_CODE_MESSAGES.personOrLegalLength}` },
    ],
    [
      'a valid tax code and a bad VAT number',
      ['Rossi', PERSON, '00743110158'],
      {
        taxCode: PERSON,
        vatNumber: '00743110158',
        error: `Partita IVA 00743110158: ${VAT_NUMBER_MESSAGES.checkDigit}`,
      },
    ],
  ])('%s', (_name, cells, expected) => {
    expect(subjectIdentifiers(cells, columns)).toEqual(expected);
  });

  it('ignores identifier-shaped cells of other columns', () => {
    expect(subjectIdentifiers([PERSON, '', COMPANY], { vatNumber: 2 })).toEqual({
      taxCode: null,
      vatNumber: COMPANY,
      error: null,
    });
  });
});
