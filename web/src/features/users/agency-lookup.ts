import type { Agency } from '../../../../shared/schemas/agency';
import { api, showInPlace } from '../../shared/api';

/** Whether a typed code is an agency of the mapping; 'unverified' when the mapping could not tell. */
export type AgencyLookup = { kind: 'known'; agency: Agency } | { kind: 'unknown' } | { kind: 'unverified' };

/** A page of the mapping's agencies whose code or name holds the text, and where the next one starts. */
export type AgencyPageReader = (text: string, cursor?: string) => Promise<{ agencies: Agency[]; cursor?: string }>;

/** Pages read at most for one code: the mapping has tens of agencies, a search by code a handful. */
const MAX_PAGES = 5;
const PAGE_SIZE = 100;

/**
 * The agency with exactly this code (codes are stored upper case), read through the mapping's search by
 * a part of the code or name, page after page while the code may still follow. A failed read, or more
 * rows holding the code than the pages read, leave it unverified: the server checks it on creation.
 */
export async function lookUpAgency(code: string, readPage: AgencyPageReader = readAgencyPage): Promise<AgencyLookup> {
  const wanted = code.trim().toUpperCase();
  let cursor: string | undefined;
  try {
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await readPage(wanted, cursor);
      const agency = answer.agencies.find((candidate) => candidate.code === wanted);
      if (agency) return { kind: 'known', agency };
      if (!answer.cursor) return { kind: 'unknown' };
      cursor = answer.cursor;
    }
  } catch {
    return { kind: 'unverified' };
  }
  return { kind: 'unverified' };
}

async function readAgencyPage(text: string, cursor?: string) {
  try {
    const answer = await api.call('retrieveAgencies', {
      body: { filters: { searchText: text }, pageNumber: 0, pageSize: PAGE_SIZE, cursor, count: 'none' },
    });
    return { agencies: answer.agencies, cursor: answer.cursor };
  } catch (error) {
    // The field says nothing of a failed check, and no alert either: the creation checks it again.
    showInPlace(error);
    throw error;
  }
}
