import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/local-stack';

let local: TestStack;
let agentToken: string;

beforeAll(async () => {
  local = await startTestStack();
  agentToken = (await local.signIn('anna.ferrari')).IdToken;
});

afterAll(async () => {
  await local?.stop();
});

describe('GET /api/v1/provinces', () => {
  it('lists the 107 provinces with long cache headers', async () => {
    const { status, json, headers } = await local.api('GET', '/api/v1/provinces', { token: agentToken });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=86400');
    const provinces = json as { code: string; name: string }[];
    expect(provinces).toHaveLength(107);
    expect(provinces).toContainEqual({ code: 'RM', name: 'Roma' });
    expect(provinces).toContainEqual({ code: 'FC', name: 'Forlì-Cesena' });
    expect(provinces.map((province) => province.code)).not.toContain('OT');
  });
});

describe('GET /api/v1/cities/{provinceCode}', () => {
  it('lists the municipalities of a province, whatever the case of its code', async () => {
    for (const code of ['RM', 'rm']) {
      const { status, json, headers } = await local.api('GET', `/api/v1/cities/${code}`, { token: agentToken });
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('public, max-age=86400');
      expect(json).toContainEqual({ name: 'Fiumicino' });
    }
  });

  it('keeps accented names', async () => {
    const { json } = await local.api('GET', '/api/v1/cities/CO', { token: agentToken });
    expect(json).toContainEqual({ name: 'Cantù' });
  });

  it.each(['XX', 'OT'])('answers 404 in the error shape for the unknown province %s', async (code) => {
    const { status, json } = await local.api('GET', `/api/v1/cities/${code}`, { token: agentToken });
    expect(status).toBe(404);
    expect(json).toEqual({ errors: [{ code: 'PROVINCE_NOT_FOUND', description: 'Provincia non trovata.' }] });
  });

  it('refuses a code that is not two letters with 400', async () => {
    const { status } = await local.api('GET', '/api/v1/cities/ROMA', { token: agentToken });
    expect(status).toBe(400);
  });
});
