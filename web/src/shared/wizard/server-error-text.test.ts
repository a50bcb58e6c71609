import { describe, expect, it } from 'vitest';
import { REFUSALS } from '../../../../shared/refusals';
import { ApiError } from '../api/api-error';
import { createI18n } from '../i18n/create-i18n';
import { en } from '../i18n/locales/en';
import { serverErrorText } from './server-error-text';

const italian = createI18n({ lng: 'it' });
const english = createI18n({ lng: 'en' });
const lastAdmin = new ApiError(409, [
  { code: 'LAST_ADMINISTRATOR', description: REFUSALS.LAST_ADMINISTRATOR.description },
  { code: 'OTHER', description: 'Seconda descrizione.' },
]);

describe('serverErrorText', () => {
  it.each([
    ['the Italian text of the first code, in Italian', lastAdmin, italian, REFUSALS.LAST_ADMINISTRATOR.description],
    [
      "the catalogue's English text of the first code, in English",
      lastAdmin,
      english,
      en.alerts.serverErrors.LAST_ADMINISTRATOR,
    ],
    [
      "the server's text of a code the catalogue does not know",
      new ApiError(409, [{ code: 'SOMETHING_NEW', description: 'Una ragione nuova.' }]),
      english,
      'Una ragione nuova.',
    ],
    [
      'the message without a list of errors',
      new Error('Server non raggiungibile.'),
      english,
      'Server non raggiungibile.',
    ],
    ['the text of something thrown that is no error', 'guasto', italian, 'guasto'],
  ])('shows %s', (_case, error, i18n, expected) => {
    expect(serverErrorText(error, i18n)).toBe(expected);
  });

  it("gives a screen's own text for a code first", () => {
    const own = (code: string) => (code === 'LAST_ADMINISTRATOR' ? 'Keep one administrator.' : undefined);
    expect(serverErrorText(lastAdmin, english, own)).toBe('Keep one administrator.');
  });
});
