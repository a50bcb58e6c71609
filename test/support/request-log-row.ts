import { expect } from 'vitest';
import type { RequestLogRow } from '../../shared/request-log/row';
import type { TestStack } from './local-stack';

/** The request-log row of a check, as the dossier list shows it to an administrator. */
export async function requestLogRowOf(local: TestStack, idRequest: number): Promise<RequestLogRow> {
  const { IdToken } = await local.signIn('mario.rossi');
  const response = await local.api('POST', '/api/v1/requestLog', {
    token: IdToken,
    body: { filters: { requestId: idRequest }, pageNumber: 0, pageSize: 10 },
  });
  expect(response.status, response.text).toBe(200);
  const rows = (response.json as { requestLogs: { jsonValue: RequestLogRow }[] }).requestLogs;
  expect(rows).toHaveLength(1);
  return (rows[0] as { jsonValue: RequestLogRow }).jsonValue;
}
