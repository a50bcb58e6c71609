import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/console';

async function chooseLanguage(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: new RegExp(`: ${current}$`) }).click();
  await page.getByRole('menuitemcheckbox', { name: next }).click();
}

test('the language switch turns the shell to English and back, and is remembered', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  const menu = page.getByRole('navigation');
  await expect(page.getByRole('heading', { level: 1, name: /^Numero clienti trovati/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calcola KPI' })).toBeVisible();

  await chooseLanguage(page, 'Italiano', 'English');
  await expect(page.getByRole('heading', { level: 1, name: /^Customers found/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calculate KPI' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Request log' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Extractions & Enrichments' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Customers found/ })).toBeVisible();

  await chooseLanguage(page, 'English', 'Italiano');
  await expect(page.getByRole('heading', { level: 1, name: /^Numero clienti trovati/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Log Richieste' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});

test('the sign-in form speaks English too', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  await chooseLanguage(page, 'Italiano', 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Required field')).toHaveCount(2);
});
