import { expect, type Locator, type Page, test } from '@playwright/test';
import { refusalText } from '../../shared/refusals';
import { en } from '../../web/src/shared/i18n/locales/en';
import { type Catalogue, it as italian } from '../../web/src/shared/i18n/locales/it';
import { administratorPage, fillText } from './support/administrators';
import {
  countIn,
  expectEveryBarNamed,
  expectThreeNamedFigures,
  latestSummary,
  lowerOverdueDraft,
} from './support/backtest-page';
import { signInAs } from './support/console';
import { seriousViolations } from './support/list-page';
import { expectListFits } from './support/list-widths';

/**
 * The configuration editor and its lifecycle on the local runtime, with the four-eyes rule
 * on: an administrator edits a threshold (a wrong value's message closes by itself), saves it with a
 * note as the version 'in aggiornamento', cannot publish it himself ('Pubblica' disabled with the reason); the second
 * administrator reads the diff, publishes it, and restores the previous version. In Italian and in
 * English, axe clean; the black-list area shows the same screen; no other role reaches it.
 *
 * The edited threshold is the delay threshold of the PG/CON row of the arrears table, whose check is
 * switched off: the other specs' prechecks decide the same while it is in force. Each test ends with the
 * previous file restored, so the next one starts from a configuration with nothing 'in aggiornamento'.
 */

test.describe.configure({ timeout: 180_000 });

const LANGUAGES: [string, Catalogue][] = [
  ['Italian', italian],
  ['English', en],
];

/** The PG/CON row of the arrears table (third in the seeded file): its check is off. */
const EDITED_ROW = 3;

function versionsTable(page: Page, title: string): Locator {
  return page.getByRole('table', { name: title, exact: true });
}

const versionRows = (page: Page, title: string) => versionsTable(page, title).locator('tbody tr');

async function openScreen(page: Page, texts: Catalogue, path = '/admin/parameters') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: texts.configurationScreen.title })).toBeVisible();
  await expect(versionRows(page, texts.configurationScreen.tables.active)).toHaveCount(1);
}

/** The id shown in the first cell of a cluster's only (or first) row. */
async function firstId(page: Page, title: string): Promise<string> {
  const cell = versionRows(page, title).first().locator('td').first();
  // While the cluster loads, its one row is the table's loading row: wait for a version id (it has a dash).
  await expect(cell).toHaveText(/^[\w-]+-[\w-]+$/);
  return ((await cell.textContent()) ?? '').trim();
}

async function openVersion(page: Page, texts: Catalogue, table: string, id: string): Promise<Locator> {
  await versionRows(page, table).filter({ hasText: id }).first().locator('td').nth(2).click();
  const detail = page.getByRole('dialog', { name: texts.configurationEditor.title });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(id);
  return detail;
}

/** Step1 with the note, then the confirmation: returns the wizard there. */
async function noteAndContinue(page: Page, texts: Catalogue, title: string, note: string): Promise<Locator> {
  const wizard = page.getByRole('dialog', { name: title });
  await expect(wizard).toBeVisible();
  await wizard.getByRole('textbox', { name: texts.operationWizard.note }).fill(note);
  await wizard.getByRole('button', { name: texts.operationWizard.continue }).click();
  await expect(wizard).toContainText(texts.operationWizard.question);
  // Updates, publications and restores are undone by another version: not said to be irreversible.
  await expect(wizard).not.toContainText(texts.operationWizard.irreversible);
  return wizard;
}

/** Picks a micro segment in a row's select by its name (the codes are named in words). */
async function chooseSegment(select: Locator, name: string): Promise<void> {
  await select.click();
  await select.page().getByRole('option', { name }).click();
  await expect(select).toContainText(name);
}

async function confirmAndClose(wizard: Locator, texts: Catalogue, outcome: string): Promise<void> {
  await wizard.getByRole('button', { name: texts.operationWizard.confirm }).click();
  await expect(wizard).toContainText(outcome);
  await wizard.getByRole('button', { name: texts.operationWizard.close, exact: true }).click();
  await expect(wizard).toBeHidden();
}

for (const [language, texts] of LANGUAGES) {
  const screen = texts.configurationScreen;
  const editor = texts.configurationEditor;
  const tables = screen.tables;

  // Each flow in one language (the suite's time): the long four-eyes flow in Italian, the section in
  // English; the catalogues' tests hold every text of the screen in both.
  if (language === 'Italian')
    test(`edit, four-eyes, publish by a second administrator and restore, in ${language}`, async ({ browser }) => {
      // mario.rossi edits the threshold of the version in force.
      const mario = await administratorPage(browser, 'mario.rossi', language);
      await openScreen(mario, texts);
      await expect(versionsTable(mario, tables.updating)).toHaveCount(0);
      const previousId = await firstId(mario, tables.active);
      expect(await seriousViolations(mario)).toEqual([]);

      const detail = await openVersion(mario, texts, tables.active, previousId);
      await detail.getByRole('tab', { name: editor.tabs.paymentTrendChecks }).click();
      const delay = detail.getByRole('textbox', {
        name: fillText(editor.cellLabel, { column: editor.columns.delayThreshold, row: EDITED_ROW }),
      });
      await expect(delay).toHaveValue('30');

      // A second PG/DEFAULT row: 'Aggiorna' refuses the table with a message that closes by itself.
      const segment = detail.getByRole('button', {
        name: new RegExp(`^${fillText(editor.cellLabel, { column: editor.columns.microSegment, row: EDITED_ROW })}`),
      });
      await chooseSegment(segment, editor.microSegments.DEFAULT);
      await detail.getByRole('button', { name: editor.update, exact: true }).click();
      const messages = detail.getByTestId('configuration-table-messages');
      // In the user's language: the rule's Italian text in Italian (verbatim), its translation in English.
      await expect(messages).toContainText(`${editor.tabs.paymentTrendChecks}: ${editor.rules.duplicates}`);
      expect(await seriousViolations(mario)).toEqual([]);
      // Spec section 9: the configuration's messages close after 3 s.
      await expect(messages).toBeHidden();

      await chooseSegment(segment, editor.microSegments.CON);
      await delay.fill('35');
      await detail.getByRole('button', { name: editor.update, exact: true }).click();
      await expect(detail).toBeHidden();
      // Cancelled in the wizard, the edit is not lost: the detail comes back with it.
      const cancelled = mario.getByRole('dialog', { name: screen.operations.update });
      await cancelled.getByRole('button', { name: texts.operationWizard.cancel, exact: true }).click();
      await expect(detail).toBeVisible();
      await expect(delay).toHaveValue('35');
      await detail.getByRole('button', { name: editor.update, exact: true }).click();
      await expect(detail).toBeHidden();
      const update = await noteAndContinue(
        mario,
        texts,
        screen.operations.update,
        'Soglia ritardo dei condomini al 35%',
      );
      await expect(update.getByTestId('configuration-diff')).toContainText(/30.*→.*35/);
      await confirmAndClose(update, texts, texts.operationWizard.success);

      await expect(versionRows(mario, tables.updating)).toHaveCount(1);
      const updatingRow = versionRows(mario, tables.updating).first();
      await expect(updatingRow).toContainText(screen.statuses.UPDATING);
      await expect(updatingRow).toContainText('mario.rossi');
      await expect(updatingRow).toContainText('Soglia ritardo dei condomini al 35%');
      const updatingId = await firstId(mario, tables.updating);

      // While a version is 'in aggiornamento', the one in force is read only.
      const inForce = await openVersion(mario, texts, tables.active, previousId);
      await inForce.getByRole('tab', { name: editor.tabs.paymentTrendChecks }).click();
      await expect(inForce.getByRole('table', { name: editor.tabs.paymentTrendChecks })).toContainText('100.000');
      await expect(inForce.getByRole('textbox')).toHaveCount(0);
      await expect(inForce.getByRole('button', { name: editor.addRow })).toHaveCount(0);
      await inForce.getByRole('button', { name: editor.close, exact: true }).click();
      await expect(inForce).toBeHidden();

      // He cannot publish his own change (four-eyes): 'Pubblica' is disabled and says why, before any note.
      const own = await openVersion(mario, texts, tables.updating, updatingId);
      const ownPublish = own.getByRole('button', { name: screen.actions.publish, exact: true });
      await expect(ownPublish).toBeDisabled();
      await expect(ownPublish).toHaveAccessibleDescription(screen.publishNeedsSecondPerson);
      await ownPublish.click({ force: true });
      await expect(mario.getByRole('dialog', { name: screen.operations.publish })).toHaveCount(0);
      expect(await seriousViolations(mario)).toEqual([]);
      await own.getByRole('button', { name: editor.close, exact: true }).click();
      await expect(own).toBeHidden();
      await expect(versionRows(mario, tables.updating)).toHaveCount(1);
      await mario.context().close();

      // chiara.ferri reads what changes against the version in force, and publishes it.
      const chiara = await administratorPage(browser, 'chiara.ferri', language);
      await openScreen(chiara, texts);
      const toPublish = await openVersion(chiara, texts, tables.updating, updatingId);
      await toPublish.getByRole('button', { name: screen.actions.publish, exact: true }).click();
      const publish = await noteAndContinue(chiara, texts, screen.operations.publish, 'Approvata');
      const diff = publish.getByTestId('configuration-diff');
      await expect(diff).toContainText(editor.tabs.paymentTrendChecks);
      await expect(diff).toContainText(/30.*→.*35/);
      await expect(diff.getByRole('listitem')).toHaveCount(1);
      expect(await seriousViolations(chiara)).toEqual([]);
      await confirmAndClose(publish, texts, texts.operationWizard.success);

      await expect(versionsTable(chiara, tables.updating)).toHaveCount(0);
      await expect(versionRows(chiara, tables.active).first()).toContainText(updatingId);
      // Its author with his note and its publisher, apart (four-eyes).
      const published = versionRows(chiara, tables.active).first();
      await expect(published).toContainText('chiara.ferri');
      await expect(published).toContainText('mario.rossi');
      await expect(published).toContainText('Soglia ritardo dei condomini al 35%');
      const archived = versionRows(chiara, tables.history).filter({ hasText: previousId });
      await expect(archived).toHaveCount(1);
      await expect(archived).toContainText(screen.statuses.ARCHIVED);

      // She restores the previous version: it is in force again as a new version, the published one archived.
      const previous = await openVersion(chiara, texts, tables.history, previousId);
      await previous.getByRole('button', { name: screen.actions.restore, exact: true }).click();
      const restore = await noteAndContinue(chiara, texts, screen.operations.restore, 'Torniamo alla precedente');
      await expect(restore.getByTestId('configuration-diff')).toContainText(/35.*→.*30/);
      await confirmAndClose(restore, texts, texts.operationWizard.success);
      await expect(versionRows(chiara, tables.history).filter({ hasText: updatingId })).toHaveCount(1);
      const restored = versionRows(chiara, tables.active).first();
      await expect(restored).not.toContainText(updatingId);
      // Four-eyes on a restore: the row keeps the restored content's authors and notes; she is its publisher, her note the
      // publication's, read in the detail.
      await expect(restored).toContainText('chiara.ferri');
      const restoredDetail = await openVersion(chiara, texts, tables.active, await firstId(chiara, tables.active));
      await expect(restoredDetail).toContainText('Torniamo alla precedente');
      await restoredDetail.getByRole('button', { name: editor.close, exact: true }).click();
      await expect(restoredDetail).toBeHidden();

      // Any two versions of the history compare, the older read first.
      const history = versionRows(chiara, tables.history);
      await history.filter({ hasText: updatingId }).getByRole('checkbox').check();
      await history.filter({ hasText: previousId }).getByRole('checkbox').check();
      await chiara.getByRole('button', { name: screen.actions.compare, exact: true }).click();
      const comparison = chiara.getByRole('dialog', { name: screen.compare.title });
      await expect(comparison.getByTestId('configuration-diff')).toContainText(/30.*→.*35/);
      expect(await seriousViolations(chiara)).toEqual([]);
      await comparison.getByRole('button', { name: screen.compare.close, exact: true }).click();
      await expect(comparison).toBeHidden();
      await chiara.context().close();
    });

  if (language === 'English')
    test(`the black-list area's configuration section is the same screen, in ${language}`, async ({ page }) => {
      await signInAs(page, 'ADMIN', { english: language === 'English' });
      await openScreen(page, texts, '/admin/blacklist?section=configurazione');
      await expect(versionsTable(page, tables.history)).toBeVisible();
      await expect(page.getByRole('button', { name: screen.actions.compare, exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
}

/**
 * The back-test of a draft in this file, whose tests run one after the other: a draft of the
 * configuration would otherwise meet the edits above. Italian only: unit tests cover the English texts
 * (shared/backtest/backtest-text.test.ts, the catalogues' test). The PF overdue threshold is lowered from
 * 500 € to 100 €: some recorded customers of the demo history turn to arrears (EX303), while no demo
 * subject of the other specs' prechecks changes (the good customer owes 40 €), so the publication in
 * between moves none of their answers.
 */
test('a draft simulated on the recorded checks, a changed check opened, then published by a second administrator after reading the back-test, in Italian', async ({
  browser,
}) => {
  const texts = italian;
  const { configurationScreen: screen, configurationEditor: editor, backtest } = texts;
  const mario = await administratorPage(browser, 'mario.rossi', 'Italian');
  await openScreen(mario, texts);
  const previousId = await firstId(mario, screen.tables.active);
  const detail = await openVersion(mario, texts, screen.tables.active, previousId);
  await detail.getByRole('tab', { name: editor.tabs.paymentTrendChecks }).click();
  const threshold = detail.getByRole('textbox', {
    name: fillText(editor.cellLabel, { column: editor.columns.amountExpiredThreshold, row: 1 }),
  });
  await threshold.fill('100');
  await detail.getByRole('button', { name: editor.update, exact: true }).click();
  const update = await noteAndContinue(mario, texts, screen.operations.update, 'Scaduto PF da 100 €');
  await confirmAndClose(update, texts, texts.operationWizard.success);
  const draftId = await firstId(mario, screen.tables.updating);

  // 'Simula' from the draft's detail (a link: it opens the back-test's own page).
  const draft = await openVersion(mario, texts, screen.tables.updating, draftId);
  await draft.getByRole('link', { name: backtest.open, exact: true }).click();
  await expect(mario.getByRole('heading', { level: 1, name: backtest.title })).toBeVisible();
  await expect(mario.getByTestId('backtest-limits')).toHaveText(backtest.limits);
  // 90 days, not the default 30: the demo history's customers the draft turns fall on the days its
  // seeding draws, and a month may hold none of them.
  await mario.getByRole('button', { name: backtest.period }).click();
  await mario.getByRole('option', { name: fillText(backtest.periodDays, { count: 90 }) }).click();
  await mario.getByRole('button', { name: backtest.simulate, exact: true }).click();
  const transitions = mario.getByTestId('backtest-transitions');
  await expect(transitions).toContainText(backtest.transitions.title, { timeout: 120_000 });
  await expect(transitions).toContainText('EX303');
  await expect(mario.getByTestId('backtest-reproducibility')).toContainText(/Tutte le [\d.]+ verifiche rigiocate/);
  // The reds and greens counted three times, each named, and every segment named on its chart's axis.
  const summary = await latestSummary(mario.request, 'mario.rossi', 'CONFIGURATION', draftId);
  await expectThreeNamedFigures(mario, texts, 'Italian', summary, 'CONFIGURATION');
  await expectEveryBarNamed(mario, texts, summary);
  expect(Number((await mario.getByTestId('backtest-changed').textContent())?.replace('.', ''))).toBeGreaterThan(0);
  expect(await seriousViolations(mario)).toEqual([]);

  // The changed checks fit a 1440 px screen with their way in (list-widths.spec.ts names this walk).
  await mario.setViewportSize({ width: 1440, height: 900 });
  await expectListFits(mario, 'backtestChanges');

  // A changed check opens with its two explanations side by side.
  const changes = mario.getByRole('table', { name: texts.backtestChanges.tableLabel });
  await changes.locator('tbody tr').first().locator('td').nth(2).click();
  await expect(mario).toHaveURL(/\/admin\/dossierList\/check\?id=\d+&kind=CONFIGURATION&draft=/);
  await expect(mario.getByTestId('comparison-current')).toContainText(texts.checkDetail.comparison.current);
  await expect(mario.getByTestId('comparison-draft')).toContainText('EX303');
  await expect(mario.getByTestId('comparison-draft')).toContainText(texts.precheck.explanation.rules.PAYMENT_TREND);
  expect(await seriousViolations(mario)).toEqual([]);
  await mario.context().close();

  // chiara.ferri reads the back-test in the publish confirmation, then publishes.
  const chiara = await administratorPage(browser, 'chiara.ferri', 'Italian');
  await openScreen(chiara, texts);
  const toPublish = await openVersion(chiara, texts, screen.tables.updating, draftId);
  await toPublish.getByRole('button', { name: screen.actions.publish, exact: true }).click();
  const publish = await noteAndContinue(chiara, texts, screen.operations.publish, 'Letta la simulazione');
  const latest = publish.getByTestId('latest-backtest');
  await expect(latest).toContainText(backtest.latest.title);
  await expect(latest).toContainText(/esiti cambiati su [\d.]+ verifiche/);
  await expect(latest).toContainText(/periodo dal \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}/);
  expect(await seriousViolations(chiara)).toEqual([]);
  await confirmAndClose(publish, texts, texts.operationWizard.success);

  // The previous version back in force, for the next tests.
  const previous = await openVersion(chiara, texts, screen.tables.history, previousId);
  await previous.getByRole('button', { name: screen.actions.restore, exact: true }).click();
  const restore = await noteAndContinue(chiara, texts, screen.operations.restore, 'Ripristino dopo la simulazione');
  await confirmAndClose(restore, texts, texts.operationWizard.success);
  await chiara.context().close();
});

/**
 * The same back-test in English, on a draft made beforehand (the Italian test above walks its making),
 * then the draft deleted: the confirmation names it and what goes with it, and its back-test page says
 * it is gone, in English, with the way back and no 'Simulate'.
 */
test('a draft back-tested in English reads its figures in English, then deleted, its page says so, in English', async ({
  browser,
}) => {
  const texts = en;
  const { configurationScreen: screen, backtest } = texts;
  const mario = await administratorPage(browser, 'mario.rossi', 'English');
  await mario.setViewportSize({ width: 1440, height: 900 });
  const draft = await lowerOverdueDraft(mario.request, 'mario.rossi');
  const page = `/admin/parameters/simulazione/CONFIGURATION/${draft.id}`;
  await mario.goto(page);
  await expect(mario.getByRole('heading', { level: 1, name: backtest.title })).toBeVisible();
  // A year of the demo history: over a thousand checks, so a thousands separator is there to read
  // (English ',', not the Italian '.'). A period this long runs queued, the page following its progress.
  await mario.getByRole('button', { name: backtest.period }).click();
  await mario.getByRole('option', { name: fillText(backtest.periodDays, { count: 365 }) }).click();
  await mario.getByRole('button', { name: backtest.simulate, exact: true }).click();
  await expect(mario.getByTestId('backtest-outcomes')).toBeVisible({ timeout: 120_000 });
  const summary = await latestSummary(mario.request, 'mario.rossi', 'CONFIGURATION', draft.id);
  expect(summary.checks).toBeGreaterThan(999);
  await expect(mario.getByTestId('backtest-checks')).toHaveText(countIn('English', summary.checks));
  await expect(mario.getByTestId('backtest-checks')).toContainText(',');
  await expect(mario.getByTestId('backtest-reproducibility')).toContainText(
    `All ${countIn('English', summary.reproducibility.replayed)} replayed checks`,
  );
  await expectThreeNamedFigures(mario, texts, 'English', summary, 'CONFIGURATION');
  await expectEveryBarNamed(mario, texts, summary);
  expect(await seriousViolations(mario)).toEqual([]);

  // Deleted from the configuration screen: the confirmation names the draft, its edits and its back-tests.
  await mario.getByRole('link', { name: backtest.back, exact: true }).click();
  await expect(mario.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
  const detail = await openVersion(mario, texts, screen.tables.updating, draft.id);
  await detail.getByRole('button', { name: screen.actions.delete, exact: true }).click();
  const wizard = mario.getByRole('dialog', { name: screen.operations.delete });
  await wizard.getByRole('textbox', { name: texts.operationWizard.note }).fill('Not needed any more');
  await wizard.getByRole('button', { name: texts.operationWizard.continue }).click();
  await expect(wizard).toContainText(texts.operationWizard.irreversible);
  await expect(wizard.getByTestId('configuration-delete-consequences')).toHaveText(
    fillText(screen.deleteConsequences, { id: draft.id, version: draft.version, authors: 'mario.rossi' }),
  );
  // Its edits, shown against the version in force: the lowered overdue threshold.
  await expect(wizard.getByTestId('configuration-diff')).toContainText(/500.*→.*100/);
  expect(await seriousViolations(mario)).toEqual([]);
  await confirmAndClose(wizard, texts, texts.operationWizard.success);
  await expect(versionsTable(mario, screen.tables.updating)).toHaveCount(0);

  // Its back-test page says it is gone, in English, and offers no 'Simulate'.
  await mario.goto(page);
  const deleted = mario.getByTestId('backtest-deleted');
  await expect(deleted).toContainText(backtest.deleted.CONFIGURATION.title);
  await expect(deleted).toContainText(backtest.deleted.CONFIGURATION.description);
  await expect(mario.getByRole('button', { name: backtest.simulate })).toHaveCount(0);
  await expect(mario.getByTestId('backtest-outcomes')).toHaveCount(0);
  await expect(mario.getByText(refusalText('CONFIGURATION_NOT_FOUND'))).toHaveCount(0);
  expect(await seriousViolations(mario)).toEqual([]);
  await deleted.getByRole('link', { name: backtest.deleted.CONFIGURATION.back }).click();
  await expect(mario.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
  await mario.context().close();
});
