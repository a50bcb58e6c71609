import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from '../../shared/errors';
import { LOCAL_REFUSALS } from './http-response';

/**
 * Node answers a request it cannot parse by itself, with a bare status line (431 for headers over
 * its limit, 400 for a malformed request). This answers those in the error shape, with the same
 * security headers as every other answer. The request was not parsed, so HEAD cannot be told
 * apart: the body goes out in every case, which a client reading a HEAD answer ignores.
 */
export function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Duplex,
  securityHeaders: Readonly<Record<string, string>>,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, description] = refusalOf(error.code);
  const body = JSON.stringify(errorBody('BAD_REQUEST', description));
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    ...securityHeaders,
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
}

function refusalOf(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, LOCAL_REFUSALS.headersTooLarge];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, LOCAL_REFUSALS.timeout];
  return [400, LOCAL_REFUSALS.malformed];
}
