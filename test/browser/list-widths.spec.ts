import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEFAULT_CUSTOMER_COLUMNS } from '../../web/src/features/clients-list/clients-list-columns';
import { apiAs } from './support/api-as';
import { demoUser, signInAs } from './support/console';
import { PAST_RANGE, showColumns } from './support/list-page';
import { cutColumns, declaredListIds, expectListFits, expectTableFits } from './support/list-widths';

/**
 * At 1440×900 no list cuts a column or hides its way in: every list declared on the list kit (found from
 * the declarations, so a new list is walked or this fails naming it), each with its default columns, and
 * the tables outside the kit. Each table's columns end inside the screen and inside the table's own box
 * (nothing to scroll sideways, nothing under another column), no header and no value is cut short, and
 * a row's action is in view. One sign-in for the whole walk: the widths show no text, the catalogues'
 * tests cover both languages.
 */

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 180_000 });

/** Where an administrator finds each declared list with rows in it. */
const LIST_PATHS: Readonly<Record<string, string>> = {
  clientsList: '/admin/clientsList',
  dossierList: `/admin/dossierList?dateRange=${PAST_RANGE}`,
  dossierListAggregated: '/admin/dossierListAggregated',
  extractions: '/admin/enricher',
  agencies: '/admin/blacklist?section=agenzie',
  whitelist: '/admin/whitelist',
  users: '/admin/backoffice?section=utenti',
  auditTrail: '/admin/backoffice?section=registro',
};

/**
 * Lists whose rows only exist after a flow another spec walks (a back-test's changed checks need a
 * draft, which configuration.spec.ts prepares one at a time; the repeated checks need a red and its
 * edited green, which repeated-checks.spec.ts makes): that spec checks them at 1440 px.
 */
const WALKED_IN: Readonly<Record<string, string>> = {
  backtestChanges: 'configuration.spec.ts',
  repeatedChecks: 'repeated-checks.spec.ts',
  whoRepeats: 'repeated-checks.spec.ts',
};

test('every list declared on the kit is walked', () => {
  const declared = declaredListIds();
  expect(declared.length).toBeGreaterThan(5);
  expect(declared.filter((id) => !(id in LIST_PATHS) && !(id in WALKED_IN))).toEqual([]);
  for (const [id, spec] of Object.entries(WALKED_IN)) {
    const source = readFileSync(new URL(spec, import.meta.url), 'utf8');
    expect(source, `${spec} walks ${id}`).toMatch(new RegExp(`expectListFits\\(\\w+, '${id}'\\)`));
  }
});

test('at 1440×900 every list shows its columns whole and its way in', async ({ page, request }) => {
  // A queued export, so that 'Elaborazioni' has a row to measure (the job list is the caller's own).
  const call = await apiAs(request, demoUser('ADMIN').username);
  await call('POST', '/api/v1/exportFileAsync', {
    extractionType: 'AGENCY',
    filename: 'Larghezze',
    fileSeparator: ';',
  });
  // A disabled user of the longest role, so that the users' columns meet their longest values whatever
  // ran before (the state 'Disabilitato' is wider than 'Abilitato').
  const longest = `larghezze.${Date.now().toString(36)}`;
  await call('POST', '/api/v1/createUser', {
    username: longest,
    email: `${longest}@esempio.it`,
    role: 'ANALISTA_TUTELATO',
  });
  await call('PATCH', `/api/v1/disableUser/${longest}`);
  await signInAs(page, 'ADMIN');

  for (const [id, path] of Object.entries(LIST_PATHS)) {
    await page.goto(path);
    await expectListFits(page, id);
  }

  // The tables outside the kit: the versioned entities' histories, a customer's checks.
  await page.goto('/admin/blacklist?section=ceduti');
  await expectTableFits(page, 'Lista attiva');
  await page.goto('/admin/blacklist?section=radiati');
  await expectTableFits(page, 'Storico');
  await page.goto('/admin/parameters');
  await expectTableFits(page, 'Storico');
  await page.goto('/admin/clientsList/details?code=C000101');
  await expectTableFits(page, 'Verifiche del cliente');

  // A column added in the settings takes its place beside the others: the texts give way.
  await showColumns(page, 'clientsList', [...DEFAULT_CUSTOMER_COLUMNS, 'K_ANDAMENTALE_CLASSE']);
  await page.goto('/admin/clientsList');
  await expectListFits(page, 'clientsList');

  // The white list after a detail opened and closed from the keyboard: still from its first column.
  await page.goto('/admin/whitelist');
  await expectListFits(page, 'whitelist');
  const table = page.getByRole('table', { name: 'Risultati' });
  await table
    .getByRole('button', { name: /^Dettaglio / })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(table.locator('thead th').filter({ hasText: /^Codice fiscale$/ })).toBeInViewport({ ratio: 1 });
  await expect(table.locator('thead th').filter({ hasText: /^Data fine validità$/ })).toBeInViewport({ ratio: 1 });
  expect(await cutColumns(page)).toEqual([]);
});
