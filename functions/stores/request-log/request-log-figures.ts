import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { daysNewestFirst, monthsNewestFirst } from '../../../shared/italian-time';
import { type DayRange, lastDayOfMonth } from '../../../shared/validators/ranges';
import { documentClient } from '../../commons/clients';
import type { ReadStats } from '../../commons/dynamo/read-stats';
import { tableName } from '../../commons/env';
import { cellFilter, isClosedDay, matchingCells, projectionFor } from '../request-log-tallies/cells';
import { monthTallyPartition, tallyPartition } from '../request-log-tallies/keys';
import { tallyReader } from '../request-log-tallies/reader';
import { type GroupedRow, rowGrouper } from './grouped-rows';
import { INDEXES, type RequestLogQuery } from './list-query';
import { fingerprintOf, periodCache } from './period-cache';
import type { RequestLogReader } from './reader';
import type { SlimAttributes } from './row-and-aggregate-items';

type Slim = keyof SlimAttributes & string;

/** A plan over the range's day partitions (not one subject's or one id's rows): group i is the i-th day, newest first. */
function daysOfPlan(query: RequestLogQuery, range: DayRange): string[] | undefined {
  if (query.source.index.name !== INDEXES.slim.name || !query.source.tableKeys) return undefined;
  const days = daysNewestFirst(range.startDate, range.endDate);
  return days.length === query.source.groups.length ? days : undefined;
}

/** The plan narrowed to one of its groups (a day, a month). */
const groupOnly = (query: RequestLogQuery, group: number): RequestLogQuery => ({
  ...query,
  source: { ...query.source, groups: [query.source.groups[group] as readonly string[]] },
});

/**
 * What the request log's counts and KPIs read: the daily tallies when the filters name only
 * their dimensions (market, workflow, status, light, result code, subject type, micro segment, channel),
 * otherwise the rows, a day at a time, closed days through the closed-period cache. One subject's or one
 * request id's rows (a single index partition) are read as they are: they are few.
 */
export function requestLogFigures(
  client: DynamoDBDocumentClient,
  table: string,
  reader: RequestLogReader,
  stats: ReadStats | undefined,
  now: Date,
) {
  const tallies = tallyReader(client, table, stats);
  const cache = periodCache(client, table, stats);
  const dayPeriods = (days: readonly string[]) =>
    days.map((day) => ({ partition: tallyPartition(day), closed: isClosedDay(day, now) }));
  /** The months of an aggregated plan over the range's month partitions; undefined for one subject's. */
  const monthPeriods = (query: RequestLogQuery, range: DayRange) => {
    const months = monthsNewestFirst(range.startDate.slice(0, 7), range.endDate.slice(0, 7));
    if (query.source.index.name !== INDEXES.slim.name || months.length !== query.source.groups.length) return undefined;
    return months.map((month) => ({
      partition: monthTallyPartition(month),
      closed: isClosedDay(lastDayOfMonth(`${month}-01`), now),
    }));
  };

  /** Each day's rows grouped by `attributes` (one summed), closed days from the cache. */
  function groupedByDay<Name extends Slim>(
    kind: string,
    query: RequestLogQuery,
    days: readonly string[],
    attributes: readonly Name[],
    summed?: Name,
  ): Promise<GroupedRow<Name>[][]> {
    const fingerprint = fingerprintOf([query.source.index.name, query.conditions, attributes, summed ?? null]);
    return cache.figures(kind, fingerprint, dayPeriods(days), async (index) => {
      const grouper = rowGrouper(attributes, summed);
      await reader.projectedItems(groupOnly(query, index), attributes, grouper.add);
      return grouper.rows();
    });
  }

  return {
    /** The query's total: the list's count. */
    async count(query: RequestLogQuery, range: DayRange): Promise<number> {
      const days = daysOfPlan(query, range);
      if (!days) return reader.count(query);
      const filter = cellFilter(query.conditions);
      if (filter) {
        let total = 0;
        for (const cells of (await tallies.cellsOfDays(days, now, projectionFor(filter.dimensions))).values()) {
          for (const cell of matchingCells(cells, filter)) total += cell.count;
        }
        return total;
      }
      const fingerprint = fingerprintOf([query.source.index.name, query.conditions]);
      const counts = await cache.figures('count', fingerprint, dayPeriods(days), (index) =>
        reader.count(groupOnly(query, index)),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    },

    /**
     * The rows the request-log KPI reads (month, status, workflow, elapsed), grouped: `n` rows each, `el`
     * their summed response times.
     */
    async kpiRows(query: RequestLogQuery, range: DayRange): Promise<GroupedRow<'mo' | 'st' | 'wf' | 'el'>[]> {
      const days = daysOfPlan(query, range);
      if (!days) {
        const grouper = rowGrouper(['mo', 'st', 'wf', 'el'] as const, 'el');
        await reader.projectedItems(query, ['mo', 'st', 'wf', 'el'] as const, grouper.add);
        return grouper.rows();
      }
      const filter = cellFilter(query.conditions);
      if (filter) {
        const rows: GroupedRow<'mo' | 'st' | 'wf' | 'el'>[] = [];
        const projection = projectionFor([...filter.dimensions, 'wf', 'st']);
        for (const [day, cells] of await tallies.cellsOfDays(days, now, projection)) {
          for (const { values, count, elapsed } of matchingCells(cells, filter)) {
            rows.push({ mo: day.slice(0, 7), st: values.st, wf: values.wf, el: elapsed, n: count });
          }
        }
        return rows;
      }
      const perDay = await groupedByDay('kpi', query, days, ['st', 'wf', 'el'] as const, 'el');
      return perDay.flatMap((rows, index) => rows.map((row) => ({ ...row, mo: (days[index] as string).slice(0, 7) })));
    },

    /**
     * The aggregates the business KPI reads, grouped, month by month of the aggregated plan: a closed
     * month's client-months never change, so they come from the cache once read.
     */
    async businessRows<Name extends Slim>(
      query: RequestLogQuery,
      range: DayRange,
      attributes: readonly Name[],
    ): Promise<GroupedRow<Name>[]> {
      const periods = monthPeriods(query, range);
      if (!periods) {
        const grouper = rowGrouper(attributes);
        await reader.projectedItems(query, attributes, grouper.add);
        return grouper.rows();
      }
      const fingerprint = fingerprintOf([query.source.index.name, query.conditions, attributes]);
      const perMonth = await cache.figures('business', fingerprint, periods, async (index) => {
        const grouper = rowGrouper(attributes);
        await reader.projectedItems(groupOnly(query, index), attributes, grouper.add);
        return grouper.rows();
      });
      return perMonth.flat();
    },

    /** The aggregated list's total, closed months from the cache. */
    async aggregatedCount(query: RequestLogQuery, range: DayRange): Promise<number> {
      const periods = monthPeriods(query, range);
      if (!periods) return reader.count(query);
      const fingerprint = fingerprintOf([query.source.index.name, query.conditions]);
      const counts = await cache.figures('aggregatedCount', fingerprint, periods, (index) =>
        reader.count(groupOnly(query, index)),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    },
  };
}
export type RequestLogFigures = ReturnType<typeof requestLogFigures>;

/** The figures of this container's request-log table, read through `reader` (its statistics too). */
export const containerRequestLogFigures = (reader: RequestLogReader, stats: ReadStats | undefined, now = new Date()) =>
  requestLogFigures(documentClient, tableName('requestLog'), reader, stats, now);
