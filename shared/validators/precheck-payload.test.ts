import { describe, expect, it } from 'vitest';
import { CreditCheckRequestSchema } from '../schemas/precheck';
import { REQUIRED_MESSAGE } from './messages';
import { emptyPrecheckForm, type PrecheckFormValues } from './precheck-form';
import { buildCreditCheckRequest, toCreditCheckRequest } from './precheck-payload';

const supply = { paymentMode: 'BON', provinceCode: 'RM', municipality: 'Roma', street: ' Via Appia 1 ' };
const person: PrecheckFormValues = {
  ...emptyPrecheckForm('PF'),
  ...supply,
  commodity: 'ELE',
  taxCode: ' rssmra85t10a562s',
  name: 'Mario',
  surname: 'Rossi',
};
const company: PrecheckFormValues = {
  ...emptyPrecheckForm('PG'),
  ...supply,
  commodity: 'GAS',
  microSegment: 'CON',
  vatRegistrationNo: '00743110157',
};
const address = { provinceCode: 'RM', municipality: { name: 'Roma' }, street: 'Via Appia 1' };

describe('toCreditCheckRequest', () => {
  it('maps a person with electricity', () => {
    expect(toCreditCheckRequest(person)).toEqual({
      workflow: 'EVOPRECHECK',
      subjectType: 'PF',
      microSegment: 'PER',
      vatRegistrationNo: null,
      taxCode: 'RSSMRA85T10A562S',
      name: 'Mario',
      surname: 'Rossi',
      contactAddress: address,
      supplyPointList: [
        {
          commodity: 'ELE',
          type: 'POD',
          supplyKind: 'DOM',
          paymentMode: 'BON',
          pointAddress: address,
          invoiceAddress: address,
        },
      ],
    });
  });

  it('maps a company: VAT only, person fields null', () => {
    expect(toCreditCheckRequest({ ...company, taxCode: 'ignored' })).toMatchObject({
      subjectType: 'PG',
      microSegment: 'CON',
      vatRegistrationNo: '00743110157',
      taxCode: null,
      name: null,
      surname: null,
    });
  });

  it.each([
    ['ELE', { commodity: 'ELE', type: 'POD', supplyKind: 'DOM' }],
    ['GAS', { commodity: 'GAS', type: 'PDR', supplyKind: 'CIV' }],
    ['DUAL', { commodity: 'GAS', type: 'PDR', supplyKind: 'CIV' }],
  ])('commodity %s travels as %j', (commodity, expected) => {
    expect(toCreditCheckRequest({ ...company, commodity }).supplyPointList[0]).toMatchObject(expected);
  });

  it('produces payloads the wire schema accepts', () => {
    expect(CreditCheckRequestSchema.safeParse(toCreditCheckRequest(person)).success).toBe(true);
    expect(CreditCheckRequestSchema.safeParse(toCreditCheckRequest(company)).success).toBe(true);
  });

  it('refuses to map a form with an unknown select value', () => {
    expect(() => toCreditCheckRequest({ ...person, paymentMode: '' })).toThrow();
  });
});

describe('buildCreditCheckRequest', () => {
  it('answers the request for a valid form', () => {
    const result = buildCreditCheckRequest(person);
    expect(result.ok && result.request.taxCode).toBe('RSSMRA85T10A562S');
  });

  it('answers the errors for an invalid form', () => {
    expect(buildCreditCheckRequest({ ...person, name: '' })).toEqual({ ok: false, errors: { name: REQUIRED_MESSAGE } });
  });
});
