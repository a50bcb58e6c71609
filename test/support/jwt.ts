import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';

/** Signs an RS256 JWT with any key: for tokens the local authorizer must refuse. */
export function signJwt(payload: Record<string, unknown>, privateKey: KeyObject | string, kid: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(payload)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
}

export function foreignPrivateKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}
