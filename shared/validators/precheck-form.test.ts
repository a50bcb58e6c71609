import { describe, expect, it } from 'vitest';
import { PRECHECK_FORM_MESSAGES, REQUIRED_MESSAGE, TAX_CODE_MESSAGES, VAT_NUMBER_MESSAGES } from './messages';
import {
  emptyPrecheckForm,
  isPrecheckFormValid,
  normalizePrecheckForm,
  PrecheckFormSchema,
  type PrecheckFormValues,
  validatePrecheckForm,
} from './precheck-form';

const supply = {
  commodity: 'ELE',
  paymentMode: 'RID',
  provinceCode: 'RM',
  municipality: 'Roma',
  street: 'Via Appia 1',
};
const person: PrecheckFormValues = {
  ...emptyPrecheckForm('PF'),
  ...supply,
  taxCode: 'RSSMRA85T10A562S',
  name: 'Mario',
  surname: 'Rossi',
};
const company: PrecheckFormValues = {
  ...emptyPrecheckForm('PG'),
  ...supply,
  microSegment: 'SOC',
  vatRegistrationNo: '00743110157',
};

describe('emptyPrecheckForm', () => {
  it.each([
    ['PF', 'PER'],
    ['PG', ''],
    ['', ''],
  ] as const)('%j sets micro segment %j', (subjectType, microSegment) => {
    expect(emptyPrecheckForm(subjectType)).toMatchObject({ subjectType, microSegment, taxCode: '', street: '' });
  });
});

describe('validatePrecheckForm', () => {
  it.each([
    ['a person', person],
    ['a company', company],
    ['a condominium', { ...company, microSegment: 'CON' }],
    ['a person with a lowercase, omocodic tax code', { ...person, taxCode: 'rssmraurtmlarsnl' }],
    [
      'leading whitespace',
      { ...person, name: '  Mario', surname: ' Rossi', taxCode: ' RSSMRA85T10A562S', street: ' Via' },
    ],
    ['a PF ignoring the disabled VAT field', { ...person, vatRegistrationNo: 'garbage' }],
    ['a PG ignoring the disabled person fields', { ...company, taxCode: 'x', name: '', surname: '' }],
  ])('accepts %s', (_, values) => {
    expect(validatePrecheckForm(values)).toEqual({});
    expect(isPrecheckFormValid(values)).toBe(true);
  });

  it.each<[string, PrecheckFormValues, Record<string, string>]>([
    [
      'no subject type',
      { ...person, subjectType: '', microSegment: '' },
      {
        subjectType: REQUIRED_MESSAGE,
        microSegment: PRECHECK_FORM_MESSAGES.microSegment,
      },
    ],
    ['PF without name', { ...person, name: '' }, { name: REQUIRED_MESSAGE }],
    ['PF with a blank surname', { ...person, surname: '   ' }, { surname: REQUIRED_MESSAGE }],
    ['PF without tax code', { ...person, taxCode: '' }, { taxCode: REQUIRED_MESSAGE }],
    ['PF with VAT only', { ...person, taxCode: '', vatRegistrationNo: '00743110157' }, { taxCode: REQUIRED_MESSAGE }],
    ['PF with a short tax code', { ...person, taxCode: 'RSSMRA' }, { taxCode: TAX_CODE_MESSAGES.length }],
    [
      'PF with a bad pattern',
      { ...person, taxCode: 'RSSMRA85Z10A562S' },
      { taxCode: TAX_CODE_MESSAGES.invalidCharacters },
    ],
    [
      'PF with a bad check letter',
      { ...person, taxCode: 'RSSMRA85T10A562T' },
      { taxCode: TAX_CODE_MESSAGES.checkCharacter },
    ],
    ['PF whose name does not match', { ...person, name: 'Luigi' }, { taxCode: TAX_CODE_MESSAGES.nameMismatch }],
    [
      'PF with micro segment SOC',
      { ...person, microSegment: 'SOC' },
      { microSegment: PRECHECK_FORM_MESSAGES.microSegment },
    ],
    ['PG without VAT', { ...company, vatRegistrationNo: '' }, { vatRegistrationNo: REQUIRED_MESSAGE }],
    [
      'PG with a short VAT',
      { ...company, vatRegistrationNo: '0074' },
      { vatRegistrationNo: VAT_NUMBER_MESSAGES.length },
    ],
    [
      'PG with letters in VAT',
      { ...company, vatRegistrationNo: '0074311015A' },
      {
        vatRegistrationNo: VAT_NUMBER_MESSAGES.invalidCharacters,
      },
    ],
    [
      'PG with a bad check digit',
      { ...company, vatRegistrationNo: '00743110158' },
      {
        vatRegistrationNo: VAT_NUMBER_MESSAGES.checkDigit,
      },
    ],
    [
      'PG without micro segment',
      { ...company, microSegment: '' },
      { microSegment: PRECHECK_FORM_MESSAGES.microSegment },
    ],
    [
      'PG with micro segment PER',
      { ...company, microSegment: 'PER' },
      { microSegment: PRECHECK_FORM_MESSAGES.microSegment },
    ],
    ['no commodity', { ...person, commodity: '' }, { commodity: PRECHECK_FORM_MESSAGES.commodity }],
    ['no payment mode', { ...person, paymentMode: '' }, { paymentMode: PRECHECK_FORM_MESSAGES.paymentMode }],
    ['no province', { ...person, provinceCode: '' }, { provinceCode: PRECHECK_FORM_MESSAGES.province }],
    ['no municipality', { ...person, municipality: '' }, { municipality: PRECHECK_FORM_MESSAGES.municipality }],
    ['a blank street', { ...person, street: '  ' }, { street: PRECHECK_FORM_MESSAGES.street }],
  ])('%s', (_, values, errors) => {
    expect(validatePrecheckForm(values)).toEqual(errors);
    expect(isPrecheckFormValid(values)).toBe(false);
  });

  it('reports every field of an untouched form', () => {
    expect(validatePrecheckForm(emptyPrecheckForm('PF'))).toEqual({
      name: REQUIRED_MESSAGE,
      surname: REQUIRED_MESSAGE,
      taxCode: REQUIRED_MESSAGE,
      commodity: PRECHECK_FORM_MESSAGES.commodity,
      paymentMode: PRECHECK_FORM_MESSAGES.paymentMode,
      provinceCode: PRECHECK_FORM_MESSAGES.province,
      municipality: PRECHECK_FORM_MESSAGES.municipality,
      street: PRECHECK_FORM_MESSAGES.street,
    });
  });
});

describe('normalizePrecheckForm', () => {
  it('strips leading whitespace from text inputs only', () => {
    const values = normalizePrecheckForm({
      ...person,
      name: ' \tMario ',
      street: '  Via Roma ',
      municipality: ' Roma',
    });
    expect(values).toMatchObject({ name: 'Mario ', street: 'Via Roma ', municipality: ' Roma' });
  });
});

describe('PrecheckFormSchema', () => {
  it('parses a valid form to its normalized values', () => {
    expect(PrecheckFormSchema.parse({ ...person, name: '  Mario' }).name).toBe('Mario');
  });

  it('gives one issue per failing field, at the field', () => {
    const result = PrecheckFormSchema.safeParse({ ...company, vatRegistrationNo: '', street: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['vatRegistrationNo', REQUIRED_MESSAGE],
      ['street', PRECHECK_FORM_MESSAGES.street],
    ]);
  });
});
