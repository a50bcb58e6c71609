import { describe, expect, it } from 'vitest';
import type { BlacklistRow } from '../stores/black-lists/members';
import { membersChanges } from './members-diff';

const MARIO = 'RSSMRA85T10H501O';
const LAURA = 'BNCLRA90A41H501F';
const ACME = '07123456787';
const BETA = '08000000011';

const row = (taxCode: string | null, vatNumber: string | null): BlacklistRow => ({ taxCode, vatNumber });

describe('membersChanges', () => {
  it.each([
    ['nothing in force: everything added', null, [row(MARIO, null), row(null, ACME)], [null, 2, 0, 0]],
    ['the same rows: all unchanged', [row(MARIO, ACME)], [row(MARIO, ACME)], ['v0', 0, 0, 1]],
    [
      'some added, some removed, some unchanged',
      [row(MARIO, null), row(LAURA, null), row(null, BETA)],
      [row(MARIO, null), row(null, ACME)],
      ['v0', 1, 2, 1],
    ],
    [
      'a row that gained its VAT number: one removed, one added',
      [row(MARIO, null)],
      [row(MARIO, ACME)],
      ['v0', 1, 1, 0],
    ],
    ['an empty version in force: everything added, compared with it', [], [row(MARIO, null)], ['v0', 1, 0, 0]],
    ['rows repeated in the file in force are counted once', [row(MARIO, null), row(MARIO, null)], [], ['v0', 0, 1, 0]],
  ])('%s', (_, inForceRows, loaded, [comparedWith, added, removed, unchanged]) => {
    const inForce = inForceRows ? { id: 'v0', rows: inForceRows } : null;
    expect(membersChanges(inForce, loaded)).toEqual({ comparedWith, added, removed, unchanged });
  });
});
