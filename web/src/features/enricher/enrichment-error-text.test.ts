import { describe, expect, it } from 'vitest';
import { ERROR_DESCRIPTIONS } from '../../../../shared/errors';
import { enrichmentErrorText } from './enrichment-error-text';

const english = (code: string) => `EN ${code}`;
const refused = (code: string, description: string) => ({ message: description, errors: [{ code, description }] });

describe('enrichmentErrorText', () => {
  it('shows the first description of the server, as written, in Italian', () => {
    const error = refused('TOO_MANY_RECORDS', ERROR_DESCRIPTIONS.TOO_MANY_RECORDS);
    expect(enrichmentErrorText(error, 'it', english)).toBe('Il file supera il limite di 50.000 record.');
  });

  it('translates a known code in English', () => {
    expect(enrichmentErrorText(refused('FILE_TOO_LARGE', 'x'), 'en', english)).toBe('EN FILE_TOO_LARGE');
  });

  it("keeps the server's text for an unknown code in English", () => {
    expect(enrichmentErrorText(refused('NOT_IMPLEMENTED', 'Funzionalità non ancora disponibile.'), 'en', english)).toBe(
      'Funzionalità non ancora disponibile.',
    );
  });

  it('falls back to the error message without a server error list', () => {
    expect(enrichmentErrorText({ message: 'Server non raggiungibile.' }, 'en', english)).toBe(
      'Server non raggiungibile.',
    );
  });
});
