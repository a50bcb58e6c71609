import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_CUSTOMER_COLUMNS } from '../../web/src/features/clients-list/clients-list-columns';
import { signInAs } from './support/console';
import { PAST_RANGE, showColumns } from './support/list-page';

/**
 * Issue 24: at 1440×900 no list cuts a column. Every list an administrator sees, with its default
 * columns, and Vista Clienti with a column added: each table's columns end inside the screen and
 * inside the table's own box (nothing to scroll sideways, nothing under another column), no header and
 * no value is cut short. The white list keeps its tax code in view after a detail is opened and closed
 * from the keyboard. One sign-in for the whole walk: the widths show no text, the catalogues' tests
 * cover both languages.
 */

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

/** What is cut on the page: a table wider than its box, a column past the screen, a header or a value ending in '…'. */
function cutColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const isCut = (element: Element) => element.scrollWidth > element.clientWidth + 1;
    // Text past its box's content edge: what Cloudscape ends with '…' (scrollWidth misses it when the
    // overflow only reaches into the padding).
    const overflows = (element: Element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      const box = element.getBoundingClientRect();
      const padding = Number.parseFloat(getComputedStyle(element).paddingRight) || 0;
      return text.getBoundingClientRect().right > box.right - padding + 1;
    };
    // The tables a person reads (Cloudscape's pinned copy of a header row has no name).
    for (const table of document.querySelectorAll('table[aria-label]')) {
      const name = table.getAttribute('aria-label');
      const box = table.parentElement as HTMLElement;
      if (isCut(box)) cut.push(`${name}: ${box.scrollWidth - box.clientWidth} px to scroll`);
      const right = Math.min(window.innerWidth, box.getBoundingClientRect().right);
      for (const header of table.querySelectorAll('thead th')) {
        const label = header.textContent?.trim() ?? '';
        if (header.getBoundingClientRect().right > right + 1) cut.push(`${name} › ${label}: past the edge`);
        const text = header.querySelector('[class*="awsui_header-cell-text_"]');
        if (text && overflows(text)) cut.push(`${name} › ${label}: header cut`);
      }
      for (const cell of table.querySelectorAll('tbody td [class*="awsui_body-cell-content_"]')) {
        // A value only: the selection column's checkbox has no text to cut (its label box overhangs).
        const value = cell.textContent?.trim();
        if (value && overflows(cell)) cut.push(`${name} › '${value}': value cut`);
      }
    }
    return cut;
  });
}

/** A list's table, once its rows (or its empty state) are drawn. */
async function expectNothingCut(page: Page, path: string, table: string) {
  await page.goto(path);
  const shown = page.getByRole('table', { name: table }).first();
  await expect(shown.locator('tbody tr').first()).toBeVisible();
  await expect(shown).not.toContainText('Caricamento in corso');
  expect(await cutColumns(page), path).toEqual([]);
}

test('at 1440×900 every list shows its columns whole', async ({ page }) => {
  await signInAs(page, 'ADMIN');

  await expectNothingCut(page, '/admin/clientsList', 'Risultati');
  await expectNothingCut(page, `/admin/dossierList?dateRange=${PAST_RANGE}`, 'Risultati');
  await expectNothingCut(page, '/admin/dossierListAggregated', 'Risultati');
  await expectNothingCut(page, '/admin/enricher', 'Elaborazioni');
  await expectNothingCut(page, '/admin/blacklist?section=ceduti', 'Lista attiva');
  await expectNothingCut(page, '/admin/blacklist?section=radiati', 'Storico');
  await expectNothingCut(page, '/admin/blacklist?section=agenzie', 'Risultati');
  await expectNothingCut(page, '/admin/parameters', 'Storico');
  await expectNothingCut(page, '/admin/clientsList/details?code=C000101', 'Verifiche del cliente');

  // A column added in the settings takes its place beside the others: the texts give way.
  await showColumns(page, 'clientsList', [...DEFAULT_CUSTOMER_COLUMNS, 'K_ANDAMENTALE_CLASSE']);
  await expectNothingCut(page, '/admin/clientsList', 'Risultati');

  // The white list after a detail opened and closed from the keyboard: still from its first column.
  await expectNothingCut(page, '/admin/whitelist', 'Risultati');
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
