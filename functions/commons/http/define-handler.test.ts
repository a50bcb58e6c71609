import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditedEntity } from '../../../shared/audited-route';
import { REFUSALS } from '../../../shared/refusals';
import { API_ROUTES, NOT_IMPLEMENTED_HANDLER } from '../../../shared/route-table';
import {
  auditRecords,
  apiEvent as event,
  invokeHandler as invoke,
  memoryAuditWriter,
} from '../../../test/support/handler-events';
import { replaceAuditWriter } from '../audit/container-audit-writer';
import { Refusal } from '../refusal/refusal';
import { defineHandler } from './define-handler';
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

  it.each([
    ['a 409', 'AGENCY_CODE_TAKEN'],
    ['a 403', 'CONFIGURATION_FOUR_EYES_REQUIRED'],
    ['a 404', 'USER_NOT_FOUND'],
    ['a 503', 'USER_DIRECTORY_BUSY'],
  ] as const)(
    "answers a domain Refusal (%s) with its code's status, the code and its Italian text",
    async (_case, code) => {
      const refusing = defineHandler(API_ROUTES.createAgency, async () => {
        throw new Refusal(code);
      });
      const { status, body } = await invoke(refusing, event());
      expect(status).toBe(REFUSALS[code].status);
      expect(body.errors).toEqual([{ code, description: REFUSALS[code].description }]);
    },
  );

  it('names the field a Refusal is about', async () => {
    const refusing = defineHandler(API_ROUTES.createAgency, async () => {
      throw new Refusal('UNKNOWN_AGENCY', { field: 'agencyCode' });
    });
    const { status, body } = await invoke(refusing, event());
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { code: 'UNKNOWN_AGENCY', field: 'agencyCode', description: REFUSALS.UNKNOWN_AGENCY.description },
    ]);
  });

  it('refuses an event made for another route as an internal fault', async () => {
    const { status } = await invoke(echo, event({ resource: '/api/v1/updateAgency', httpMethod: 'PATCH' }));
    expect(status).toBe(500);
  });
});

describe('handler frame on an audited route', () => {
  const exportEvent = ({ groups = 'RISK_OFFICER', ...overrides }: Parameters<typeof event>[0] = {}) =>
    event({
      resource: '/api/v1/exportFileAsync',
      path: '/api/v1/exportFileAsync',
      body: JSON.stringify({ extractionType: 'REQUEST_LOG', filename: 'estrazione', fileSeparator: ';', note: 'Mese' }),
      requestContext: {
        authorizer: { claims: { 'cognito:username': 'luca.verdi', 'cognito:groups': groups } },
        requestTimeEpoch: Date.parse('2026-03-02T09:15:00.000Z'),
      } as never,
      ...overrides,
    });
  let runs = 0;
  const audited = (outcome: () => Promise<{ body: unknown }>) =>
    defineHandler(API_ROUTES.exportFileAsync, async ({ audit }) => {
      runs += 1;
      audit.record({ entityId: 'luca.verdi/estrazione', after: { status: 'PENDING' } });
      return outcome();
    });
  const succeeding = audited(async () => ({ body: { status: 'PENDING' } }));

  beforeEach(() => {
    auditRecords.length = 0;
    runs = 0;
  });
  afterEach(() => replaceAuditWriter(memoryAuditWriter));

  it('leaves one SUCCEEDED record: who, when, route, entity, note, body and after', async () => {
    expect((await invoke(succeeding, exportEvent())).status).toBe(200);
    expect(auditRecords).toEqual([
      expect.objectContaining({
        user: 'luca.verdi',
        role: 'RISK_OFFICER',
        at: '2026-03-02T09:15:00.000Z',
        day: '2026-03-02',
        route: 'exportFileAsync',
        entityType: 'EXPORT_JOB',
        entityId: 'luca.verdi/estrazione',
        note: 'Mese',
        body: { extractionType: 'REQUEST_LOG', filters: {}, filename: 'estrazione', fileSeparator: ';', note: 'Mese' },
        outcome: 'SUCCEEDED',
        status: 200,
        before: null,
        after: { status: 'PENDING' },
      }),
    ]);
  });

  it('records a refusal from inside the implementation with its status and code', async () => {
    const refusing = audited(async () => {
      throw new HttpError('NAME_TAKEN');
    });
    expect((await invoke(refusing, exportEvent())).status).toBe(409);
    expect(auditRecords).toEqual([
      expect.objectContaining({ outcome: 'REFUSED', status: 409, errorCode: 'NAME_TAKEN', route: 'exportFileAsync' }),
    ]);
  });

  it("records a domain Refusal from inside the implementation with its code's status and code", async () => {
    const refusing = audited(async () => {
      throw new Refusal('NAME_TAKEN');
    });
    expect((await invoke(refusing, exportEvent())).status).toBe(409);
    expect(auditRecords).toEqual([
      expect.objectContaining({
        outcome: 'REFUSED',
        status: 409,
        errorCode: 'NAME_TAKEN',
        reason: 'File con lo stesso nome già esistente',
      }),
    ]);
  });

  it('records a fault as FAILED and still hides it behind the generic 500', async () => {
    const failing = audited(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect((await invoke(failing, exportEvent())).status).toBe(500);
    expect(auditRecords).toEqual([expect.objectContaining({ outcome: 'FAILED', status: 500 })]);
  });

  it.each([
    ['a role outside the route', exportEvent({ groups: 'AGENT' }), 403, 'FORBIDDEN', 'AGENT', /ruolo/],
    ['a body that is not JSON', exportEvent({ body: '{"filename":' }), 400, 'BAD_REQUEST', 'RISK_OFFICER', /JSON/],
    [
      'a body its schema refuses',
      exportEvent({ body: JSON.stringify({ filename: 'estrazione', note: 'Prova di nascosto' }) }),
      400,
      'VALIDATION_ERROR',
      'RISK_OFFICER',
      /^extractionType: /,
    ],
    [
      'a body over 6 MB',
      exportEvent({ body: JSON.stringify({ filename: 'x'.repeat(6 * 1024 * 1024) }) }),
      400,
      'BAD_REQUEST',
      'RISK_OFFICER',
      /6 MB/,
    ],
  ])(
    'records %s, refused before the implementation: caller, route and reason, no body',
    async (_case, refused, status, code, role, reason) => {
      expect((await invoke(succeeding, refused)).status).toBe(status);
      expect(runs).toBe(0);
      expect(auditRecords).toEqual([
        {
          requestId: expect.stringMatching(/^req-/),
          at: '2026-03-02T09:15:00.000Z',
          day: '2026-03-02',
          user: 'luca.verdi',
          role,
          route: 'exportFileAsync',
          entityType: 'EXPORT_JOB',
          // The body was never trusted: the record is filed under the request, with none of it.
          entityId: expect.stringMatching(/^req-/),
          note: null,
          body: null,
          outcome: 'REFUSED',
          status,
          errorCode: code,
          // A call's refusal is told by its errorCode; reasonCode is the system's own failures'.
          reasonCode: null,
          reason: expect.stringMatching(reason),
          before: null,
          after: null,
          completedAt: expect.any(String),
        },
      ]);
      expect(auditRecords[0]?.entityId).toBe(auditRecords[0]?.requestId);
    },
  );

  it('keeps the refusal when its record cannot be written', async () => {
    replaceAuditWriter({
      ...memoryAuditWriter,
      begin: async () => {
        throw new Error('ProvisionedThroughputExceededException');
      },
    });
    expect((await invoke(succeeding, exportEvent({ groups: 'AGENT' }))).status).toBe(403);
  });

  it('keeps no record of a call without a caller (401): nobody to file it under', async () => {
    expect((await invoke(succeeding, exportEvent({ requestContext: {} as never }))).status).toBe(401);
    expect(auditRecords).toEqual([]);
  });

  it('answers 503 and does not run the implementation when the STARTED record cannot be written', async () => {
    replaceAuditWriter({
      ...memoryAuditWriter,
      begin: async () => {
        throw new Error('ProvisionedThroughputExceededException');
      },
    });
    const { status, body } = await invoke(succeeding, exportEvent());
    expect(status).toBe(503);
    expect(body.errors[0].code).toBe('SERVICE_UNAVAILABLE');
    expect(runs).toBe(0);
  });

  it('keeps the answer of a call whose record cannot be completed: the record stays STARTED', async () => {
    replaceAuditWriter({
      ...memoryAuditWriter,
      complete: async () => {
        throw new Error('ProvisionedThroughputExceededException');
      },
    });
    expect((await invoke(succeeding, exportEvent())).status).toBe(200);
    expect(auditRecords).toEqual([expect.objectContaining({ outcome: 'STARTED', status: null, after: null })]);
  });

  it('keeps no record of a route that changes nothing, nor of one not built yet', async () => {
    const reading = defineHandler(API_ROUTES.checkExportFilename, async () => ({ body: false }));
    const get = { httpMethod: 'GET', body: null, headers: {} };
    const check = { ...get, resource: '/api/v1/checkExportFilename/{filename}', pathParameters: { filename: 'a' } };
    expect((await invoke(reading, event(check))).status).toBe(200);
    expect(auditRecords).toEqual([]);
    // Every audited route is built now: an audited route on the not-implemented handler would record nothing.
    expect(auditedEntity(API_ROUTES.createAgency)).toBe('AGENCY');
    expect(auditedEntity({ ...API_ROUTES.createAgency, handler: NOT_IMPLEMENTED_HANDLER })).toBeUndefined();
  });
});

describe('handler frame on a route some roles read less of', () => {
  const address = { provinceCode: 'RM', municipality: { name: 'Roma' }, street: 'Via del Corso 1' };
  const checkEvent = (groups: string) =>
    event({
      groups,
      resource: '/api/v1/creditcheck',
      path: '/api/v1/creditcheck',
      body: JSON.stringify({
        workflow: 'EVOPRECHECK',
        subjectType: 'PF',
        microSegment: 'PER',
        taxCode: 'RMNFNC90E48H501K',
        name: 'Francesca',
        surname: 'Romano',
        contactAddress: address,
        supplyPointList: [
          {
            commodity: 'ELE',
            type: 'POD',
            supplyKind: 'DOM',
            paymentMode: 'RID',
            pointAddress: address,
            invoiceAddress: address,
          },
        ],
      }),
    });
  const whole = {
    transactionInfo: { code: 200, errorDescription: null },
    fullCheckInfo: { trafficLight: 'R', trafficLightReason: { code: 'EX303', description: 'Morosità' } },
    idRequest: 7,
    explanation: { rule: 'PAYMENT_TREND', comparisons: [{ actual: 600, threshold: 500 }] },
  };
  const check = (body: unknown, statusCode?: number) =>
    defineHandler(API_ROUTES.creditCheck, async () => ({ statusCode, body }));

  it("answers each role what it reads: an AGENT the route's reading, the staff the whole answer", async () => {
    const answered = check(whole);
    expect((await invoke(answered, checkEvent('AGENT'))).body).toEqual({
      transactionInfo: { code: 200, errorDescription: null },
      fullCheckInfo: whole.fullCheckInfo,
      idRequest: 7,
      explanation: { rule: 'PAYMENT_TREND' },
    });
    expect((await invoke(answered, checkEvent('RISK_OFFICER'))).body).toEqual(whole);
  });

  it('passes a refusal as it is', async () => {
    const refused = { errors: [{ code: 'CONFLICT', description: 'No' }] };
    expect(await invoke(check(refused, 409), checkEvent('AGENT'))).toEqual({ status: 409, body: refused });
  });

  it("answers a generic 500 when the reading cannot make the role's answer, never the whole one", async () => {
    const { status, body } = await invoke(
      check({ ...whole, fullCheckInfo: { trafficLight: 'X' } }),
      checkEvent('AGENT'),
    );
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('600');
  });
});
