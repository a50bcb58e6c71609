import { expect, test } from '@playwright/test';
import { en } from '../../web/src/shared/i18n/locales/en';
import { type Catalogue, it as italian } from '../../web/src/shared/i18n/locales/it';
import { signInAs } from './support/console';
import { seriousViolations, switchToEnglish } from './support/list-page';

/**
 * The screens not built yet (issue 11): each keeps its header and says plainly, in Italian and in
 * English, that it is coming and what it will hold; nothing on it can be pressed and fail, and visiting
 * it calls no API route (they still answer 501). ADMIN sees every one of them. The black-list area's
 * four sections are all built (blacklist.spec.ts, configuration.spec.ts, agencies.spec.ts), and so is
 * the customers list (clients-list.spec.ts), and the dashboard (dashboard.spec.ts); the back office has no
 * described content.
 */

// The dashboard is built (issue 28, dashboard.spec.ts).
const SCREENS = ['backoffice'] as const;

/** Each placeholder: where it lives, its title and, where the spec says, what it will hold. */
function placeholders(texts: Catalogue) {
  const purposes: Record<string, string | undefined> = texts.comingSoon.purpose;
  return SCREENS.map((screen) => ({
    path: `/admin/${screen}`,
    title: texts.screens[screen],
    purpose: purposes[screen],
  }));
}

const LANGUAGES: [string, Catalogue][] = [
  ['Italian', italian],
  ['English', en],
];

for (const [language, texts] of LANGUAGES) {
  test(`placeholder screens say they are coming, in ${language}, with nothing that fails`, async ({ page }) => {
    await signInAs(page, 'ADMIN');
    if (language === 'English') await switchToEnglish(page);
    const screens = placeholders(texts);
    // The calls of the placeholders only, not those of the list the role lands on after signing in.
    const paths = new Set(screens.map(({ path }) => path));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const onPlaceholder = paths.has(new URL(request.frame().url()).pathname);
      if (onPlaceholder && new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });

    for (const { path, title, purpose } of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const panel = page.getByTestId('coming-soon');
      await expect(panel.getByRole('heading', { level: 2, name: texts.comingSoon.title })).toBeVisible();
      await expect(panel).toContainText(texts.comingSoon.description);
      if (purpose) await expect(page.getByTestId('coming-soon-purpose')).toHaveText(purpose);
      else await expect(page.getByTestId('coming-soon-purpose')).toHaveCount(0);
      await expect(panel.getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Verifica servizio|Check service/ })).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }

    // Nothing was called, so no red alert can have come of it.
    expect(apiCalls).toEqual([]);
    await expect(page.getByRole('region', { name: texts.alerts.label }).locator('[role="alert"]')).toHaveCount(0);
  });
}
