import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { serverErrorText } from './server-error-text';

const fourEyes = new ApiError(403, [
  { code: 'FOUR_EYES_REQUIRED', description: 'Serve un secondo amministratore.' },
  { code: 'OTHER', description: 'Seconda descrizione.' },
]);
const english = (code: string) => (code === 'FOUR_EYES_REQUIRED' ? 'A second administrator is needed.' : undefined);

describe('serverErrorText', () => {
  it.each([
    ['the first description, as written, in Italian', fourEyes, 'it', 'Serve un secondo amministratore.'],
    ["the catalogue's text of a translated code in English", fourEyes, 'en', 'A second administrator is needed.'],
    [
      "the server's text of a code not translated, in English",
      new ApiError(409, [{ code: 'CONFLICT', description: 'Esiste già una configurazione in aggiornamento.' }]),
      'en',
      'Esiste già una configurazione in aggiornamento.',
    ],
    ['the message without a list of errors', new Error('Server non raggiungibile.'), 'en', 'Server non raggiungibile.'],
    ['the text of something thrown that is no error', 'guasto', 'it', 'guasto'],
  ])('shows %s', (_case, error, language, expected) => {
    expect(serverErrorText(error, language, english)).toBe(expected);
  });

  it("finds the English text of a code whose Italian texts vary by the server's text", () => {
    const exists = new ApiError(409, [{ code: 'CONFLICT', description: 'Esiste già una lista in aggiornamento.' }]);
    const byText = (_code: string, description: string) =>
      description === 'Esiste già una lista in aggiornamento.' ? 'A list is already being updated.' : undefined;
    expect(serverErrorText(exists, 'en', byText)).toBe('A list is already being updated.');
    expect(serverErrorText(exists, 'it', byText)).toBe('Esiste già una lista in aggiornamento.');
  });
});
