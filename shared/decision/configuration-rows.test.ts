import { describe, expect, it } from 'vitest';
import type { SubjectType } from '../enums';
import { rowFor, rowLabel } from './configuration-rows';
import { EXAMPLE_CONFIGURATION_FILE } from './example-configuration';

const { paymentScoreChecks } = EXAMPLE_CONFIGURATION_FILE;

describe('rowFor', () => {
  it.each<[SubjectType, string, string]>([
    ['PG', 'CON', 'PG/CON'],
    ['PG', 'SOC', 'PG/DEFAULT'],
    ['PF', 'PER', 'PF/DEFAULT'],
    ['PF', 'CON', 'PF/DEFAULT'],
    ['PF', 'DEFAULT', 'PF/DEFAULT'],
  ])('%s/%s uses %s', (subjectType, microSegment, label) => {
    const row = rowFor(paymentScoreChecks, subjectType, microSegment);
    expect(row && rowLabel(row)).toBe(label);
  });

  it("never borrows another subject type's row", () => {
    const onlyPg = paymentScoreChecks.filter((row) => row.subjectType === 'PG');
    expect(rowFor(onlyPg, 'PF', 'CON')).toBeUndefined();
  });

  it('is undefined without a DEFAULT row', () => {
    const noDefault = paymentScoreChecks.filter((row) => row.microSegment !== 'DEFAULT');
    expect(rowFor(noDefault, 'PG', 'SOC')).toBeUndefined();
    expect(rowFor(noDefault, 'PG', 'CON')).toBeDefined();
  });
});
