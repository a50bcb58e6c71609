import { describe, expect, it, vi } from 'vitest';
import { type ApiClientOptions, createApiClient } from './api-client';
import { ApiError } from './api-error';

type FetchCall = [string, RequestInit];

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function clientWith(respond: () => Promise<Response>, options: Partial<ApiClientOptions> = {}) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(respond);
  const hooks = { onRequestStart: vi.fn(), onError: vi.fn(), onUnauthorized: vi.fn() };
  const client = createApiClient({
    baseUrl: () => 'https://api.example',
    getToken: async () => 'id-token',
    fetch: fetchMock as unknown as typeof fetch,
    validateResponses: true,
    ...hooks,
    ...options,
  });
  return { client, fetchMock, ...hooks };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const caught = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

describe('api client: requests', () => {
  it('sends the bearer token and JSON headers, and returns the answer', async () => {
    const { client, fetchMock, onRequestStart } = clientWith(async () =>
      jsonResponse(200, [{ code: 'RM', name: 'Roma' }]),
    );
    await expect(client.call('provinces')).resolves.toEqual([{ code: 'RM', name: 'Roma' }]);
    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('https://api.example/api/v1/provinces');
    expect(init.method).toBe('GET');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer id-token',
    });
    expect(init.body).toBeUndefined();
    expect(onRequestStart).toHaveBeenCalledOnce();
  });

  it('fills path parameters, query and body', async () => {
    const { client, fetchMock } = clientWith(async () => jsonResponse(200, {}), { validateResponses: false });
    await client.call('cities', { params: { provinceCode: 'RM' } });
    await client.call('requestLogKpi', { query: { filters: '{"a":1}' } });
    await client.call('createAgency', { body: { code: 'A1', name: 'Agenzia' } });
    const calls = fetchMock.mock.calls as FetchCall[];
    expect(calls[0]?.[0]).toBe('https://api.example/api/v1/cities/RM');
    expect(calls[1]?.[0]).toBe('https://api.example/api/v1/requestLogKpi?filters=%7B%22a%22%3A1%7D');
    expect(calls[2]?.[1].method).toBe('POST');
    expect(calls[2]?.[1].body).toBe('{"code":"A1","name":"Agenzia"}');
  });

  it('omits the Authorization header when there is no session', async () => {
    const { client, fetchMock } = clientWith(async () => jsonResponse(200, []), { getToken: async () => undefined });
    await client.call('provinces');
    expect((fetchMock.mock.calls[0] as FetchCall)[1].headers).not.toHaveProperty('Authorization');
  });
});

describe('api client: error normalisation', () => {
  it('keeps the error shape of a failed response', async () => {
    const body = { errors: [{ code: 'NOT_IMPLEMENTED', description: 'Funzionalità non ancora disponibile.' }] };
    const { client, onError, onUnauthorized } = clientWith(async () => jsonResponse(501, body));
    const error = await failureOf(client.call('provinces'));
    expect(error.status).toBe(501);
    expect(error.errors).toEqual(body.errors);
    expect(error.description).toBe('Funzionalità non ancora disponibile.');
    expect(onError).toHaveBeenCalledWith(error);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("reads 'errore generico' from a failed response in another shape", async () => {
    const { client } = clientWith(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(client.call('provinces'));
    expect(error.status).toBe(502);
    expect(error.errors).toEqual([{ code: 'HTTP_502', description: 'errore generico' }]);
  });

  it("turns a network failure into NETWORK 'Server non raggiungibile.' with no status", async () => {
    const { client, onError } = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(client.call('provinces'));
    expect(error.status).toBeUndefined();
    expect(error.errors).toEqual([{ code: 'NETWORK', description: 'Server non raggiungibile.' }]);
    expect(onError).toHaveBeenCalledOnce();
  });

  it.each([401, 403])('reports a %d as unauthorized', async (status) => {
    const body = { errors: [{ code: 'UNAUTHORIZED', description: 'Autenticazione richiesta.' }] };
    const { client, onUnauthorized, onError } = clientWith(async () => jsonResponse(status, body));
    const error = await failureOf(client.call('provinces'));
    expect(onError).toHaveBeenCalledWith(error);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('keeps the user signed in on a four-eyes refusal, which is no role refusal', async () => {
    const body = { errors: [{ code: 'FOUR_EYES_REQUIRED', description: 'Serve un secondo amministratore.' }] };
    const { client, onUnauthorized, onError } = clientWith(async () => jsonResponse(403, body));
    const error = await failureOf(client.call('provinces'));
    expect(error.description).toBe('Serve un secondo amministratore.');
    expect(onError).toHaveBeenCalledWith(error);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each(['FORBIDDEN', 'CONFLICT', 'HTTP_403'])('reports a 403 with code %s as unauthorized', async (code) => {
    const { client, onUnauthorized } = clientWith(async () =>
      jsonResponse(403, { errors: [{ code, description: 'Operazione non consentita per il ruolo.' }] }),
    );
    await failureOf(client.call('provinces'));
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('refuses an answer that breaks the route schema when validating', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = clientWith(async () => jsonResponse(200, { not: 'a list' }));
    const error = await failureOf(client.call('provinces'));
    expect(error.errors[0]?.code).toBe('INVALID_RESPONSE');
  });

  it("takes an answer in the shape a role reads (an AGENT's precheck), and refuses one in neither", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const agentAnswer = {
      transactionInfo: { code: 200, errorDescription: null },
      fullCheckInfo: { trafficLight: 'R', trafficLightReason: { code: 'EX303', description: 'Morosità' } },
      idRequest: 12,
      explanation: { rule: 'PAYMENT_TREND' },
    };
    const body = {} as never;
    await expect(
      clientWith(async () => jsonResponse(200, agentAnswer)).client.call('creditCheck', { body }),
    ).resolves.toEqual(agentAnswer);
    const neither = { ...agentAnswer, explanation: { rule: 'PAYMENT_TREND', comparisons: [] } };
    const error = await failureOf(
      clientWith(async () => jsonResponse(200, neither)).client.call('creditCheck', { body }),
    );
    expect(error.errors[0]?.code).toBe('INVALID_RESPONSE');
  });

  it('passes the answer through unchecked when not validating', async () => {
    const { client } = clientWith(async () => jsonResponse(200, { not: 'a list' }), { validateResponses: false });
    await expect(client.call('provinces')).resolves.toEqual({ not: 'a list' });
  });
});
