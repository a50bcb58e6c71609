import { describe, expect, it, vi } from 'vitest';
import type { Agency } from '../../../../shared/schemas/agency';
import { type AgencyPageReader, lookUpAgency } from './agency-lookup';

const agency = (code: string): Agency => ({ code, name: `Agenzia ${code}` });

/** Pages of the mapping's search, one after the other, each pointing at the next but the last. */
const pages = (...rows: Agency[][]): AgencyPageReader =>
  vi.fn(async (_text: string, cursor?: string) => {
    const index = cursor ? Number(cursor) : 0;
    return { agencies: rows[index] ?? [], cursor: index + 1 < rows.length ? String(index + 1) : undefined };
  });

describe('an agency code looked up in the mapping', () => {
  it.each<[string, string, Agency[][], string]>([
    ['the code on the first page', 'AG01001', [[agency('AG01001')]], 'known'],
    ['typed lower case, with spaces', ' ag01001 ', [[agency('AG01001')]], 'known'],
    ['only codes that hold it', 'AG1', [[agency('AG10'), agency('AG11')]], 'unknown'],
    ['nothing found', 'ZZZ999', [[]], 'unknown'],
    ['on a later page', 'AG1', [[agency('AG10')], [agency('AG11')], [agency('AG1')]], 'known'],
    ['past the pages read', 'AG1', Array.from({ length: 6 }, (_, page) => [agency(`AG1${page}`)]), 'unverified'],
  ])('%s: %s is %s', async (_, code, rows, kind) => {
    expect((await lookUpAgency(code, pages(...rows))).kind).toBe(kind);
  });

  it('searches by the code as stored and names the agency it found', async () => {
    const reader = pages([agency('AG10'), agency('AG1')]);
    expect(await lookUpAgency('ag1', reader)).toEqual({ kind: 'known', agency: agency('AG1') });
    expect(reader).toHaveBeenCalledWith('AG1', undefined);
  });

  it('leaves the code unverified when the mapping cannot be read', async () => {
    const failing: AgencyPageReader = async () => {
      throw new Error('Server non raggiungibile.');
    };
    expect(await lookUpAgency('AG01001', failing)).toEqual({ kind: 'unverified' });
  });
});
