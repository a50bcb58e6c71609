import { describe, expect, it } from 'vitest';
import { AGENCY_REFUSALS } from '../../../../shared/agency/agency-refusals';
import { BACKTEST_REFUSALS } from '../../../../shared/backtest/refusals';
import { BLACKLIST_LIFECYCLE } from '../../../../shared/blacklist/blacklist-lifecycle';
import { CONFIGURATION_LIFECYCLE } from '../../../../shared/configuration/configuration-lifecycle';
import { BLACKLIST_LOAD_FAILURE_LABELS, EXPORT_FAILURE_LABELS } from '../../../../shared/enums';
import { BODY_REFUSALS, ERROR_DESCRIPTIONS } from '../../../../shared/errors';
import { USER_MESSAGES, USER_REFUSALS } from '../../../../shared/users/user-rules';
import { WHITELIST_REFUSALS } from '../../../../shared/whitelist/whitelist-refusals';
import { en } from './locales/en';
import { it as italian } from './locales/it';
import { SERVER_TEXT_PLACES, serverTextKey, serverTextKeys } from './server-texts';

const at = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('the server texts of the catalogues', () => {
  it.each(SERVER_TEXT_PLACES)('%s is a place of both catalogues', (place) => {
    // A place renamed in a catalogue would silently leave its texts untranslated.
    expect(at(italian, place), 'Italian').toBeDefined();
    expect(at(en, place), 'English').toBeDefined();
  });

  it.each([
    ['a frame refusal: a role outside the route', ERROR_DESCRIPTIONS.FORBIDDEN, 'Operation not allowed for your role.'],
    ['a user change refused', USER_REFUSALS.ownRole, en.users.serverTexts.ownRole],
    ['a user rule of the schema', USER_MESSAGES.email, en.users.rules.email],
    ['a white-list refusal', WHITELIST_REFUSALS.alreadyRevoked, en.whitelist.serverTexts.alreadyRevoked],
    ['an agency refusal', AGENCY_REFUSALS.codeTaken, en.agencies.serverTexts.codeTaken],
    ['a black-list refusal', BLACKLIST_LIFECYCLE.stale, en.blacklistScreen.serverTexts.stale],
    ['a black-list load failure', BLACKLIST_LOAD_FAILURE_LABELS.TIMEOUT, en.blacklistScreen.failures.TIMEOUT],
    ['a job failure', EXPORT_FAILURE_LABELS.TOO_LARGE, en.extractions.failures.TOO_LARGE],
    ['a configuration refusal', CONFIGURATION_LIFECYCLE.notFound, en.auditTrail.serverTexts.configurationNotFound],
    [
      'the four-eyes rule',
      CONFIGURATION_LIFECYCLE.secondPersonRequired,
      en.configurationScreen.publishNeedsSecondPerson,
    ],
    ['a body refused', BODY_REFUSALS.notJson, en.auditTrail.serverTexts.bodyNotJson],
    ['a back-test refusal', BACKTEST_REFUSALS.NO_CURRENT, en.auditTrail.serverTexts.backtestNoCurrent],
  ])('finds %s by its Italian words', (_case, description, english) => {
    const key = serverTextKey(description);
    expect(key).toBeDefined();
    expect(at(en, key as string)).toBe(english);
  });

  it.each([
    ['a text of no catalogue', 'Qualcosa di mai visto.'],
    ['an empty text', ''],
  ])('knows nothing of %s', (_case, description) => {
    expect(serverTextKey(description)).toBeUndefined();
  });

  it('keeps the first place that names a text', () => {
    const keys = serverTextKeys({ a: { one: 'Testo.' }, b: { two: 'Testo.', three: 'Altro.' } }, ['a', 'b', 'missing']);
    expect([...keys]).toEqual([
      ['Testo.', 'a.one'],
      ['Altro.', 'b.three'],
    ]);
  });
});
