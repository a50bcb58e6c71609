// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleAuditRecord } from '../../../../shared/audit/example-audit-record';
import { AUDIT_ACTIONS } from '../../../../shared/audit-actions';
import { AUDIT_ENTITIES, auditUserOf, SYSTEM_ACTOR } from '../../../../shared/audit-events';
import type { Locale } from '../../../../shared/constants';
import { EXAMPLE_CONFIGURATION_FILE } from '../../../../shared/decision/example-configuration';
import { BLACKLIST_LOAD_FAILURE_LABELS, EXPORT_FAILURE_LABELS } from '../../../../shared/enums';
import { ERROR_DESCRIPTIONS } from '../../../../shared/errors';
import { AUDIT_OUTCOMES, type AuditRecordRow } from '../../../../shared/schemas/audit';
import { USER_REFUSALS } from '../../../../shared/users/user-rules';
import { en } from '../../shared/i18n/locales/en';
import { it as itTexts } from '../../shared/i18n/locales/it';
import { answerFrom } from '../../shared/testing/api-answers';
import { bodyText, buttonNamed, click, until } from '../../shared/testing/dom-actions';
import { mountInConsole } from '../../shared/testing/mount-in-console';
import AuditTrailScreen from './audit-trail-screen';

/**
 * 'Registro modifiche' in jsdom over a mocked API, in both languages: the list, a record's detail with
 * its changes in words (the configuration's, handed in) and field by field, the link of a publication.
 * The browser spec walks the Italian console; the English texts are this file's.
 */

const call = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api', () => ({ api: { call } }));

const base = exampleAuditRecord();
const edited = { ...EXAMPLE_CONFIGURATION_FILE, whitelistValidityDaysParam: 120 };
const publication: AuditRecordRow = {
  ...base,
  requestId: 'req-2',
  route: 'publishUpdatingConfiguration',
  entityType: 'CONFIGURATION',
  entityId: 'PRECHECK_SAS',
  user: 'chiara.ferri',
  note: 'Soglie riviste',
  body: null,
  before: {
    version: { id: 'cfg-7', status: 'UPDATING', configurationFile: edited },
    current: { id: 'cfg-6', status: 'CURRENT', configurationFile: EXAMPLE_CONFIGURATION_FILE },
  },
  after: {
    version: {
      id: 'cfg-7',
      status: 'CURRENT',
      configurationFile: edited,
      validityStartDate: '2026-11-24T09:15:00.000Z',
    },
  },
};
const system: AuditRecordRow = {
  ...base,
  requestId: 'blacklistLoad:RADIATI:bl-1',
  user: 'SYSTEM',
  role: 'SYSTEM',
  route: 'blacklistLoad',
  entityType: 'BLACKLIST',
  entityId: 'RADIATI',
  outcome: 'FAILED',
  status: null,
  reason: BLACKLIST_LOAD_FAILURE_LABELS.NO_VALID_RECORDS,
  reasonCode: 'BLACKLIST_LOAD_NO_VALID_RECORDS',
  body: null,
  before: null,
  after: null,
};
/** A job the system marked ERROR, kept before the reason codes: its Italian words alone. */
const olderJobFailure: AuditRecordRow = {
  ...system,
  requestId: 'jobFailed:luca.verdi/fallito',
  route: 'jobFailed',
  entityType: 'EXPORT_JOB',
  entityId: 'luca.verdi/fallito',
  reason: EXPORT_FAILURE_LABELS.FAILED,
  reasonCode: null,
};
/** A role changed in the back office's users section: filed under the user. */
const roleChange: AuditRecordRow = {
  ...base,
  requestId: 'req-4',
  route: 'updateUserRole',
  entityType: 'USER',
  entityId: 'giulia.bianchi',
  note: null,
  body: { username: 'giulia.bianchi', role: 'RISK_OFFICER' },
  before: { username: 'giulia.bianchi', role: 'ANALISTA', enabled: true, status: 'CONFIRMED' },
  after: { username: 'giulia.bianchi', role: 'RISK_OFFICER', enabled: false, status: 'FORCE_CHANGE_PASSWORD' },
};
/** An administrator's own disabling, refused by the users rules: the server's Italian words as reason. */
const ownDisable: AuditRecordRow = {
  ...base,
  requestId: 'req-5',
  route: 'disableUser',
  entityType: 'USER',
  entityId: 'mario.rossi',
  body: null,
  outcome: 'REFUSED',
  status: 409,
  errorCode: 'OWN_DISABLE',
  reason: USER_REFUSALS.ownDisable,
  before: null,
  after: null,
};
/** A role outside the route, refused by the frame: filed under the request id, its body never kept. */
const forbidden: AuditRecordRow = {
  ...ownDisable,
  requestId: 'req-6-frame',
  route: 'createAgency',
  entityType: 'AGENCY',
  entityId: 'req-6-frame',
  role: 'RISK_OFFICER',
  user: 'giulia.bianchi',
  status: 403,
  errorCode: 'FORBIDDEN',
  reason: ERROR_DESCRIPTIONS.FORBIDDEN,
};
const records = [publication, base, system, roleChange, ownDisable, forbidden, olderJobFailure];

/** Words the configuration view would say, so the test sees it was handed the two files. */
const StubDiff = ({ from, to }: { from: typeof edited; to: typeof edited }) => (
  <p data-testid="stub-diff">{`${from.whitelistValidityDaysParam} → ${to.whitelistValidityDaysParam}`}</p>
);

beforeEach(() => {
  answerFrom(call, {
    auditTrail: () => ({ records: records.map((jsonValue) => ({ jsonValue })), total: records.length }),
  });
});

let unmount: () => Promise<void> = async () => {};
afterEach(async () => {
  await unmount();
  document.body.innerHTML = '';
});

async function mount(locale: Locale) {
  const mounted = await mountInConsole(<AuditTrailScreen ConfigurationDiff={StubDiff} />, { locale });
  unmount = mounted.unmount;
  expect(await until(() => rows().length === records.length)).toBe(true);
}
const rows = () => [...document.body.querySelectorAll('table tbody tr')].filter((row) => row.querySelector('td'));
const dialog = () => document.body.querySelector('[role="dialog"]')?.textContent ?? '';
const tableNamed = (label: string) =>
  [...document.body.querySelectorAll('[role="dialog"] table')].find(
    (table) => table.getAttribute('aria-label') === label,
  );
/** The recorded fields' table, once its disclosure is open (a closed one keeps its content hidden). */
const recordedFields = (label: string) => {
  const region = document.getElementById(headerNamed(label)?.getAttribute('aria-controls') ?? '');
  return region?.className.includes('content-expanded') ? tableNamed(label) : undefined;
};
const headerNamed = (label: string) =>
  [...document.body.querySelectorAll('[aria-expanded]')].find((element) => element.textContent?.trim() === label);
/** The value of the detail's pair named `label`. */
const pairNamed = (label: string) => {
  const pairs = [...document.body.querySelectorAll('[role="dialog"] dt, [role="dialog"] dd')];
  const index = pairs.findIndex((element) => element.tagName === 'DT' && element.textContent?.trim() === label);
  return pairs[index + 1]?.textContent?.trim();
};

describe("'Registro modifiche'", () => {
  it.each([
    ['it', itTexts.auditTrail, 'Registro modifiche 7', 'Sistema'],
    ['en', en.auditTrail, 'Change log 7', 'System'],
  ] as const)(
    'in %s lists the records with their words, the system by its name',
    async (locale, texts, title, system) => {
      await mount(locale);
      expect(bodyText()).toContain(title);
      expect(bodyText()).toContain(texts.options.action.publishUpdatingConfiguration);
      expect(bodyText()).toContain(texts.options.entityType.BLACKLIST);
      expect(bodyText()).toContain(texts.options.action.updateUserRole);
      expect(bodyText()).toContain(texts.options.entityType.USER);
      expect(bodyText()).toContain(system);
      // A call refused by the frame names no entity: never the request's own id.
      expect(rows()[5]?.textContent).not.toContain(forbidden.requestId);
      expect(call).toHaveBeenCalledWith('auditTrail', {
        body: expect.objectContaining({ filters: { dateRange: expect.any(Object) }, pageNumber: 0, pageSize: 50 }),
      });
    },
  );

  it.each([
    ['it', itTexts.auditTrail.detail],
    ['en', en.auditTrail.detail],
  ] as const)(
    'in %s opens a publication: its changes in words, its fields behind a disclosure, and the link to its checks',
    async (locale, texts) => {
      await mount(locale);
      await click(rows()[0]?.querySelector('td:nth-child(2)'));
      expect(await until(() => dialog().includes(texts.title))).toBe(true);
      expect(document.body.querySelector('[data-testid="stub-diff"]')?.textContent).toBe('90 → 120');
      expect(dialog()).toContain('Soglie riviste');
      // The version published and the one it replaced, in words.
      expect(dialog()).toContain(
        locale === 'it' ? 'cfg-7: In aggiornamento → Attiva' : 'cfg-7: Being updated → Active',
      );
      expect(dialog()).toContain(texts.replacedValue.replace('{{id}}', 'cfg-6'));
      // The fields as recorded, behind their disclosure: closed until asked for.
      const disclosure = headerNamed(texts.recordedFields);
      expect(disclosure?.getAttribute('aria-expanded')).toBe('false');
      expect(recordedFields(texts.recordedFields)).toBeUndefined();
      await click(disclosure);
      expect(await until(() => recordedFields(texts.recordedFields) !== undefined)).toBe(true);
      expect(recordedFields(texts.recordedFields)?.textContent).toContain('current.id');
      // An instant as 'Quando' shows it, in Italian time, never the stored UTC text.
      expect(dialog()).toContain('24/11/2026 10:15:00');
      expect(dialog()).not.toContain('2026-11-24T09:15:00.000Z');
      const link = [...document.body.querySelectorAll('a')].find((anchor) => anchor.textContent === texts.checks);
      expect(link?.getAttribute('href')).toMatch(
        /^\/admin\/dossierList\?configurationId=cfg-7&dateRange=2026-11-24\.\./,
      );
    },
  );

  it('opens an agency change field by field, with the request it carried', async () => {
    await mount('it');
    await click(rows()[1]?.querySelector('td:nth-child(2)'));
    expect(await until(() => dialog().includes('Dettaglio modifica'))).toBe(true);
    expect(dialog()).toContain('name');
    expect(dialog()).toContain('Vecchia');
    expect(dialog()).toContain('Nuova');
    // The changes and the request are two tables, each named for what it holds.
    const tables = [...document.body.querySelectorAll('[role="dialog"] table')];
    expect(tables.map((table) => table.getAttribute('aria-label'))).toEqual(['Cosa è cambiato', 'Richiesta']);
    // A request has values, no before.
    const headers = (table: Element | undefined) =>
      [...(table?.querySelectorAll('thead th') ?? [])].map((cell) => cell.textContent?.trim());
    expect(headers(tables[0])).toEqual(['Campo', 'Prima', 'Dopo']);
    expect(headers(tables[1])).toEqual(['Campo', 'Valore']);
    expect(document.body.querySelector('[data-testid="stub-diff"]')).toBeNull();
  });

  it.each([
    ['it', itTexts, ['Ruolo', 'Analista', 'Risk officer', 'Abilitato', 'Sì', 'No', 'Password provvisoria da cambiare']],
    ['en', en, ['Role', 'Analyst', 'Risk officer', 'Enabled', 'Yes', 'No', 'Temporary password to change']],
  ] as const)(
    'in %s opens a user record in words: fields, roles, states and flags by their labels',
    async (locale, texts, words) => {
      await mount(locale);
      await click(rows()[3]?.querySelector('td:nth-child(2)'));
      expect(await until(() => dialog().includes(texts.auditTrail.detail.title))).toBe(true);
      expect(dialog()).toContain(`${texts.auditTrail.options.entityType.USER} · giulia.bianchi`);
      expect(dialog()).toContain(texts.auditTrail.options.action.updateUserRole);
      expect(dialog()).toContain(texts.roles.ADMIN);
      const changes = tableNamed(texts.auditTrail.detail.changes)?.textContent ?? '';
      for (const word of words) expect(changes).toContain(word);
      // No code where the console has a word: neither the roles', the states' nor the call's.
      for (const code of ['ANALISTA', 'RISK_OFFICER', 'CONFIRMED', 'FORCE_CHANGE_PASSWORD', 'true', 'updateUserRole']) {
        expect(dialog()).not.toContain(code);
      }
    },
  );

  it.each([
    ['it', itTexts, USER_REFUSALS.ownDisable, ERROR_DESCRIPTIONS.FORBIDDEN],
    ['en', en, en.alerts.serverErrors.OWN_DISABLE, en.alerts.serverErrors.FORBIDDEN],
  ] as const)(
    'in %s reads a refusal’s reason in the console’s language, and the entity it aimed at',
    async (locale, texts, ownText, forbiddenText) => {
      await mount(locale);
      await click(rows()[4]?.querySelector('td:nth-child(2)'));
      expect(await until(() => dialog().includes(ownText))).toBe(true);
      expect(dialog()).toContain(`${texts.auditTrail.options.entityType.USER} · mario.rossi`);
      await click(buttonNamed(texts.auditTrail.detail.close));
      await click(rows()[5]?.querySelector('td:nth-child(2)'));
      expect(await until(() => dialog().includes(forbiddenText))).toBe(true);
      // Filed under the request id by the frame: the entity is its kind alone.
      const entity = pairNamed(texts.auditTrail.detail.entity);
      expect(entity).toBe(texts.auditTrail.options.entityType.AGENCY);
      if (locale === 'en') expect(dialog()).not.toContain(ERROR_DESCRIPTIONS.FORBIDDEN);
    },
  );

  it.each([
    ['it', itTexts, BLACKLIST_LOAD_FAILURE_LABELS.NO_VALID_RECORDS],
    ['en', en, en.blacklistScreen.failures.NO_VALID_RECORDS],
  ] as const)(
    'in %s opens a failed load of the system with its reason code’s text and nothing changed',
    async (locale, texts, reason) => {
      await mount(locale);
      await click(rows()[2]?.querySelector('td:nth-child(2)'));
      expect(await until(() => dialog().includes(texts.auditTrail.detail.noChanges))).toBe(true);
      expect(pairNamed(texts.auditTrail.detail.reason)).toBe(reason);
      if (locale === 'en') expect(bodyText()).not.toContain(system.reason as string);
    },
  );

  it('opens a failure of the system kept before the reason codes with its reason as recorded', async () => {
    await mount('en');
    await click(rows()[6]?.querySelector('td:nth-child(2)'));
    expect(await until(() => dialog().includes(en.auditTrail.detail.title))).toBe(true);
    expect(pairNamed(en.auditTrail.detail.reason)).toBe(EXPORT_FAILURE_LABELS.FAILED);
  });
});

describe('the catalogues name every action, kind and outcome', () => {
  it.each([
    ['it', itTexts.auditTrail.options],
    ['en', en.auditTrail.options],
  ] as const)('%s', (_locale, options) => {
    for (const action of AUDIT_ACTIONS) expect(options.action, action).toHaveProperty(action);
    for (const kind of AUDIT_ENTITIES) expect(options.entityType, kind).toHaveProperty(kind);
    for (const outcome of AUDIT_OUTCOMES) expect(options.outcome, outcome).toHaveProperty(outcome);
  });
});

describe('the system as the list names it is the system the user filter finds', () => {
  it.each([
    ['it', itTexts.auditTrail.systemActor],
    ['en', en.auditTrail.systemActor],
  ] as const)('%s', (_locale, name) => {
    expect(auditUserOf(name)).toBe(SYSTEM_ACTOR);
  });
});
