import { expect } from 'vitest';
import { API_ROUTES } from '../../shared/route-table';
import type { WhitelistFilters, WhitelistSubject } from '../../shared/schemas/whitelist';
import type { ApiResponse, TestStack } from './local-stack';

/** The white-list calls of spec section 7, as a demo user makes them through the local API. */

export type WhitelistRoute = 'getWhitelist' | 'addToWhitelist' | 'revokeWhitelist' | 'getWhitelistConfiguration';

/** The two roles that manage the list: a risk officer inserts, an administrator revokes. */
export const RISK_OFFICER = 'giulia.bianchi';
export const ADMINISTRATOR = 'mario.rossi';

export interface WhitelistPage {
  whitelists: WhitelistSubject[];
  total: number;
  cursor?: string;
}

/** What the insert wizard sends for a subject: one or both identifiers, a name, a reason. */
export const insertBody = (
  identifiers: { taxCode?: string | null; vatRegistrationNo?: string | null },
  companyName = 'Soggetto di prova',
  reasonDescription = 'Altro',
) => ({ taxCode: null, vatRegistrationNo: null, ...identifiers, companyName, reasonDescription, note: null });

export function whitelistApi(local: TestStack) {
  async function call(
    username: string,
    route: WhitelistRoute,
    { params = {}, body }: { params?: Record<string, string>; body?: unknown } = {},
  ): Promise<ApiResponse> {
    const { IdToken } = await local.signIn(username);
    const { method, path } = API_ROUTES[route];
    const filled = path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
    return local.api(method, filled, { token: IdToken, body });
  }

  /** An insert that must succeed: the entry made. */
  async function insert(body: unknown, username = RISK_OFFICER): Promise<WhitelistSubject> {
    const response = await call(username, 'addToWhitelist', { body });
    expect(response.status, `addToWhitelist: ${response.text}`).toBe(200);
    return response.json as WhitelistSubject;
  }

  /** A revoke that must succeed: the entry revoked. */
  async function revoke(id: string, username = ADMINISTRATOR): Promise<WhitelistSubject> {
    const response = await call(username, 'revokeWhitelist', { params: { id } });
    expect(response.status, `revokeWhitelist: ${response.text}`).toBe(200);
    return response.json as WhitelistSubject;
  }

  /** One page of the list. */
  async function page(
    filters: WhitelistFilters,
    { pageSize = 50, pageNumber = 0, cursor }: { pageSize?: number; pageNumber?: number; cursor?: string } = {},
  ): Promise<WhitelistPage> {
    const response = await call(RISK_OFFICER, 'getWhitelist', { body: { filters, pageSize, pageNumber, cursor } });
    expect(response.status, `getWhitelist: ${response.text}`).toBe(200);
    return response.json as WhitelistPage;
  }

  /** Every row of a search, page after page by cursor as the screen scrolls, and the first page's total. */
  async function everyRow(filters: WhitelistFilters, pageSize = 50) {
    const first = await page(filters, { pageSize });
    const rows = [...first.whitelists];
    for (let cursor = first.cursor; cursor !== undefined; ) {
      const next = await page(filters, { pageSize, cursor });
      rows.push(...next.whitelists);
      expect(next.total).toBe(first.total);
      cursor = next.cursor;
    }
    return { rows, total: first.total };
  }

  return { call, insert, revoke, page, everyRow };
}

export type WhitelistApi = ReturnType<typeof whitelistApi>;
