import type { BacktestTarget } from '../../../shared/schemas/backtest';

/**
 * Keys of the back-test items in the data table (docs/data-model.md 'Back-tests'): the latest result of
 * each version, and the checks one run moved, one partition per transition so the list filters by
 * transition with a key and pages newest first by its sort key, as every list does.
 */

/** The latest run of a version: one item, replaced by the next run. */
export const backtestResultKey = ({ kind, id }: BacktestTarget) => ({ pk: `BACKTEST#${kind}#${id}`, sk: 'LATEST' });

/** The checks a run moved from one code to another (or did not reproduce, `NR:`), newest first. */
export const backtestChangesPartition = (runId: string, transition: string) => `BACKTEST#RUN#${runId}#${transition}`;

/** A moved check's place in its partition: its date, then its id (unique, as the request log's rows). */
export const backtestChangeSortKey = (requestDate: string, idRequest: number) =>
  `${requestDate}#${String(idRequest).padStart(12, '0')}`;
