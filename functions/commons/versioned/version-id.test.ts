import { describe, expect, it } from 'vitest';
import { newVersionId } from './version-id';

describe('newVersionId', () => {
  it.each([
    ['2026-11-24T15:32:10.123Z', '20261124-153210'],
    ['2026-01-01T00:00:00.000Z', '20260101-000000'],
    ['2025-12-31T23:59:59.999Z', '20251231-235959'],
  ])('made at %s: starts %s, then eight hex digits', (at, readable) => {
    expect(newVersionId(at)).toMatch(new RegExp(`^${readable}-[0-9a-f]{8}$`));
  });

  it('ids made in the same second differ by their random part', () => {
    const at = '2026-11-24T15:32:10.000Z';
    const ids = new Set(Array.from({ length: 50 }, () => newVersionId(at)));
    // Fifty draws of 2^32 values all equal would mean the part is not random at all.
    expect(ids.size).toBeGreaterThan(1);
  });
});
