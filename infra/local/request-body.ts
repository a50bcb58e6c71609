import type { IncomingMessage } from 'node:http';

/** `aborted`: the connection closed before the body was complete (a 408 already answered, or the client left). */
export type BodyResult = { kind: 'ok'; body: Buffer } | { kind: 'too-large' } | { kind: 'aborted' };

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
    // Without this a body that never completes would leave the call waiting for good.
    req.once('close', () => {
      if (!req.complete) resolve({ kind: 'aborted' });
    });
    req.once('error', (error) => (req.complete ? reject(error) : resolve({ kind: 'aborted' })));
  });
}
