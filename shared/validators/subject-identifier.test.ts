import { describe, expect, it } from 'vitest';
import { TAX_CODE_MESSAGES, VAT_NUMBER_MESSAGES } from './messages';
import { validateSubjectIdentifier } from './subject-identifier';

describe('validateSubjectIdentifier', () => {
  it.each([
    ['a VAT number', '01234560587', undefined],
    ['a person’s tax code', 'BNCLRA85C52H501S', undefined],
    ['a tax code typed in lower case with spaces around', '  bnclra85c52h501s ', undefined],
    ['three digits', '123', TAX_CODE_MESSAGES.personOrLegalLength],
    ['twelve digits', '012345605871', TAX_CODE_MESSAGES.personOrLegalLength],
    ['eleven characters with a letter', '0123456058A', VAT_NUMBER_MESSAGES.invalidCharacters],
    ['eleven digits with a wrong check digit', '01234560588', VAT_NUMBER_MESSAGES.checkDigit],
    ['sixteen characters with a wrong check letter', 'BNCLRA85C52H501T', TAX_CODE_MESSAGES.checkCharacter],
    ['sixteen characters with a symbol', 'BNCLRA85C52H501!', TAX_CODE_MESSAGES.invalidCharacters],
  ])('%s: %j', (_case, value, message) => {
    expect(validateSubjectIdentifier(value)).toBe(message);
  });
});
