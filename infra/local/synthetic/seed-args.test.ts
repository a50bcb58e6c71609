import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './seed-args';

describe('parseSeedArgs', () => {
  it.each([
    [['--request-logs', '1000'], { requestLogs: 1000, seed: 42 }],
    [['--request-logs=1000000'], { requestLogs: 1_000_000, seed: 42 }],
    [['--request-logs', '1_000_000'], { requestLogs: 1_000_000, seed: 42 }],
    [['--request-logs', '1,000,000'], { requestLogs: 1_000_000, seed: 42 }],
    [['--request-logs', '10', '--seed', '7'], { requestLogs: 10, seed: 7 }],
    [['--request-logs', '10', '--seed', 'demo'], { requestLogs: 10, seed: 'demo' }],
    [
      ['--request-logs', '10', '--end-date', '2026-11-22', '--data-dir', '/tmp/x'],
      { requestLogs: 10, seed: 42, endDate: '2026-11-22', dataDir: '/tmp/x' },
    ],
    [
      ['--end-date=2026-11-22T10:00:00Z', '--request-logs', '5'],
      { requestLogs: 5, seed: 42, endDate: '2026-11-22T10:00:00Z' },
    ],
    [['--customers', '2000'], { customers: 2000, seed: 42 }],
    [['--customers', '2_000_000', '--request-logs', '10'], { customers: 2_000_000, requestLogs: 10, seed: 42 }],
    [['--customers=1', '--seed', 'demo'], { customers: 1, seed: 'demo' }],
  ])('%j', (argv, expected) => {
    expect(parseSeedArgs(argv)).toEqual({
      kind: 'options',
      options: { requestLogs: undefined, customers: undefined, endDate: undefined, dataDir: undefined, ...expected },
    });
  });

  it.each([[['--help']], [['--request-logs', '10', '-h']]])('%j asks for help', (argv) => {
    expect(parseSeedArgs(argv)).toEqual({ kind: 'help' });
  });

  it.each([
    [[], '--request-logs or --customers is required.'],
    [['--seed', '7'], '--request-logs or --customers is required.'],
    [['--customers'], '--customers needs a value.'],
    [['--customers', '0'], "--customers must be a whole number from 1 to 2,000,000, not '0'."],
    [['--customers', '2000001'], "--customers must be a whole number from 1 to 2,000,000, not '2000001'."],
    [['--customers', '10', '--customers', '20'], '--customers is given twice.'],
    [['--request-logs'], '--request-logs needs a value.'],
    [['--request-logs', '--seed', '1'], '--request-logs needs a value.'],
    [['--request-logs', '0'], "--request-logs must be a whole number from 1 to 5,000,000, not '0'."],
    [['--request-logs', '5000001'], "--request-logs must be a whole number from 1 to 5,000,000, not '5000001'."],
    [['--request-logs', '1e6'], "--request-logs must be a whole number from 1 to 5,000,000, not '1e6'."],
    [['--request-logs', '-5'], "--request-logs must be a whole number from 1 to 5,000,000, not '-5'."],
    [['--request-logs', '12.5'], "--request-logs must be a whole number from 1 to 5,000,000, not '12.5'."],
    [
      ['--request-logs', '10', '--end-date', '2026-02-30'],
      "--end-date must be a date YYYY-MM-DD (or an ISO date-time), not '2026-02-30'.",
    ],
    [
      ['--request-logs', '10', '--end-date', '22/11/2026'],
      "--end-date must be a date YYYY-MM-DD (or an ISO date-time), not '22/11/2026'.",
    ],
    [['--request-logs', '10', '--rows', '5'], "Unknown argument '--rows'."],
    [['1000'], "Unknown argument '1000'."],
    [['--request-logs', '10', '--request-logs', '20'], '--request-logs is given twice.'],
  ])('%j: %s', (argv, message) => {
    expect(parseSeedArgs(argv)).toEqual({ kind: 'error', message });
  });
});
