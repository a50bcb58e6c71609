import { connect } from 'node:net';

/**
 * HTTP/1.1 over a bare socket. fetch and node:http refuse to send what a hostile client sends (control
 * characters and raw bytes in the target and header values, prototype-key header names kept as written,
 * malformed request lines), so the fuzz writes its requests byte for byte and reads the answer itself.
 */

export interface RawRequest {
  method: string;
  /** The request target as sent: each character below 256 is one byte (see `bytesOf`). */
  target: string;
  /** Names and values as sent, in order; a Host header here replaces the default one. */
  headers: readonly (readonly [string, string])[];
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  /** Lower-cased names; a repeated header keeps its last value. */
  headers: Record<string, string>;
  text: string;
}

/** A text whose characters are UTF-8 encoded, as one byte per character: how a header carries UTF-8. */
export function bytesOf(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

export function sendRaw(port: number, request: RawRequest, timeoutMs = 40_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      const parsed = parseResponse(Buffer.concat(chunks), request.method);
      if (parsed) resolve(parsed);
      else reject(new Error('the connection closed without an HTTP answer'));
    };
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', finish);
    // A server that answers early (a refused body) may reset while the rest is being written: what it
    // answered before counts.
    socket.on('error', finish);
    socket.on('connect', () => {
      const body = request.body ?? Buffer.alloc(0);
      const names = new Set(request.headers.map(([name]) => name.toLowerCase()));
      const lines = [`${request.method} ${request.target} HTTP/1.1`];
      if (!names.has('host')) lines.push(`Host: 127.0.0.1:${port}`);
      for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
      lines.push('Connection: close');
      if (body.length > 0 || !['GET', 'HEAD'].includes(request.method)) lines.push(`Content-Length: ${body.length}`);
      socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
      if (body.length > 0) socket.write(body);
    });
  });
}

function parseResponse(raw: Buffer, method: string): RawResponse | undefined {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const [statusLine = '', ...headerLines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!Number.isInteger(status)) return undefined;
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(headEnd + 4);
  if (method === 'HEAD') body = Buffer.alloc(0);
  else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  return { status, headers, text: body.toString('utf8') };
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
