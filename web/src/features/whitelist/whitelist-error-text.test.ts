import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { WHITELIST_REFUSALS } from '../../../../shared/whitelist/whitelist-refusals';
import { whitelistErrorTranslator } from './whitelist-error-text';

const translate = whitelistErrorTranslator(((key: string) => `<${key}>`) as unknown as TFunction);

describe('whitelistErrorTranslator', () => {
  it.each([
    ['a subject already exempt', 'CONFLICT', WHITELIST_REFUSALS.alreadyActive, '<whitelist.serverTexts.alreadyActive>'],
    ['a second revocation', 'CONFLICT', WHITELIST_REFUSALS.alreadyRevoked, '<whitelist.serverTexts.alreadyRevoked>'],
    ['an unknown entry', 'NOT_FOUND', WHITELIST_REFUSALS.notFound, '<whitelist.serverTexts.notFound>'],
    ['a text of its own (a 400 rule): kept as sent', 'BAD_REQUEST', 'Campo obbligatorio', undefined],
  ])('%s', (_case, code, description, expected) => {
    expect(translate(code, description)).toBe(expected);
  });
});
