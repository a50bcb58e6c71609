import { parseNamedArgs } from '../cli-args';
import { MAX_SYNTHETIC_CUSTOMERS } from './customers';
import { MAX_SYNTHETIC_ROWS } from './generator';

/**
 * Arguments of `npm run seed`. Parsing is pure so every wrong input has a tested, clear message;
 * the CLI only prints it.
 */

export interface SeedOptions {
  /** Rows of request log; undefined loads none. */
  requestLogs?: number;
  /** Customers, after the request log so they include its customers; undefined loads none. */
  customers?: number;
  /** A number when the argument is one, so `--seed 42` is the benchmark's seed 42. */
  seed: number | string;
  /** YYYY-MM-DD (the end of that day in Italy) or an ISO instant; undefined means now. */
  endDate?: string;
  dataDir?: string;
}

export type SeedArgs =
  | { kind: 'options'; options: SeedOptions }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

export const SEED_USAGE = `Usage: npm run seed -- [--request-logs <rows>] [--customers <customers>] [--seed <seed>] [--end-date YYYY-MM-DD] [--data-dir <folder>]

  --request-logs  rows of synthetic request log to load, 1 to ${MAX_SYNTHETIC_ROWS.toLocaleString('en')} (1000000 or 1_000_000)
  --customers     synthetic customers to load, 1 to ${MAX_SYNTHETIC_CUSTOMERS.toLocaleString('en')}: first the customers of every
                  request log in the folder (this one's included), then new ones
                  (at least one of --request-logs and --customers)
  --seed          same seed, same rows (default 42)
  --end-date      last day of the year of data, in Italian time (default: now)
  --data-dir      the local data folder (default: SEMAFORO_DATA_DIR, else .local)

Stop \`npm start\` first: a data folder is opened by one process at a time.`;

const NAMES = ['request-logs', 'customers', 'seed', 'end-date', 'data-dir'] as const;
type Name = (typeof NAMES)[number];

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const read = parseNamedArgs(argv, NAMES);
  if (read.kind !== 'values') return read;
  const { values } = read;

  if (values['request-logs'] === undefined && values.customers === undefined)
    return error('--request-logs or --customers is required.');
  const requestLogs = countOf(values['request-logs'], 'request-logs', MAX_SYNTHETIC_ROWS);
  if (typeof requestLogs === 'string') return error(requestLogs);
  const customers = countOf(values.customers, 'customers', MAX_SYNTHETIC_CUSTOMERS);
  if (typeof customers === 'string') return error(customers);

  const endDate = values['end-date'];
  if (endDate !== undefined && !isValidEndDate(endDate))
    return error(`--end-date must be a date YYYY-MM-DD (or an ISO date-time), not '${endDate}'.`);

  const seedText = values.seed ?? '42';
  const seed = /^\d+$/.test(seedText) && Number.isSafeInteger(Number(seedText)) ? Number(seedText) : seedText;
  return { kind: 'options', options: { requestLogs, customers, seed, endDate, dataDir: values['data-dir'] } };
}

const error = (message: string): SeedArgs => ({ kind: 'error', message });

/** A count argument: undefined when not given, its number, or the message refusing it. */
function countOf(text: string | undefined, name: Name, max: number): number | string | undefined {
  if (text === undefined) return undefined;
  const count = parseCount(text);
  if (count === undefined || count < 1 || count > max)
    return `--${name} must be a whole number from 1 to ${max.toLocaleString('en')}, not '${text}'.`;
  return count;
}

/** Digits, optionally grouped with _ or , as people write large numbers. */
function parseCount(text: string): number | undefined {
  if (!/^\d{1,3}([_,]?\d{3})*$/.test(text) && !/^\d+$/.test(text)) return undefined;
  const count = Number(text.replace(/[_,]/g, ''));
  return Number.isSafeInteger(count) ? count : undefined;
}

function isValidEndDate(text: string): boolean {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    // Date.parse accepts 2026-02-30 by rolling over: insist the day exists.
    const date = new Date(`${text}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }
  return /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text));
}
