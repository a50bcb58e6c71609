import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/console';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
}

test('the sign-in page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the console layout has no serious or critical accessibility violations', async ({ page }) => {
  await signInAs(page, 'ADMIN', { path: '/admin/blacklist?section=ceduti' });
  await expect(page.getByRole('heading', { level: 1, name: 'Gestione BlackList Ceduti' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
