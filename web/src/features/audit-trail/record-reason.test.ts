import { describe, expect, it } from 'vitest';
import { ERROR_DESCRIPTIONS } from '../../../../shared/errors';
import { USER_MESSAGES, USER_REFUSALS } from '../../../../shared/users/user-rules';
import { createI18n } from '../../shared/i18n/create-i18n';
import { en } from '../../shared/i18n/locales/en';
import { reasonText } from './record-reason';

const italian = createI18n({ lng: 'it' });
const english = createI18n({ lng: 'en' });

describe('reasonText', () => {
  it.each([
    ['a user change refused', 'OWN_DISABLE', USER_REFUSALS.ownDisable, en.alerts.serverErrors.OWN_DISABLE],
    [
      'a role outside the route (the frame)',
      'FORBIDDEN',
      ERROR_DESCRIPTIONS.FORBIDDEN,
      en.alerts.serverErrors.FORBIDDEN,
    ],
    [
      "descriptions of fields: the server's words, as recorded",
      'VALIDATION_ERROR',
      `email: ${USER_MESSAGES.email}`,
      `email: ${USER_MESSAGES.email}`,
    ],
    ['a code the console does not know: as recorded', 'A_NEW_CODE', 'Un motivo nuovo', 'Un motivo nuovo'],
    ['a text without a code (the system’s words): as recorded', null, 'File illeggibile', 'File illeggibile'],
    ['a success: none', null, null, null],
  ])('in English, %s', (_case, errorCode, reason, expected) => {
    expect(reasonText({ errorCode, reason }, english)).toBe(expected);
  });

  it.each([
    ['a user change refused', 'OWN_DISABLE', USER_REFUSALS.ownDisable],
    ['a text no catalogue holds', 'VALIDATION_ERROR', 'taxCode: Codice fiscale mai visto'],
  ])('in Italian, %s: the server’s own words', (_case, errorCode, reason) => {
    expect(reasonText({ errorCode, reason }, italian)).toBe(reason);
  });
});
