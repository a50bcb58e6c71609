import { describe, expect, it } from 'vitest';
import { SYSTEM_REASON_CODES, SYSTEM_REASONS } from '../../../../shared/audit/system-reasons';
import { BLACKLIST_LOAD_FAILURE_LABELS, EXPORT_FAILURE_LABELS } from '../../../../shared/enums';
import { ERROR_DESCRIPTIONS } from '../../../../shared/errors';
import { USER_MESSAGES, USER_REFUSALS } from '../../../../shared/users/user-rules';
import { createI18n } from '../../shared/i18n/create-i18n';
import { en } from '../../shared/i18n/locales/en';
import { it as itTexts } from '../../shared/i18n/locales/it';
import { reasonText } from './record-reason';

const italian = createI18n({ lng: 'it' });
const english = createI18n({ lng: 'en' });

describe('reasonText', () => {
  it.each([
    ['a user change refused', 'OWN_DISABLE', null, USER_REFUSALS.ownDisable, en.alerts.serverErrors.OWN_DISABLE],
    [
      'a role outside the route (the frame)',
      'FORBIDDEN',
      null,
      ERROR_DESCRIPTIONS.FORBIDDEN,
      en.alerts.serverErrors.FORBIDDEN,
    ],
    [
      "descriptions of fields: the server's words, as recorded",
      'VALIDATION_ERROR',
      null,
      `email: ${USER_MESSAGES.email}`,
      `email: ${USER_MESSAGES.email}`,
    ],
    ['a code the console does not know: as recorded', 'A_NEW_CODE', null, 'Un motivo nuovo', 'Un motivo nuovo'],
    [
      'a job of the system over its time: its code’s text',
      null,
      'JOB_TIMEOUT',
      EXPORT_FAILURE_LABELS.TIMEOUT,
      en.extractions.failures.TIMEOUT,
    ],
    [
      'a black-list load of the system without a valid row: its code’s text',
      null,
      'BLACKLIST_LOAD_NO_VALID_RECORDS',
      BLACKLIST_LOAD_FAILURE_LABELS.NO_VALID_RECORDS,
      en.blacklistScreen.failures.NO_VALID_RECORDS,
    ],
    [
      'a customer feed of the system refused whole: its code’s text',
      null,
      'CUSTOMER_FEED_UNREADABLE',
      SYSTEM_REASONS.CUSTOMER_FEED_UNREADABLE,
      en.auditTrail.systemReasons.CUSTOMER_FEED_UNREADABLE,
    ],
    [
      'a system’s code the console does not know: as recorded',
      null,
      'A_NEW_REASON',
      'Un motivo nuovo',
      'Un motivo nuovo',
    ],
    ['a system’s record kept before the codes: as recorded', null, null, 'File illeggibile', 'File illeggibile'],
    ['a success: none', null, null, null, null],
  ])('in English, %s', (_case, errorCode, reasonCode, reason, expected) => {
    expect(reasonText({ errorCode, reasonCode, reason }, english)).toBe(expected);
  });

  it.each([
    ['a user change refused', 'OWN_DISABLE', null, USER_REFUSALS.ownDisable, USER_REFUSALS.ownDisable],
    [
      'a text no catalogue holds',
      'VALIDATION_ERROR',
      null,
      'taxCode: Codice fiscale mai visto',
      'taxCode: Codice fiscale mai visto',
    ],
    ['a job of the system failed', null, 'JOB_FAILED', EXPORT_FAILURE_LABELS.FAILED, EXPORT_FAILURE_LABELS.FAILED],
    // The console's text for the code, whatever words an older server recorded with it.
    [
      'a system’s code with other words',
      null,
      'BLACKLIST_LOAD_TIMEOUT',
      'Interrotto',
      BLACKLIST_LOAD_FAILURE_LABELS.TIMEOUT,
    ],
  ])('in Italian, %s', (_case, errorCode, reasonCode, reason, expected) => {
    expect(reasonText({ errorCode, reasonCode, reason }, italian)).toBe(expected);
  });

  it.each([
    ['it', itTexts.auditTrail.systemReasons],
    ['en', en.auditTrail.systemReasons],
  ] as const)('the %s catalogue words every reason code of the system', (_locale, texts) => {
    expect(Object.keys(texts).sort()).toEqual([...SYSTEM_REASON_CODES].sort());
    for (const code of SYSTEM_REASON_CODES) expect(texts[code], code).toMatch(/\S/);
  });
});
