import { describe, expect, it } from 'vitest';
import { CONFIGURATION_MESSAGES, TAX_CODE_MESSAGES, VAT_NUMBER_MESSAGES } from '../../../../shared/validators/messages';
import type { FilterField } from './filter-fields';
import { filterProblem, filterProblems, problemKey } from './filter-validation';

const subject: FilterField = { key: 'vatNumber', kind: 'text', format: 'subjectIdentifier' };
const requestId: FilterField = { key: 'requestId', kind: 'number' };
const companyName: FilterField = { key: 'companyName', kind: 'text' };

describe('filterProblem', () => {
  it.each([
    ['an empty subject', subject, undefined, undefined],
    ['a VAT number', subject, '01234560587', undefined],
    ['a tax code in lower case', subject, 'bnclra85c52h501s', undefined],
    ['three digits', subject, '123', TAX_CODE_MESSAGES.personOrLegalLength],
    ['a VAT number with a wrong check digit', subject, '01234560588', VAT_NUMBER_MESSAGES.checkDigit],
    ['eleven characters with a letter', subject, '0123456058X', VAT_NUMBER_MESSAGES.invalidCharacters],
    ['a tax code with a wrong check letter', subject, 'BNCLRA85C52H501T', TAX_CODE_MESSAGES.checkCharacter],
    ['a tax code born on 30 February', subject, 'RSSMRA85B30A562G', TAX_CODE_MESSAGES.birthDate],
    ['a VAT number of zeros', subject, '00000000000', VAT_NUMBER_MESSAGES.zeroTaxpayerNumber],
    ['a request id', requestId, 1785, undefined],
    ['a request id typed with letters', requestId, '17a', CONFIGURATION_MESSAGES.notANumber],
    ['a negative request id', requestId, -4, CONFIGURATION_MESSAGES.notANumber],
    ['a decimal request id', requestId, 1.5, CONFIGURATION_MESSAGES.notANumber],
    ['free text', companyName, '123', undefined],
  ])('%s', (_case, field, value, problem) => {
    expect(filterProblem(field, value)).toBe(problem);
  });
});

describe('filterProblems', () => {
  it('names each field that may not be searched, with its translation key', () => {
    const problems = filterProblems([subject, requestId, companyName], {
      vatNumber: '123',
      requestId: 'x',
      companyName: 'Rossi',
    });
    expect(Object.fromEntries(Object.entries(problems).map(([key, problem]) => [key, problemKey(problem)]))).toEqual({
      vatNumber: 'subjectLength',
      requestId: 'notANumber',
    });
  });
});
