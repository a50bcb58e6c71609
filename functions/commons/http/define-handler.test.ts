import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../../shared/route-table';
import { defineHandler } from './define-handler';
import { apiEvent as event, invokeHandler as invoke } from './handler-test-events';
import { HttpError } from './http-error';

const echo = defineHandler(API_ROUTES.createAgency, async ({ body, caller }) => ({
  statusCode: 201,
  body: { ...body, by: caller.username, markets: caller.markets },
}));

describe('handler frame', () => {
  it('runs the implementation with the parsed body and the caller', async () => {
    const { status, body } = await invoke(echo, event());
    expect(status).toBe(201);
    expect(body).toEqual({ code: 'AG1', name: 'Agenzia Uno', by: 'mario.rossi', markets: ['L', 'T', 'D'] });
  });

  it.each([
    ['a role outside the route', event({ groups: 'AGENT' }), 403, 'FORBIDDEN'],
    ['no claims at all', event({ requestContext: {} as never }), 401, 'UNAUTHORIZED'],
    ['a body that is not JSON', event({ body: '{"code":' }), 400, 'BAD_REQUEST'],
    ['a body without a JSON content type', event({ headers: {} }), 400, 'BAD_REQUEST'],
    ['a missing body', event({ body: null }), 400, 'VALIDATION_ERROR'],
    ['a body over 6 MB', event({ body: JSON.stringify({ code: 'x'.repeat(6 * 1024 * 1024) }) }), 400, 'BAD_REQUEST'],
  ])('answers %s with the error shape', async (_case, e, status, code) => {
    const { status: actual, body } = await invoke(echo, e);
    expect(actual).toBe(status);
    expect(body.errors[0].code).toBe(code);
    expect(body.errors[0].description).toEqual(expect.any(String));
  });

  it('describes each invalid field in Italian', async () => {
    const { status, body } = await invoke(echo, event({ body: JSON.stringify({ code: 7 }) }));
    expect(status).toBe(400);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['code', 'name']);
    expect(body.errors[0].description).toMatch(/atteso|Input non valido/i);
  });

  it('hides internal failures behind a generic 500', async () => {
    const failing = defineHandler(API_ROUTES.createAgency, async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.1:8000 at Socket.internal');
    });
    const { status, body } = await invoke(failing, event());
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|Socket/);
    expect(body.errors[0]).toEqual({ code: 'INTERNAL_ERROR', description: 'errore generico' });
  });

  it('passes typed refusals through', async () => {
    const refusing = defineHandler(API_ROUTES.createAgency, async () => {
      throw new HttpError('CONFLICT', 'Agenzia già presente');
    });
    const { status, body } = await invoke(refusing, event());
    expect(status).toBe(409);
    expect(body.errors).toEqual([{ code: 'CONFLICT', description: 'Agenzia già presente' }]);
  });

  it('refuses an event made for another route as an internal fault', async () => {
    const { status } = await invoke(echo, event({ resource: '/api/v1/updateAgency', httpMethod: 'PATCH' }));
    expect(status).toBe(500);
  });
});
