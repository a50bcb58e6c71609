import { describe, expect, it } from 'vitest';
import { isAbandoned } from './run-store';

const NOW = new Date('2026-12-03T12:00:00.000Z');
const BEFORE = '2026-12-03T11:59:59.999Z';
const AFTER = '2026-12-03T12:00:00.001Z';

describe('whether a RUNNING back-test is abandoned (shows FAILED, and a new run may take its place)', () => {
  it.each([
    ['a run within its request, its attempt alive', 1, 1, AFTER, false],
    ['a run within its request whose request died', 1, 1, BEFORE, true],
    ['a queued run not yet claimed', 0, 3, BEFORE, false],
    ['a queued run whose first attempt died: the queue delivers it again', 1, 3, BEFORE, false],
    ['a queued run on its last attempt, alive', 3, 3, AFTER, false],
    ['a queued run whose last attempt died', 3, 3, BEFORE, true],
  ])('%s', (_, attempts, maxAttempts, leaseUntil, abandoned) => {
    expect(isAbandoned({ attempts, maxAttempts, leaseUntil }, NOW)).toBe(abandoned);
  });
});
