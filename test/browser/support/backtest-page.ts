import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CONFIGURATION_CHECK_ID } from '../../../shared/constants';
import {
  BACKTEST_DIMENSIONS,
  type BacktestDimension,
  type BacktestKind,
  type BacktestSummary,
} from '../../../shared/schemas/backtest';
import type { Configuration, ConfigurationFile } from '../../../shared/schemas/configuration';
import type { Catalogue } from '../../../web/src/shared/i18n/locales/it';
import { fillText } from './administrators';
import { apiAs } from './api-as';

/**
 * What a person reads on a back-test's page, checked against the run the API answers: the three named
 * counts of red and green, and every segment named on its chart's axis (not only in a hover popover).
 */

/** The latest run's figures of a version, as the page reads them. */
export async function latestSummary(
  request: APIRequestContext,
  username: string,
  kind: BacktestKind,
  id: string,
): Promise<BacktestSummary> {
  const call = await apiAs(request, username);
  const { result } = await call<{ result: { summary: BacktestSummary | null } | null }>(
    'GET',
    `/api/v1/backtest/${kind}/${encodeURIComponent(id)}`,
  );
  expect(result?.summary, 'the version has a finished back-test').toBeTruthy();
  return result?.summary as BacktestSummary;
}

/** Counts as the console writes them in the spec's language ('Italian', 'English'): '1.748', '1,748'. */
export function countIn(language: string, value: number): string {
  const locale = language === 'English' ? 'en-GB' : 'it-IT';
  return new Intl.NumberFormat(locale, { useGrouping: 'always', maximumFractionDigits: 0 }).format(value);
}

/** A segment's name on the axis: its option's label, 'Non indicato' for what the row did not say, else its code. */
function segmentName(texts: Catalogue, dimension: BacktestDimension, value: string): string {
  if (value === 'ND') return texts.backtest.segments.notStated;
  const options = texts.list.options[dimension] as Readonly<Record<string, string>>;
  return options[value] ?? value;
}

/** Every chart names every one of its segments as text on its category axis, whole and visible. */
export async function expectEveryBarNamed(page: Page, texts: Catalogue, summary: BacktestSummary): Promise<void> {
  for (const dimension of BACKTEST_DIMENSIONS) {
    const names = summary.segments[dimension].map((segment) => segmentName(texts, dimension, segment.value));
    expect(names.length, `${dimension} has segments`).toBeGreaterThan(0);
    const chart = page.getByTestId(`backtest-segments-${dimension}`);
    await expect(chart).toContainText(texts.backtest.segments[dimension]);
    // The category axis's labels: Cloudscape draws them as SVG text; its hidden measuring text is aria-hidden.
    const labels = chart.locator('svg g[class*="labels-inline-start"] text:not([aria-hidden="true"])');
    await expect(labels).toHaveText(names);
    for (let index = 0; index < names.length; index += 1) await expect(labels.nth(index)).toBeVisible();
  }
}

/** Red and green, counted three times, each count under its name: recorded, under the version in force, under the draft. */
export async function expectThreeNamedFigures(
  page: Page,
  texts: Catalogue,
  language: string,
  summary: BacktestSummary,
  kind: BacktestKind,
): Promise<void> {
  const { outcomes } = texts.backtest;
  const target = texts.backtest.replayedWith[kind];
  const table = page.getByTestId('backtest-outcomes');
  await expect(table).toContainText(fillText(outcomes.description, { target }));
  const headers = [outcomes.light, outcomes.recorded, outcomes.before, fillText(outcomes.after, { target })];
  await expect(table.locator('thead th')).toHaveText(headers);
  expect(summary.recorded, 'the run counted the recorded lights').toBeTruthy();
  const recorded = summary.recorded as BacktestSummary['before'];
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  for (const [index, light] of (['R', 'V'] as const).entries()) {
    await expect(rows.nth(index).locator('td')).toHaveText([
      texts.list.options.trafficLight[light],
      countIn(language, recorded[light]),
      countIn(language, summary.before[light]),
      countIn(language, summary.after[light]),
    ]);
  }
}

/**
 * A draft of the configuration in force with the PF overdue threshold lowered from 500 € to 100 € (some
 * recorded customers turn to arrears, EX303), made through the API as a person would have made it on the
 * screen: waits for no other spec's draft to be open, since there can be one only.
 */
export async function lowerOverdueDraft(request: APIRequestContext, username: string): Promise<Configuration> {
  const call = await apiAs(request, username);
  const cluster = async (status: string) =>
    (
      await call<{ configurations: Configuration[] }>('POST', '/api/v1/getConfigurationCluster', {
        pageNumber: 0,
        pageSize: 10,
        configurationClusterId: status,
        configurationCheckId: CONFIGURATION_CHECK_ID,
      })
    ).configurations;
  await expect.poll(async () => (await cluster('UPDATING')).length, { timeout: 60_000 }).toBe(0);
  const [current] = (await cluster('CURRENT')) as [Configuration];
  const file: ConfigurationFile = {
    ...current.configurationFile,
    paymentTrendChecks: current.configurationFile.paymentTrendChecks.map((row) =>
      row.subjectType === 'PF' && row.microSegment === 'DEFAULT' ? { ...row, amountExpiredThreshold: 100 } : row,
    ),
  };
  return call<Configuration>('PUT', '/api/v1/updateConfiguration', {
    id: current.id,
    version: current.version,
    note: 'Scaduto PF da 100 €',
    configurationCheckId: CONFIGURATION_CHECK_ID,
    configurationFile: file,
  });
}
