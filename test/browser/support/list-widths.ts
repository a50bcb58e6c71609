import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/**
 * The width walk's tools: which lists the console declares on the list kit, and what is cut on a page
 * at 1440 px (a table wider than its box, a column past the screen, a header or a value ending in '…',
 * a row's way in out of view).
 */

const FEATURES = resolve(fileURLToPath(new URL('../../../web/src/features', import.meta.url)));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The id of every list declared on the kit, read from the declarations themselves (a `ListDefinition`
 * or `PagedListDefinition` and the first `id:` after it), so that a list added later is walked or the
 * walk fails naming it.
 */
export function declaredListIds(): string[] {
  const ids = sourceFiles(FEATURES).flatMap((path) => {
    const source = readFileSync(path, 'utf8');
    return [...source.matchAll(/ListDefinition<[\s\S]*?\bid: '([^']+)'/g)].map((match) => match[1] as string);
  });
  return [...new Set(ids)].sort();
}

/** What is cut inside `scope` (the whole page when absent). */
export function cutColumns(page: Page, scope?: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = selector ? document.querySelector(selector) : document;
    if (!root) return [`${selector}: not on the page`];
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
    for (const table of root.querySelectorAll('table[aria-label]')) {
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
      // A row's way in (its action button) in view, beside its first column.
      const action = table.querySelector('tbody tr td:last-child button');
      if (action && action.getBoundingClientRect().right > right + 1) cut.push(`${name}: the row's action out of view`);
    }
    return cut;
  }, scope);
}

/**
 * The declared list `id` on the page, once its rows are drawn (a row of cells, not the one cell of an
 * empty state: a list is walked with something in it): nothing of it is cut.
 */
export async function expectListFits(page: Page, id: string) {
  const list = page.locator(`[data-list-id="${id}"]`);
  const table = list.locator('table[aria-label]').first();
  await expect(table.locator('tbody tr:has(td + td)').first()).toBeVisible();
  await expect(table).not.toContainText(/Caricamento in corso|Loading/);
  expect(await cutColumns(page, `[data-list-id="${id}"]`), id).toEqual([]);
}

/** A table outside the kit (a versioned entity's history, a customer's checks), by its name. */
export async function expectTableFits(page: Page, table: string) {
  const shown = page.getByRole('table', { name: table }).first();
  await expect(shown.locator('tbody tr').first()).toBeVisible();
  await expect(shown).not.toContainText(/Caricamento in corso|Loading/);
  expect(await cutColumns(page), table).toEqual([]);
}
