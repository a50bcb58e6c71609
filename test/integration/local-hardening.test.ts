import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/local-stack';

/** What a hostile probe of the local runtime found (issue 12): each case failed before its fix. */

let local: TestStack;
let adminToken: string;

beforeAll(async () => {
  local = await startTestStack();
  adminToken = (await local.signIn('mario.rossi')).IdToken;
});

afterAll(async () => {
  await local?.stop();
});

/** Names an object literal already answers to: a client that sends them must not reach its prototype. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];

describe('client-chosen names in the API Gateway event', () => {
  it.each(PROTOTYPE_NAMES)('answers a query parameter named %s as any other', async (name) => {
    const { status, json } = await local.api('GET', `/api/v1/provinces?${name}=1&${name}=2`, { token: adminToken });
    expect(status, JSON.stringify(json)).toBe(200);
  });

  it.each(PROTOTYPE_NAMES)('answers a header named %s as any other', async (name) => {
    const { status, json } = await local.api('GET', '/api/v1/provinces', {
      token: adminToken,
      headers: { [name]: 'x' },
    });
    expect(status, JSON.stringify(json)).toBe(200);
  });

  it.each(PROTOTYPE_NAMES)('answers a path parameter %s as any other value', async (name) => {
    const { status, json } = await local.api('GET', `/api/v1/cities/${name}`, { token: adminToken });
    expect(status, JSON.stringify(json)).toBeLessThan(500);
  });
});
