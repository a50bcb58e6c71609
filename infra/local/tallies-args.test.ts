import { describe, expect, it } from 'vitest';
import { parseTalliesArgs } from './tallies-args';

describe('parseTalliesArgs', () => {
  it.each([
    [['--from', '2026-11-01'], { from: '2026-11-01', to: '2026-11-01' }],
    [['--from=2026-10-01', '--to', '2026-11-22'], { from: '2026-10-01', to: '2026-11-22' }],
    [
      ['--from', '2025-11-22', '--to', '2026-11-22', '--data-dir', '/tmp/x'],
      { from: '2025-11-22', to: '2026-11-22', dataDir: '/tmp/x' },
    ],
    [
      ['--from', '2026-11-01', '--table', 'semaforo-requestLog'],
      { from: '2026-11-01', to: '2026-11-01', table: 'semaforo-requestLog' },
    ],
  ])('reads %j', (argv, expected) => {
    expect(parseTalliesArgs(argv)).toEqual({ kind: 'options', options: expect.objectContaining(expected) });
  });

  it.each([
    [[], '--from or --customers is required.'],
    [['--to', '2026-11-01'], '--to needs --from.'],
    [
      ['--customers', '--from', '2026-11-01', '--table', 'x'],
      '--table names one table: rebuild the request log and the customers in two runs.',
    ],
    [['--from', '2026-02-30'], "--from must be a date YYYY-MM-DD, not '2026-02-30'."],
    [['--from', '2026-11-02', '--to', '2026-11-01'], '--to must not be before --from.'],
    [['--from', '2024-11-01', '--to', '2026-11-01'], 'At most 366 days at a time.'],
    [['--from', '2026-11-01', '--data-dir', 'a', '--table', 'b'], '--data-dir and --table cannot be given together.'],
    [['--days', '3'], "Unknown argument '--days'."],
    [['--from'], '--from needs a value.'],
    [['--from', '2026-11-01', '--from', '2026-11-02'], '--from is given twice.'],
  ])('refuses %j', (argv, message) => {
    expect(parseTalliesArgs(argv)).toEqual({ kind: 'error', message });
  });

  it('answers help', () => {
    expect(parseTalliesArgs(['--help'])).toEqual({ kind: 'help' });
  });
});
