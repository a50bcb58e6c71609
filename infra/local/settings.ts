import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Fixed identities of the local runtime. They look like real AWS ones on purpose: the production
 * token verifier derives the issuer from the pool id's region, so a realistic id lets the unchanged
 * CognitoJwtVerifier check local tokens.
 */
export const LOCAL_REGION = 'eu-south-1';
export const LOCAL_USER_POOL_ID = `${LOCAL_REGION}_LocalDev01`;
export const LOCAL_USER_POOL_CLIENT_ID = 'semaforolocalclient0000001';
export const LOCAL_ISSUER_DOMAIN = `https://cognito-idp.${LOCAL_REGION}.amazonaws.com`;
export const LOCAL_ACCOUNT_ID = '000000000000';

/**
 * s3rver checks signatures against its one built-in key pair (S3RVER/S3RVER), which also makes
 * presigned URLs expire as in AWS; the other emulators accept any key. Fixed dummies also keep a
 * developer's real credentials out of the signing.
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** Emulators listen on loopback only: demo passwords are public, nothing here should face a network. */
export const LOOPBACK = '127.0.0.1';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.local');
export const WEB_DIST_DIR = resolve(REPO_ROOT, 'web/dist');
