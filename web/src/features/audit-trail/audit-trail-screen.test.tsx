// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleAuditRecord } from '../../../../shared/audit/example-audit-record';
import { AUDIT_ACTIONS } from '../../../../shared/audit-actions';
import { AUDIT_ENTITIES, auditUserOf, SYSTEM_ACTOR } from '../../../../shared/audit-events';
import type { Locale } from '../../../../shared/constants';
import { EXAMPLE_CONFIGURATION_FILE } from '../../../../shared/decision/example-configuration';
import { AUDIT_OUTCOMES, type AuditRecordRow } from '../../../../shared/schemas/audit';
import { en } from '../../shared/i18n/locales/en';
import { it as itTexts } from '../../shared/i18n/locales/it';
import { answerFrom } from '../../shared/testing/api-answers';
import { bodyText, click, until } from '../../shared/testing/dom-actions';
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
    version: { id: 'cfg-7', configurationFile: edited },
    current: { id: 'cfg-6', configurationFile: EXAMPLE_CONFIGURATION_FILE },
  },
  after: { version: { id: 'cfg-7', configurationFile: edited, validityStartDate: '2026-11-24T09:15:00.000Z' } },
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
  reason: 'Nessun record valido nel file: nessun codice fiscale o partita IVA corretti.',
  body: null,
  before: null,
  after: null,
};
/** A role changed in the back office's users section (issue 26): filed under the user. */
const roleChange: AuditRecordRow = {
  ...base,
  requestId: 'req-4',
  route: 'updateUserRole',
  entityType: 'USER',
  entityId: 'giulia.bianchi',
  note: null,
  body: { username: 'giulia.bianchi', role: 'RISK_OFFICER' },
  before: { username: 'giulia.bianchi', role: 'ANALYST' },
  after: { username: 'giulia.bianchi', role: 'RISK_OFFICER' },
};
const records = [publication, base, system, roleChange];

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
const dialog = bodyText;

describe("'Registro modifiche'", () => {
  it.each([
    ['it', itTexts.auditTrail, 'Registro modifiche 4', 'Sistema'],
    ['en', en.auditTrail, 'Change log 4', 'System'],
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
      expect(call).toHaveBeenCalledWith('auditTrail', {
        body: expect.objectContaining({ filters: { dateRange: expect.any(Object) }, pageNumber: 0, pageSize: 50 }),
      });
    },
  );

  it.each([
    ['it', itTexts.auditTrail.detail],
    ['en', en.auditTrail.detail],
  ] as const)(
    'in %s opens a publication: its changes in words and field by field, and the link to its checks',
    async (locale, texts) => {
      await mount(locale);
      await click(rows()[0]?.querySelector('td:nth-child(2)'));
      expect(await until(() => dialog().includes(texts.title))).toBe(true);
      expect(document.body.querySelector('[data-testid="stub-diff"]')?.textContent).toBe('90 → 120');
      expect(dialog()).toContain('Soglie riviste');
      expect(dialog()).toContain('current.id');
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

  it('opens a role change of the users section: the user, the role before and after', async () => {
    await mount('it');
    await click(rows()[3]?.querySelector('td:nth-child(2)'));
    expect(await until(() => dialog().includes('Dettaglio modifica'))).toBe(true);
    expect(dialog()).toContain('Utente · giulia.bianchi');
    expect(dialog()).toContain('Cambio ruolo utente');
    expect(dialog()).toContain(itTexts.roles.ADMIN);
    expect(dialog()).toContain('ANALYST');
    expect(dialog()).toContain('RISK_OFFICER');
  });

  it('opens a failed load of the system with its reason and nothing changed', async () => {
    await mount('en');
    await click(rows()[2]?.querySelector('td:nth-child(2)'));
    expect(await until(() => dialog().includes(en.auditTrail.detail.noChanges))).toBe(true);
    expect(dialog()).toContain(system.reason as string);
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
