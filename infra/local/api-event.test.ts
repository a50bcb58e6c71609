import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiGatewayEvent } from './api-event';

const request = (rawHeaders: string[]) =>
  ({
    method: 'GET',
    httpVersion: '1.1',
    rawHeaders,
    headers: {},
    socket: { remoteAddress: '127.0.0.1' },
  }) as unknown as IncomingMessage;

const eventFor = (search: string, rawHeaders: string[] = []) =>
  apiGatewayEvent({
    req: request(rawHeaders),
    url: new URL(`http://localhost/api/v1/provinces${search}`),
    resource: '/api/v1/provinces',
    pathParameters: null,
    claims: {},
    body: Buffer.alloc(0),
    requestId: 'id',
  });

describe('apiGatewayEvent', () => {
  it('keeps query parameters and headers named like Object members as plain values', () => {
    const names = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];
    const event = eventFor(
      `?${names.map((name) => `${name}=a&${name}=b`).join('&')}`,
      names.flatMap((n) => [n, 'h']),
    );
    for (const name of names) {
      expect(Object.hasOwn(event.queryStringParameters ?? {}, name), name).toBe(true);
      expect(event.queryStringParameters?.[name]).toBe('b');
      expect(event.multiValueQueryStringParameters?.[name]).toEqual(['a', 'b']);
      expect(event.headers[name]).toBe('h');
      expect(event.multiValueHeaders[name]).toEqual(['h']);
    }
  });

  it('gives null, as API Gateway, when there is no query string, and keeps header case and repeats', () => {
    const event = eventFor('', ['X-Trace', '1', 'X-Trace', '2']);
    expect(event.queryStringParameters).toBeNull();
    expect(event.multiValueQueryStringParameters).toBeNull();
    expect(event.headers['X-Trace']).toBe('2');
    expect(event.multiValueHeaders['X-Trace']).toEqual(['1', '2']);
  });
});
