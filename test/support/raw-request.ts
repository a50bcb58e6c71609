import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One HTTP/1.1 request with headers fetch will not send as given (Host) or in sizes it refuses, and
 * HEAD, whose answer fetch gives without a way to tell an absent body from an empty one.
 */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const sent = request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}
