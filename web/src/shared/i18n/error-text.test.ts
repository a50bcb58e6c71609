import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES, REFUSALS } from '../../../../shared/refusals';
import { createI18n } from './create-i18n';
import { errorText } from './error-text';
import { en } from './locales/en';

const italian = createI18n({ lng: 'it' });
const english = createI18n({ lng: 'en' });
const refusal = (code: (typeof REFUSAL_CODES)[number]) => ({ code, description: REFUSALS[code].description });

describe('errorText', () => {
  it.each([
    ['the four-eyes rule', 'CONFIGURATION_FOUR_EYES_REQUIRED'],
    ['the last administrator', 'LAST_ADMINISTRATOR'],
    ['a username taken', 'USERNAME_TAKEN'],
  ] as const)("gives %s in the language's text for its code", (_case, code) => {
    expect(errorText(refusal(code), english)).toBe(en.alerts.serverErrors[code]);
    expect(errorText(refusal(code), italian)).toBe(REFUSALS[code].description);
  });

  it.each(REFUSAL_CODES)('knows %s in English, in words of its own', (code) => {
    const text = errorText(refusal(code), english);
    expect(text).toBe(en.alerts.serverErrors[code]);
    expect(text).not.toBe(REFUSALS[code].description);
  });

  it("falls back to the server's description for a code it does not know", () => {
    expect(errorText({ code: 'A_CODE_FROM_TOMORROW', description: 'Un motivo nuovo.' }, english)).toBe(
      'Un motivo nuovo.',
    );
  });

  it("keeps the call's own words for a validation error or a refused body", () => {
    const item = { code: 'VALIDATION_ERROR', description: 'Indirizzo email non valido' };
    expect(errorText(item, english)).toBe('Indirizzo email non valido');
    expect(errorText({ code: 'BAD_REQUEST', description: 'Corpo non JSON.' }, english)).toBe('Corpo non JSON.');
  });

  it("gives a generic code's text for a generic code", () => {
    expect(errorText({ code: 'FORBIDDEN', description: 'Operazione non consentita per il ruolo.' }, english)).toBe(
      en.alerts.serverErrors.FORBIDDEN,
    );
  });
});
