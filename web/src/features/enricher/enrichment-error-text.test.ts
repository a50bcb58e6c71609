import { describe, expect, it } from 'vitest';
import { ERROR_DESCRIPTIONS } from '../../../../shared/errors';
import { createI18n } from '../../shared/i18n/create-i18n';
import { enrichmentErrorText } from './enrichment-error-text';

const english = (code: string) => `EN ${code}`;
const refused = (code: string, description: string) => ({ message: description, errors: [{ code, description }] });
const italianI18n = createI18n({ lng: 'it' });
const englishI18n = createI18n({ lng: 'en' });

describe('enrichmentErrorText', () => {
  it("shows the enrichment's own text of a code it words", () => {
    const error = refused('TOO_MANY_RECORDS', ERROR_DESCRIPTIONS.TOO_MANY_RECORDS);
    expect(enrichmentErrorText(error, italianI18n, (code) => italianI18n.t(`enrichment.serverErrors.${code}`))).toBe(
      'Il file supera il limite di 50.000 record.',
    );
    expect(enrichmentErrorText(refused('FILE_TOO_LARGE', 'x'), englishI18n, english)).toBe('EN FILE_TOO_LARGE');
  });

  it("keeps the server's text for a code the console does not know", () => {
    expect(enrichmentErrorText(refused('A_NEW_CODE', 'Un motivo nuovo.'), englishI18n, english)).toBe(
      'Un motivo nuovo.',
    );
  });

  it('falls back to the error message without a server error list', () => {
    expect(enrichmentErrorText({ message: 'Server non raggiungibile.' }, englishI18n, english)).toBe(
      'Server non raggiungibile.',
    );
  });
});
