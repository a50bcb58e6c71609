import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { type ErrorCode, errorBody } from '../../shared/errors';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** A failure in the one error shape (brief principle 8). */
export function sendError(res: ServerResponse, status: number, code: ErrorCode, description?: string): void {
  sendJson(res, status, errorBody(code, description));
}
