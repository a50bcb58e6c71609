import { describe, expect, it } from 'vitest';
import type { CreditCheckRequest } from '../schemas/precheck';
import { PRECHECK_FORM_MESSAGES, REQUIRED_MESSAGE, TAX_CODE_MESSAGES, VAT_NUMBER_MESSAGES } from './messages';
import { normalizeCreditCheckRequest, validateCreditCheckRequest } from './precheck-request';

const address = { provinceCode: 'RM', municipality: { name: 'Roma' }, street: 'Via Appia 1' };
const base = {
  workflow: 'EVOPRECHECK',
  contactAddress: address,
  supplyPointList: [
    {
      commodity: 'GAS',
      type: 'PDR',
      supplyKind: 'CIV',
      paymentMode: 'RID',
      pointAddress: address,
      invoiceAddress: address,
    },
  ],
} as const satisfies Partial<CreditCheckRequest>;
const person: CreditCheckRequest = {
  ...base,
  subjectType: 'PF',
  microSegment: 'PER',
  taxCode: 'RSSMRA85T10A562S',
  name: 'Mario',
  surname: 'Rossi',
};
const company: CreditCheckRequest = {
  ...base,
  subjectType: 'PG',
  microSegment: 'SOC',
  vatRegistrationNo: '00743110157',
};

describe('validateCreditCheckRequest', () => {
  it.each<[string, CreditCheckRequest]>([
    ['a person', person],
    ['a person with a valid VAT number too', { ...person, vatRegistrationNo: '00743110157' }],
    ['a person with leading spaces', { ...person, taxCode: '  rssmra85t10a562s', name: ' Mario' }],
    ['a company', company],
    ['a company with its 11-digit tax code', { ...company, taxCode: '00743110157' }],
    ['a company with a person tax code', { ...company, taxCode: 'RSSMRA85T10A562S' }],
  ])('accepts %s', (_, payload) => {
    expect(validateCreditCheckRequest(payload)).toEqual([]);
  });

  it.each<[string, CreditCheckRequest, [string, string][]]>([
    [
      'PF with a VAT number only',
      { ...person, taxCode: null, vatRegistrationNo: '00743110157' },
      [['taxCode', REQUIRED_MESSAGE]],
    ],
    [
      'PF without name and surname',
      { ...person, name: undefined, surname: '  ' },
      [
        ['name', REQUIRED_MESSAGE],
        ['surname', REQUIRED_MESSAGE],
      ],
    ],
    [
      'PF with a bad check letter',
      { ...person, taxCode: 'RSSMRA85T10A562T' },
      [['taxCode', TAX_CODE_MESSAGES.checkCharacter]],
    ],
    ['PF whose name does not match', { ...person, surname: 'Verdi' }, [['taxCode', TAX_CODE_MESSAGES.nameMismatch]]],
    [
      'PF with a bad VAT number',
      { ...person, vatRegistrationNo: '00743110158' },
      [['vatRegistrationNo', VAT_NUMBER_MESSAGES.checkDigit]],
    ],
    ['PF as a company', { ...person, microSegment: 'SOC' }, [['microSegment', PRECHECK_FORM_MESSAGES.microSegment]]],
    [
      'PG without VAT number',
      { ...company, vatRegistrationNo: null, taxCode: '00743110157' },
      [['vatRegistrationNo', REQUIRED_MESSAGE]],
    ],
    [
      'PG with letters in the VAT number',
      { ...company, vatRegistrationNo: '0074311015X' },
      [['vatRegistrationNo', VAT_NUMBER_MESSAGES.invalidCharacters]],
    ],
    [
      'PG with a 12-character tax code',
      { ...company, taxCode: '007431101570' },
      [['taxCode', TAX_CODE_MESSAGES.personOrLegalLength]],
    ],
    ['PG as a person', { ...company, microSegment: 'PER' }, [['microSegment', PRECHECK_FORM_MESSAGES.microSegment]]],
    [
      'a blank street',
      { ...person, contactAddress: { ...address, street: '   ' } },
      [['contactAddress.street', PRECHECK_FORM_MESSAGES.street]],
    ],
    [
      'a blank municipality on the invoice address',
      {
        ...person,
        supplyPointList: [{ ...base.supplyPointList[0], invoiceAddress: { ...address, municipality: { name: ' ' } } }],
      },
      [['supplyPointList.0.invoiceAddress.municipality.name', PRECHECK_FORM_MESSAGES.municipality]],
    ],
  ])('%s', (_, payload, errors) => {
    expect(validateCreditCheckRequest(payload).map((error) => [error.field, error.description])).toEqual(errors);
  });
});

describe('normalizeCreditCheckRequest', () => {
  it('strips leading whitespace and uppercases the tax code, keeping absent values absent', () => {
    const request = normalizeCreditCheckRequest({ ...person, taxCode: ' rssmra85t10a562s', name: '  Mario' });
    expect(request).toMatchObject({ taxCode: 'RSSMRA85T10A562S', name: 'Mario' });
    expect(normalizeCreditCheckRequest(company)).toMatchObject({ taxCode: undefined, name: undefined });
  });
});
