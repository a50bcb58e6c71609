import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_SUBJECTS } from '../../infra/local/demo/precheck-demo-subjects';
import type { Configuration } from '../../shared/schemas/configuration';
import type { WhitelistSubject } from '../../shared/schemas/whitelist';
import { en } from '../../web/src/shared/i18n/locales/en';
import { it as italian } from '../../web/src/shared/i18n/locales/it';
import { changedFrom } from '../support/configuration-api';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { companyCode } from '../support/enrichment-fixture';
import { fillText } from './support/administrators';
import { type ApiAnswer, apiAnswersAs, apiAs } from './support/api-as';
import { signInAs } from './support/console';
import { chooseInDropdown, dataRows, listHeading, search, seriousViolations } from './support/list-page';

/**
 * 'Registro modifiche', the back office's audit trail, as mario.rossi (ADMIN): the changes a
 * person made elsewhere (an agency renamed, a subject put in the white list, a user created, its role
 * changed and disabled, a configuration draft published by chiara.ferri) found by user and by entity,
 * each record's diff read (the configuration's and a user's in words, the rest field by field), the
 * actions' labels whole on their lines, in Italian; in English, a publication's record as its diff in
 * words with its raw fields behind a disclosure, followed to the checks decided with that version, and
 * two refusals (mario.rossi's own role, a risk officer's agency) in English under the entity they aimed
 * at, or none. The other language's texts are the unit tests'
 * (web/src/features/audit-trail/audit-trail-screen.test.tsx). Axe is clean on the list and a record.
 */

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const run = `${Date.now().toString(36)}`.toUpperCase();
const AGENCY = `AUD${run}`.slice(0, 20);
/** A user the back office's users section creates: its record is a USER one. */
const NEW_USER = `registro.${run.toLowerCase()}`;
let whitelisted: WhitelistSubject;
let published: Configuration;
let before: Configuration;
/** mario.rossi's own role change, refused by the users rules (409). */
let ownRole: ApiAnswer;
/** A risk officer's agency, refused by the frame (403): filed under the request id. */
let forbiddenAgency: ApiAnswer;
/** mario.rossi publishing his own draft (four-eyes, 403) and creating a username taken (409). */
let ownPublication: ApiAnswer;
let takenUsername: ApiAnswer;

/** The version in force, and a draft of it changed by mario.rossi and published by chiara.ferri. */
async function publishDraft(request: APIRequestContext) {
  const mario = await apiAs(request, 'mario.rossi');
  const chiara = await apiAs(request, 'chiara.ferri');
  const cluster = (status: string) =>
    mario<{ configurations: Configuration[] }>('POST', '/api/v1/getConfigurationCluster', {
      pageNumber: 0,
      pageSize: 10,
      configurationClusterId: status,
      configurationCheckId: 'PRECHECK_SAS',
    });
  // Another spec may be preparing a version right now: wait for it to be published or deleted.
  await expect.poll(async () => (await cluster('UPDATING')).configurations.length, { timeout: 60_000 }).toBe(0);
  [before] = (await cluster('CURRENT')).configurations as [Configuration];
  const draft = await mario<Configuration>('PUT', '/api/v1/updateConfiguration', {
    id: before.id,
    version: before.version,
    note: 'Registro: giorni di validità',
    configurationCheckId: 'PRECHECK_SAS',
    configurationFile: changedFrom(before.configurationFile),
  });
  ownPublication = await (await apiAnswersAs(request, 'mario.rossi'))('PUT', '/api/v1/publishUpdatingConfiguration', {
    id: draft.id,
    version: draft.version,
    note: 'Registro: la pubblico io',
    configurationCheckId: 'PRECHECK_SAS',
  });
  expect(ownPublication.status, JSON.stringify(ownPublication.body)).toBe(403);
  published = await chiara<Configuration>('PUT', '/api/v1/publishUpdatingConfiguration', {
    id: draft.id,
    version: draft.version,
    note: 'Registro: pubblicazione',
    configurationCheckId: 'PRECHECK_SAS',
  });
}

test.beforeAll(async ({ request }) => {
  const mario = await apiAs(request, 'mario.rossi');
  await mario('POST', '/api/v1/createAgency', { code: AGENCY, name: 'Agenzia del registro' });
  await mario('PATCH', '/api/v1/updateAgency', { code: AGENCY, name: 'Agenzia del registro rinominata' });
  whitelisted = await mario<WhitelistSubject>('POST', '/api/v1/addToWhitelist', {
    taxCode: null,
    vatRegistrationNo: companyCode(Number.parseInt(run, 36) % 90_000_000),
    companyName: 'Soggetto del registro',
    note: null,
    expiringDate: null,
    reasonDescription: 'Altro',
  });
  await mario('POST', '/api/v1/createUser', { username: NEW_USER, email: `${NEW_USER}@esempio.it`, role: 'ANALISTA' });
  await mario('PATCH', '/api/v1/updateUserRole', { username: NEW_USER, role: 'RISK_OFFICER' });
  await mario('PATCH', `/api/v1/disableUser/${NEW_USER}`);
  ownRole = await (await apiAnswersAs(request, 'mario.rossi'))('PATCH', '/api/v1/updateUserRole', {
    username: 'mario.rossi',
    role: 'ADMIN',
  });
  expect(ownRole.status, JSON.stringify(ownRole.body)).toBe(409);
  forbiddenAgency = await (await apiAnswersAs(request, 'giulia.bianchi'))('POST', '/api/v1/createAgency', {
    code: `${AGENCY}X`.slice(0, 20),
    name: 'Agenzia di chi non può',
  });
  expect(forbiddenAgency.status, JSON.stringify(forbiddenAgency.body)).toBe(403);
  takenUsername = await (await apiAnswersAs(request, 'mario.rossi'))('POST', '/api/v1/createUser', {
    username: NEW_USER,
    email: `${NEW_USER}.bis@esempio.it`,
    role: 'ANALISTA',
  });
  expect(takenUsername.status, JSON.stringify(takenUsername.body)).toBe(409);
  await publishDraft(request);
  // A check right away: the precheck reads a publication within a minute, the English test looks for it.
  await mario('POST', '/api/v1/creditcheck', creditCheckRequestFor(DEMO_SUBJECTS[0] as never));
});

const REGISTRY = /^Registro modifiche/;
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** The newest record whose row reads `action` (and `outcome`, where the same action was also refused). */
async function openRecord(page: Page, action: string, title: string, outcome?: string) {
  const rows = dataRows(page).filter({ hasText: action });
  await (outcome ? rows.filter({ hasText: outcome }) : rows).first().locator('td').nth(1).click();
  const record = dialog(page, title);
  await expect(record).toBeVisible();
  return record;
}

/**
 * The record of `action` whose configuration diff reads `diff`: another spec running beside this one
 * (configuration.spec.ts) may have changed the same configuration since, so the newest such record is not
 * always this spec's, and a later record's before may carry this one's note.
 */
async function openRecordWithDiff(page: Page, texts: typeof en.auditTrail, action: string, diff: string) {
  const rows = dataRows(page).filter({ hasText: action });
  await expect(rows.first()).toBeVisible();
  for (let index = 0; index < (await rows.count()); index++) {
    await rows.nth(index).locator('td').nth(1).click();
    const record = dialog(page, texts.detail.title);
    const changes = record.getByTestId('configuration-diff');
    await expect(changes).toBeVisible();
    if ((await changes.textContent())?.includes(diff)) return record;
    await record.getByRole('button', { name: texts.detail.close, exact: true }).click();
  }
  throw new Error(`No ${action} record reads '${diff}'`);
}

/** The change of this spec's draft in words, as the publish confirmation says it. */
const daysDiff = (catalogue: typeof en) =>
  fillText(catalogue.configurationEditor.diff.validityDays, {
    table: catalogue.configurationEditor.tabs.whitelistValidityDaysParam,
    from: before.configurationFile.whitelistValidityDaysParam,
    to: published.configurationFile.whitelistValidityDaysParam,
  });

/**
 * Whether any label of the list's Azione column is broken inside a word: its cell's text, set to wrap at
 * word boundaries only, overflows the column (a word wider than the column, which the list's wrapped
 * cells would otherwise break where it must).
 */
async function actionLabelsBrokenInWords(page: Page, header: string): Promise<string[]> {
  const table = page.getByRole('table', { name: /Risultati|Results/ });
  const headers = await table.locator('thead tr').first().locator('th').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header} among ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return dataRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .evaluateAll((cells) =>
      cells
        .map((cell) => cell.querySelector<HTMLElement>('.semaforo-wrapped-cell') ?? (cell as HTMLElement))
        .filter((text) => {
          const { overflowWrap, wordBreak } = text.style;
          text.style.overflowWrap = 'normal';
          text.style.wordBreak = 'normal';
          const overflows = text.scrollWidth > text.clientWidth;
          text.style.overflowWrap = overflowWrap;
          text.style.wordBreak = wordBreak;
          return overflows;
        })
        .map((text) => text.textContent ?? ''),
    );
}

/** The value of the record's pair named `label` ('Entità', 'Versione'). */
const pairValue = (record: Locator, label: string) =>
  record
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function byEntity(page: Page, kind: string, id: string) {
  await page.getByRole('button', { name: /^(AZZERA FILTRI|RESET FILTERS)$/ }).click();
  await chooseInDropdown(page, italian.auditTrail.filters.entityType, [kind]);
  await page.getByRole('textbox', { name: italian.auditTrail.filters.entityId, exact: true }).fill(id);
  await search(page);
}

test('finds the changes by user and by entity, and reads each one’s diff (Italian)', async ({ page }) => {
  const texts = italian.auditTrail;
  await signInAs(page, 'ADMIN');
  // The back office's entry opens onto its sections; 'Registro modifiche' is one of them.
  await page.goto('/admin/backoffice');
  await page.getByRole('link', { name: italian.backofficeSections.registro }).click();
  await expect(listHeading(page, REGISTRY)).toHaveText(/\d$/);

  // By user: the three changes mario.rossi made.
  await page.getByRole('textbox', { name: texts.filters.user, exact: true }).fill('mario.rossi');
  await search(page);
  for (const action of ['updateAgency', 'addToWhitelist', 'updateConfiguration', 'disableUser'] as const) {
    await expect(dataRows(page).filter({ hasText: texts.options.action[action] }).first()).toBeVisible();
  }
  // 'Disabilitazione utente' and the rest wrap between their words, never inside one.
  expect(await actionLabelsBrokenInWords(page, texts.columns.action)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // The system by the name the list shows it by: the demo's customer feed load is its own act.
  await page.getByRole('textbox', { name: texts.filters.user, exact: true }).fill(texts.systemActor);
  await search(page);
  await expect(dataRows(page).filter({ hasText: texts.options.action.customerFeedLoad }).first()).toBeVisible();

  // By entity: the agency, created then renamed, its name before and after.
  await byEntity(page, texts.options.entityType.AGENCY, AGENCY);
  await expect(dataRows(page)).toHaveCount(2);
  const renamed = await openRecord(page, texts.options.action.updateAgency, texts.detail.title);
  await expect(renamed).toContainText('Agenzia del registro rinominata');
  await expect(renamed.getByRole('table', { name: texts.detail.changes })).toContainText('Agenzia del registro');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await renamed.getByRole('button', { name: texts.detail.close, exact: true }).click();

  // The white-list entry: what was inserted, field by field.
  await byEntity(page, texts.options.entityType.WHITELIST, whitelisted.id);
  const inserted = await openRecord(page, texts.options.action.addToWhitelist, texts.detail.title);
  await expect(inserted).toContainText('Soggetto del registro');
  await inserted.getByRole('button', { name: texts.detail.close, exact: true }).click();

  // A user created in the back office: a USER record, the user as created, never a password.
  await byEntity(page, texts.options.entityType.USER, NEW_USER);
  // Its creation, not the second one refused for the name taken.
  const createdUser = await openRecord(
    page,
    texts.options.action.createUser,
    texts.detail.title,
    texts.options.outcome.SUCCEEDED,
  );
  await expect(createdUser).toContainText(`${texts.options.entityType.USER} · ${NEW_USER}`);
  await expect(createdUser.getByRole('table', { name: texts.detail.changes })).toContainText(italian.roles.ANALISTA);
  await createdUser.getByRole('button', { name: texts.detail.close, exact: true }).click();

  // Its role changed: the roles by their labels, no code of the role nor of the call.
  const roleChanged = await openRecord(page, texts.options.action.updateUserRole, texts.detail.title);
  const roleRow = roleChanged
    .getByRole('table', { name: texts.detail.changes })
    .getByRole('row', { name: new RegExp(`^${texts.userFields.role}`) });
  await expect(roleRow).toContainText(italian.roles.ANALISTA);
  await expect(roleRow).toContainText(italian.roles.RISK_OFFICER);
  for (const code of ['ANALISTA', 'RISK_OFFICER', 'updateUserRole']) await expect(roleChanged).not.toContainText(code);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await roleChanged.getByRole('button', { name: texts.detail.close, exact: true }).click();

  // Then disabled: the flag in words.
  const disabled = await openRecord(page, texts.options.action.disableUser, texts.detail.title);
  const enabledRow = disabled
    .getByRole('table', { name: texts.detail.changes })
    .getByRole('row', { name: new RegExp(`^${texts.userFields.enabled}`) });
  await expect(enabledRow.getByRole('cell')).toHaveText([texts.userFields.enabled, texts.detail.yes, texts.detail.no]);
  for (const code of ['true', 'false', 'disableUser']) await expect(disabled).not.toContainText(code);
  await disabled.getByRole('button', { name: texts.detail.close, exact: true }).click();

  // The configuration draft: its change in words, as the publish confirmation says it.
  await byEntity(page, texts.options.entityType.CONFIGURATION, 'PRECHECK_SAS');
  const draft = await openRecordWithDiff(page, texts, texts.options.action.updateConfiguration, daysDiff(italian));
  await expect(draft).toContainText('Registro: giorni di validità');
});

test('follows a publication’s record to the checks decided with that version (English)', async ({ page, request }) => {
  const texts = en.auditTrail;
  await signInAs(page, 'ADMIN', { english: true, path: '/admin/backoffice?section=registro' });
  await expect(listHeading(page, /^Change log/)).toHaveText(/\d$/);
  await chooseInDropdown(page, texts.filters.action, [texts.options.action.publishUpdatingConfiguration]);
  await search(page);
  const record = await openRecordWithDiff(page, texts, texts.options.action.publishUpdatingConfiguration, daysDiff(en));
  await expect(record).toContainText('chiara.ferri');
  await expect(record).toContainText('Registro: pubblicazione');
  // The version published, in words; the fields as recorded only behind their disclosure.
  await expect(pairValue(record, texts.detail.version)).toHaveText(
    fillText(texts.detail.versionChanged, {
      id: published.id,
      from: en.auditTrail.configurationStatuses.UPDATING,
      to: en.auditTrail.configurationStatuses.CURRENT,
    }),
  );
  const recordedFields = record.getByRole('table', { name: texts.detail.recordedFields });
  await expect(recordedFields).toBeHidden();
  await record.getByRole('button', { name: texts.detail.recordedFields }).click();
  await expect(recordedFields).toBeVisible();
  await expect(recordedFields).toContainText('current.configurationFile.paymentScoreChecks');
  // The link to the checks and what it opens on, each on its own line.
  const link = await record.getByRole('link', { name: texts.detail.checks }).boundingBox();
  const description = await record
    .getByText(fillText(texts.detail.checksDescription, { version: published.id }))
    .boundingBox();
  expect(description?.y).toBeGreaterThanOrEqual((link?.y ?? 0) + (link?.height ?? 0));

  // A check decided with the version: the precheck takes a publication within a minute.
  const mario = await apiAs(request, 'mario.rossi');
  const decidedWith = async () => {
    await mario('POST', '/api/v1/creditcheck', creditCheckRequestFor(DEMO_SUBJECTS[0] as never));
    const { total } = await mario<{ total: number }>('POST', '/api/v1/requestLog', {
      filters: { configurationId: published.id },
      pageNumber: 0,
      pageSize: 1,
    });
    return total;
  };
  await expect.poll(decidedWith, { timeout: 75_000, intervals: [2_000, 5_000] }).toBeGreaterThan(0);

  await record.getByRole('link', { name: texts.detail.checks }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/dossierList\\?configurationId=${published.id}`));
  await expect(page.getByTestId('filter-chips')).toContainText(published.id);
  await expect(dataRows(page).first()).toBeVisible();
});

test('reads refusals in English, each under the entity it aimed at or none (English)', async ({ page }) => {
  const texts = en.auditTrail;
  await signInAs(page, 'ADMIN', { english: true, path: '/admin/backoffice?section=registro' });
  await expect(listHeading(page, /^Change log/)).toHaveText(/\d$/);

  // mario.rossi's own role change, refused by the users rules: the reason as the users section words it.
  const [refusal] = (ownRole.body as { errors: { code: string; description: string }[] }).errors;
  expect(refusal?.code).toBe('OWN_ROLE_CHANGE');
  await page.getByRole('textbox', { name: texts.filters.user, exact: true }).fill('mario.rossi');
  await chooseInDropdown(page, texts.filters.action, [texts.options.action.updateUserRole]);
  await chooseInDropdown(page, texts.filters.outcome, [texts.options.outcome.REFUSED]);
  await search(page);
  const own = await openRecord(page, 'mario.rossi', texts.detail.title);
  await expect(pairValue(own, texts.detail.entity)).toHaveText(`${texts.options.entityType.USER} · mario.rossi`);
  await expect(pairValue(own, texts.detail.reason)).toHaveText(en.alerts.serverErrors.OWN_ROLE_CHANGE);
  await expect(own).not.toContainText(refusal?.description as string);
  await own.getByRole('button', { name: texts.detail.close, exact: true }).click();

  // The four-eyes rule and a username taken: each refusal travels as its code, read in English.
  for (const [answer, code, action] of [
    [ownPublication, 'CONFIGURATION_FOUR_EYES_REQUIRED', texts.options.action.publishUpdatingConfiguration],
    [takenUsername, 'USERNAME_TAKEN', texts.options.action.createUser],
  ] as const) {
    expect((answer.body as { errors: { code: string }[] }).errors[0]?.code).toBe(code);
    await page.getByRole('button', { name: /^(AZZERA FILTRI|RESET FILTERS)$/ }).click();
    await page.getByRole('textbox', { name: texts.filters.user, exact: true }).fill('mario.rossi');
    await chooseInDropdown(page, texts.filters.action, [action]);
    await chooseInDropdown(page, texts.filters.outcome, [texts.options.outcome.REFUSED]);
    await search(page);
    const refused = await openRecord(page, 'mario.rossi', texts.detail.title);
    await expect(pairValue(refused, texts.detail.reason)).toHaveText(en.alerts.serverErrors[code]);
    await refused.getByRole('button', { name: texts.detail.close, exact: true }).click();
  }

  // A risk officer's agency, refused by the frame before its body was trusted: filed under the request
  // id, which is no entity: the list and the record name none.
  expect(forbiddenAgency.requestId).toBeTruthy();
  await page.getByRole('button', { name: /^(AZZERA FILTRI|RESET FILTERS)$/ }).click();
  await page.getByRole('textbox', { name: texts.filters.user, exact: true }).fill('giulia.bianchi');
  await chooseInDropdown(page, texts.filters.action, [texts.options.action.createAgency]);
  await search(page);
  const row = dataRows(page).filter({ hasText: texts.options.outcome.REFUSED }).first();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText(forbiddenAgency.requestId as string);
  const forbidden = await openRecord(page, texts.options.outcome.REFUSED, texts.detail.title);
  await expect(pairValue(forbidden, texts.detail.entity)).toHaveText(texts.options.entityType.AGENCY);
  await expect(pairValue(forbidden, texts.detail.reason)).toHaveText(en.alerts.serverErrors.FORBIDDEN);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});
