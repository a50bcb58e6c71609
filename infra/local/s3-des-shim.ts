import crypto from 'node:crypto';
import type { TransformOptions } from 'node:stream';

/**
 * s3rver encrypts ListObjectsV2 continuation tokens with single DES, which OpenSSL 3 only offers
 * through its legacy provider: without it every paginated listing answers 500. Instead of asking
 * every entry point for --openssl-legacy-provider, 'des' (DES-CBC) is served by 3DES-CBC with the key
 * repeated three times, which is mathematically single DES (EDE with K1 = K2 = K3). Only the exact
 * name 'des' is touched; nothing else in this process can use it, since it fails without the shim.
 */
type Options = TransformOptions;

let installed = false;

export function installDesShim(): void {
  if (installed) return;
  installed = true;
  const { createCipheriv, createDecipheriv } = crypto;
  const tripled = (key: crypto.CipherKey) => {
    const bytes = Buffer.from(key as Uint8Array);
    return bytes.length === 8 ? Buffer.concat([bytes, bytes, bytes]) : bytes;
  };
  const patch = crypto as unknown as Record<'createCipheriv' | 'createDecipheriv', unknown>;
  patch.createCipheriv = (algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null, options?: Options) =>
    algorithm === 'des'
      ? createCipheriv('des-ede3-cbc', tripled(key), iv)
      : createCipheriv(algorithm, key, iv, options);
  patch.createDecipheriv = (
    algorithm: string,
    key: crypto.CipherKey,
    iv: crypto.BinaryLike | null,
    options?: Options,
  ) =>
    algorithm === 'des'
      ? createDecipheriv('des-ede3-cbc', tripled(key), iv)
      : createDecipheriv(algorithm, key, iv, options);
}
