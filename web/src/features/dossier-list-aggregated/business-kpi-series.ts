import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { GroupedKpiResponseSchema } from '../../../../shared/schemas/lists';
import { categoricalColour } from '../../shared/charts/chart-colours';
import { resultCodeLabels } from '../../shared/i18n/result-code-labels';

export type BusinessKpi = z.output<typeof GroupedKpiResponseSchema>;
type NamedSeries = BusinessKpi['paymentMode'][number];

export interface MonthDatum {
  x: string;
  y: number;
}

export type CategoryBlock = 'paymentMode' | 'personType' | 'commodity';

type Labels = Readonly<Record<string, string>>;

/** The words the charts name codes with, in the console's language. */
export interface KpiLabels {
  resultCodes: Labels;
  categories: Readonly<Record<CategoryBlock, Labels>>;
}

/**
 * The labels of the catalogue: result codes and the list filters' payment modes, the precheck's
 * commodities. Person type is the aggregated rows' subject type (PF, REA, NOREA); PG is the precheck's.
 */
export function kpiLabels(t: TFunction): KpiLabels {
  return {
    resultCodes: resultCodeLabels(t),
    categories: {
      paymentMode: t('list.options.paymentMode', { returnObjects: true }),
      personType: { PG: t('precheck.subjectTypes.PG'), ...t('list.options.subjectType', { returnObjects: true }) },
      commodity: t('precheck.commodities', { returnObjects: true }),
    },
  };
}

/** 'Cliente con morosità pregressa R' for EX305; an unknown code has no description. */
export function resultCodeDescription(code: string, labels: KpiLabels): string {
  return labels.resultCodes[code] ?? '';
}

/** 'EX305 – Cliente con morosità pregressa R': how charts name a result code. */
export function resultCodeTitle(code: string, labels: KpiLabels): string {
  const description = resultCodeDescription(code, labels);
  return description ? `${code} – ${description}` : code;
}

/** The label of a category code (BON → 'Bonifico'); a code with no label (ND, …) shows as is. */
export function categoryLabel(block: CategoryBlock, name: string, labels: KpiLabels): string {
  return labels.categories[block][name] ?? name;
}

/**
 * One colour per result code, the same in the bars per month and in the yearly donut: the palette's
 * most distinct colours go to the codes of this answer, in its order (the catalogue's).
 */
export function resultCodeColours(kpi: BusinessKpi): Map<string, string> {
  return new Map(kpi.resultCodeRejected.map((entry, index) => [entry.name, categoricalColour(index)]));
}

function monthly(catalog: readonly string[], data: readonly number[]): MonthDatum[] {
  return catalog.map((month, index) => ({ x: month, y: data[index] ?? 0 }));
}

export interface ResultCodeBars {
  type: 'bar';
  code: string;
  title: string;
  color: string;
  data: MonthDatum[];
  /** Share (%) of the month's rejections, per catalog month. */
  monthlyShare: number[];
}

/**
 * Rejections per red result code and month, one stacked bar series per code that has any. None at
 * all (the chart's empty state) when no month has a rejection.
 */
export function resultCodeBars(kpi: BusinessKpi, labels: KpiLabels): ResultCodeBars[] {
  const colours = resultCodeColours(kpi);
  return kpi.resultCodeRejected
    .map((entry) => ({
      type: 'bar' as const,
      code: entry.name,
      title: resultCodeTitle(entry.name, labels),
      color: colours.get(entry.name) as string,
      data: monthly(kpi.catalog, entry.data),
      monthlyShare: kpi.catalog.map((_, index) => entry.percentage[index] ?? 0),
    }))
    .filter((series) => series.data.some((datum) => datum.y > 0));
}

/** True when the period has client-months but not one was rejected: nobody rejected is data, not its absence. */
export function noRejectionInPeriod(kpi: BusinessKpi): boolean {
  return kpi.clients.success > 0 && kpi.clients.rejected === 0;
}

/**
 * The rejections per month when there are none: zeros for each catalog month, drawn as such, when the
 * period has client-months and nobody was rejected. Empty otherwise: with no client-months there is
 * no data at all, and with rejections the bars per code say it.
 */
export function zeroRejectionMonths(kpi: BusinessKpi): MonthDatum[] {
  return noRejectionInPeriod(kpi) ? monthly(kpi.catalog, []) : [];
}

export interface ShareSlice {
  /** The code alone: the donut's labels have little room; the description goes in its popover. */
  title: string;
  description: string;
  color: string;
  value: number;
}

/** Each result code's share of all rejections in the range, largest first; no slices when none. */
export function yearlyShareSlices(kpi: BusinessKpi, labels: KpiLabels): ShareSlice[] {
  const colours = resultCodeColours(kpi);
  return kpi.resultCodeRejected
    .filter((entry) => entry.yearlyPercentage > 0)
    .map((entry) => ({
      title: entry.name,
      description: resultCodeDescription(entry.name, labels),
      color: colours.get(entry.name) as string,
      value: entry.yearlyPercentage,
    }))
    .sort((first, second) => second.value - first.value);
}

export interface RateLine {
  type: 'line';
  title: string;
  data: MonthDatum[];
}

/**
 * Rejection rate (%) per month of each category (payment mode, person type, commodity). A rate of 0
 * is data (no rejections); no lines at all only when there are no categories or no months.
 */
export function rateLines(
  block: CategoryBlock,
  entries: readonly NamedSeries[],
  catalog: readonly string[],
  labels: KpiLabels,
): RateLine[] {
  if (catalog.length === 0) return [];
  return entries.map((entry) => ({
    type: 'line' as const,
    title: categoryLabel(block, entry.name, labels),
    data: monthly(catalog, entry.data),
  }));
}

export interface RejectedRow {
  code: string;
  description: string;
  total: number;
  rome: number;
  nord: number;
  csi: number;
  nd: number;
}

/** The rejected table: one row per red result code, most rejections first. */
export function rejectedRows(kpi: BusinessKpi, labels: KpiLabels): RejectedRow[] {
  return kpi.rejectedTable
    .map((row) => ({
      code: row.name,
      description: resultCodeDescription(row.name, labels),
      total: row.total,
      rome: row.rome,
      nord: row.nord,
      csi: row.csi,
      nd: row.nd,
    }))
    .sort((first, second) => second.total - first.total);
}
