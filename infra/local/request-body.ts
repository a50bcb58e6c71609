import type { IncomingMessage } from 'node:http';

export type BodyResult = { kind: 'ok'; body: Buffer } | { kind: 'too-large' };

/**
 * Reads a request body up to a limit. Past the limit nothing more is kept: the rest is read and
 * dropped, so the client finishes sending and can read the refusal instead of a reset connection.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      resolve({ kind: 'too-large' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        chunks.length = 0;
        req.resume();
        resolve({ kind: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve({ kind: 'ok', body: Buffer.concat(chunks) }));
    req.once('error', reject);
  });
}
