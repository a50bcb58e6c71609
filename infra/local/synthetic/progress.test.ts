import { describe, expect, it } from 'vitest';
import { createProgressReporter, formatDuration, formatProgress } from './progress';

describe('formatDuration', () => {
  it.each([
    [0, '0s'],
    [44.6, '45s'],
    [60, '1m 00s'],
    [185, '3m 05s'],
    [3720, '1h 02m'],
    [Number.POSITIVE_INFINITY, '?'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatProgress', () => {
  it.each([
    [
      { phase: 'rows', done: 450_000, total: 1_000_000, elapsedSeconds: 60 },
      'rows        45.0% [###########.............] 450,000/1,000,000  7,500/s  ETA 1m 13s',
    ],
    [
      { phase: 'aggregates', done: 10, total: 10, elapsedSeconds: 2 },
      'aggregates 100.0% [########################] 10/10  5/s  done',
    ],
    [
      { phase: 'rows', done: 0, total: 100, elapsedSeconds: 0 },
      'rows         0.0% [........................] 0/100  0/s  ETA ?',
    ],
  ])('%j', (state, line) => {
    expect(formatProgress(state)).toBe(line);
  });
});

function recorder(isTTY: boolean) {
  const writes: string[] = [];
  let time = 0;
  const report = createProgressReporter({ isTTY, write: (text: string) => writes.push(text) }, () => time);
  return { writes, report, advance: (ms: number) => (time += ms) };
}

describe('createProgressReporter', () => {
  it('prints a line every 10 % when not on a terminal', () => {
    const { writes, report, advance } = recorder(false);
    for (let done = 0; done <= 1000; done += 25) {
      advance(10);
      report(done, 1000, 'rows');
    }
    expect(writes).toHaveLength(10);
    expect(writes.every((text) => text.endsWith('\n'))).toBe(true);
    expect(writes[9]).toContain('100.0%');
    report(0, 0, 'aggregates');
    expect(writes[10]).toContain('aggregates 100.0%');
  });

  it('redraws in place at most every 100 ms on a terminal, and ends the phase with a newline', () => {
    const { writes, report, advance } = recorder(true);
    report(0, 100, 'rows');
    advance(50);
    report(10, 100, 'rows');
    advance(60);
    report(20, 100, 'rows');
    advance(1);
    report(100, 100, 'rows');
    report(100, 100, 'rows');
    expect(writes).toHaveLength(3);
    expect(writes.every((text) => text.startsWith('\r'))).toBe(true);
    expect(writes[2]).toMatch(/100\.0%.*\n$/);
  });
});
