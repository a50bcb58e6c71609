import { daysSpanned } from '../../shared/italian-time';
import { parseNamedArgs } from './cli-args';

/**
 * Arguments of `npm run tallies`: which days' tallies to rebuild from the request log's
 * rows, and where. Pure, so every wrong input has a tested, clear message; the command only prints it.
 */

export interface TalliesOptions {
  /** First and last Italian day, YYYY-MM-DD, both included; undefined rebuilds no request-log day. */
  from?: string;
  to?: string;
  /** Counts the customers' market tallies again from the index. */
  customers: boolean;
  /** The local data folder; undefined means SEMAFORO_DATA_DIR, else .local. */
  dataDir?: string;
  /** A deployed request-log table's physical name: rebuilt in AWS with the default credentials. */
  table?: string;
}

export type TalliesArgs =
  | { kind: 'options'; options: TalliesOptions }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

/** Days one run rebuilds at most: a year and a day, what the lists' ranges span. */
export const MAX_TALLY_DAYS = 366;

export const TALLIES_USAGE = `Usage: npm run tallies -- [--from YYYY-MM-DD [--to YYYY-MM-DD]] [--customers] [--data-dir <folder> | --table <name>]

Rebuilds the request log's daily tallies of the days from --from to --to (Italian days, both included,
at most ${MAX_TALLY_DAYS}) from the rows: what the counts, KPIs and the dashboard read. Also drops the cached
figures of those days and of their months. Safe to run again; closed days are exact, today's may miss
checks made while it runs. With --customers, counts the customers list's market tallies again from its
index (run it while no customer feed loads).

  --from       first day
  --to         last day (default: --from)
  --customers  the customers' tallies (at least one of --from and --customers)
  --data-dir   the local data folder (default: SEMAFORO_DATA_DIR, else .local); stop \`npm start\` first
  --table      instead, the physical name of a deployed table: the request-log table, or with
               --customers the data table (AWS credentials and region from the environment)`;

const NAMES = ['from', 'to', 'data-dir', 'table', 'customers'] as const;

const isDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

export function parseTalliesArgs(argv: readonly string[]): TalliesArgs {
  const read = parseNamedArgs(argv, NAMES, ['customers']);
  if (read.kind !== 'values') return read;
  const { values } = read;
  const { from } = values;
  const customers = values.customers !== undefined;
  if (from === undefined && values.to !== undefined) return error('--to needs --from.');
  if (from === undefined && !customers) return error('--from or --customers is required.');
  if (from !== undefined && customers && values.table !== undefined) {
    return error('--table names one table: rebuild the request log and the customers in two runs.');
  }
  if (from === undefined)
    return { kind: 'options', options: { customers, dataDir: values['data-dir'], table: values.table } };
  const to = values.to ?? from;
  for (const [name, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isDay(day)) return error(`--${name} must be a date YYYY-MM-DD, not '${day}'.`);
  }
  if (to < from) return error('--to must not be before --from.');
  if (daysSpanned(from, to) > MAX_TALLY_DAYS) return error(`At most ${MAX_TALLY_DAYS} days at a time.`);
  if (values['data-dir'] !== undefined && values.table !== undefined) {
    return error('--data-dir and --table cannot be given together.');
  }
  return { kind: 'options', options: { from, to, customers, dataDir: values['data-dir'], table: values.table } };
}

const error = (message: string): TalliesArgs => ({ kind: 'error', message });
