import { describe, expect, it } from 'vitest';
import { BLACKLIST_LIFECYCLE, BLACKLIST_UPDATING_EXISTS } from '../../../../shared/blacklist/blacklist-lifecycle';
import { ERROR_DESCRIPTIONS } from '../../../../shared/errors';
import { createI18n } from '../../shared/i18n/create-i18n';
import { blacklistErrorTranslator } from './server-texts';

const english = blacklistErrorTranslator(createI18n({ lng: 'en' }));

describe("the black-list calls' server texts in English", () => {
  it.each([
    [
      'FOUR_EYES_REQUIRED',
      BLACKLIST_LIFECYCLE.secondPersonRequired,
      'Publishing needs a second administrator: you uploaded this list. Ask another administrator to publish it.',
    ],
    [
      'CONFLICT',
      BLACKLIST_UPDATING_EXISTS,
      'A list is already being updated: publish or delete it before uploading another.',
    ],
    [
      'CONFLICT',
      BLACKLIST_LIFECYCLE.transitions.delete.refusal,
      'Only a list being updated that was loaded or discarded can be deleted.',
    ],
    ['NOT_FOUND', BLACKLIST_LIFECYCLE.notFound, 'List not found.'],
    ['TOO_MANY_RECORDS', ERROR_DESCRIPTIONS.TOO_MANY_RECORDS, 'The file exceeds the limit of 50,000 records.'],
  ])('%s %s', (code, italian, expected) => {
    expect(english(code, italian)).toBe(expected);
  });

  it('leaves a text it does not know as the server sent it', () => {
    expect(english('BAD_REQUEST', 'Il file non contiene record.')).toBeUndefined();
  });
});
