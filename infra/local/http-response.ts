import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { type ErrorCode, errorBody } from '../../shared/errors';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  const text = JSON.stringify(body);
  // To a HEAD request node sends these headers, the GET answer's length included, and no body.
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** A failure in the one error shape (brief principle 8). */
export function sendError(
  res: ServerResponse,
  status: number,
  code: ErrorCode,
  description?: string,
  headers: OutgoingHttpHeaders = {},
): void {
  sendJson(res, status, errorBody(code, description), headers);
}

/** Why the local server itself refused a request, before any route: the gateway's and CloudFront's own answers. */
export const LOCAL_REFUSALS = {
  hostNotAllowed: 'Indirizzo del server non consentito: aprire la console da localhost o da un host configurato.',
  headersTooLarge: 'Le intestazioni della richiesta sono troppo grandi.',
  malformed: 'Richiesta HTTP non valida.',
  timeout: 'La richiesta non è arrivata in tempo.',
  methodNotAllowed: 'Metodo non consentito: la console si legge con GET.',
  badPath: 'Percorso non valido.',
  notBuilt: 'La console non è compilata: eseguire npm run build:web (o npm start, che la compila) e ricaricare.',
} as const;
