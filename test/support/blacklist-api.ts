import { expect } from 'vitest';
import type { BlacklistRow } from '../../functions/stores/black-lists/members';
import type { BlacklistKind } from '../../shared/enums';
import { API_ROUTES } from '../../shared/route-table';
import type { BlacklistResponse, BlacklistVersion } from '../../shared/schemas/blacklist';
import { blacklistCsv } from './blacklist-load';
import { APPROVER, EDITOR } from './configuration-api';
import type { ApiResponse, TestStack } from './local-stack';
import { eventually } from './queues';
import { zipOf } from './zip-fixtures';

/** The black-list calls of spec section 7, as a demo user makes them through the local API. */

export type BlacklistRoute =
  | 'getBlacklist'
  | 'uploadBlacklist'
  | 'deleteBlacklist'
  | 'recoverBlacklist'
  | 'publishBlacklist';

/** The two demo administrators: one uploads, the other publishes (four-eyes). */
export const UPLOADER = EDITOR;
export { APPROVER };

export interface BlacklistCall {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
}

/** A CSV as the browser zips it: one file, deflated, sent as base64. */
export const zippedCsv = (csv: string, name = 'lista.csv') =>
  zipOf([{ name, data: Buffer.from(csv, 'utf8') }]).toString('base64');

/** What 'Aggiorna lista' sends for `rows` (or a CSV text as is). */
export const uploadBody = (
  kind: BlacklistKind,
  rows: readonly BlacklistRow[] | string,
  filename = `lista_${kind}`,
) => ({
  filename,
  data: zippedCsv(typeof rows === 'string' ? rows : blacklistCsv(rows)),
  blType: kind,
  note: 'Caricamento di prova',
});

/** The call naming a version by id, as the console makes it. */
export const byId = (id: string): BlacklistCall => ({ params: { id } });
export const recoverBody = (id: string, note = 'Ripristino di prova') => ({ body: { id, note } });

export function blacklistApi(local: TestStack) {
  async function call(username: string, route: BlacklistRoute, { params = {}, query, body }: BlacklistCall = {}) {
    const { IdToken } = await local.signIn(username);
    const { method, path } = API_ROUTES[route];
    const filled = path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
    const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
    return local.api(method, `${filled}${search}`, { token: IdToken, body });
  }

  /** A call that must succeed: the version it acted on or made. */
  async function succeeds(username: string, route: BlacklistRoute, request: BlacklistCall): Promise<BlacklistVersion> {
    const response = await call(username, route, request);
    expect(response.status, `${route}: ${response.text}`).toBe(200);
    return response.json as BlacklistVersion;
  }

  /** The three tables of a list, as the screen reads them. */
  async function lists(kind: BlacklistKind, pageNumber = 0, pageSize = 100): Promise<BlacklistResponse> {
    const response = await call(UPLOADER, 'getBlacklist', { params: { kind }, query: { pageNumber, pageSize } });
    expect(response.status, response.text).toBe(200);
    return response.json as BlacklistResponse;
  }

  /** The version being prepared once the load worker has read it (READY or DISCARDING). */
  async function loaded(kind: BlacklistKind, id: string): Promise<BlacklistVersion> {
    let version: BlacklistVersion | undefined;
    await eventually(async () => {
      version = (await lists(kind)).publishing.find((candidate) => candidate.id === id);
      return version !== undefined && version.status !== 'LOADING';
    }, 60_000);
    return version as BlacklistVersion;
  }

  /** The uploader uploads `rows` (deleting a version being prepared first) and the worker loads them. */
  async function prepare(kind: BlacklistKind, rows: readonly BlacklistRow[] | string): Promise<BlacklistVersion> {
    const [pending] = (await lists(kind)).publishing;
    if (pending) await succeeds(UPLOADER, 'deleteBlacklist', byId(pending.id));
    const uploaded = await succeeds(UPLOADER, 'uploadBlacklist', { body: uploadBody(kind, rows) });
    return loaded(kind, uploaded.id);
  }

  return { call, succeeds, lists, loaded, prepare };
}

export type BlacklistApi = ReturnType<typeof blacklistApi>;

/** The error items of a refusal. */
export const errorsOf = (response: ApiResponse) =>
  (response.json as { errors: { code: string; field?: string; description: string }[] }).errors;
