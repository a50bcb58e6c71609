import { describe, expect, it } from 'vitest';
import { ERROR_DESCRIPTIONS } from '../../../shared/errors';
import { HttpError } from '../http/http-error';
import { recordItemKeys } from './audit-keys';
import {
  AUDIT_RECORD_FIELDS,
  type AuditedCall,
  type CallResult,
  completionOf,
  outcomeOf,
  startedRecord,
} from './audit-record';
import { MAX_KEPT_JSON_BYTES } from './payload-digest';

const call = (overrides: Partial<AuditedCall> = {}): AuditedCall => ({
  route: 'updateConfiguration',
  entityType: 'CONFIGURATION',
  user: 'chiara.ferri',
  role: 'ADMIN',
  requestId: 'req-7',
  receivedAt: new Date('2026-03-02T09:15:00.000Z'),
  body: { id: 'cfg-2', version: 3, note: 'Soglia alzata' },
  params: {},
  ...overrides,
});

describe('startedRecord', () => {
  it('keeps who, when, what and the note, with no outcome yet', () => {
    const record = startedRecord(call());
    expect(Object.keys(record).sort()).toEqual([...AUDIT_RECORD_FIELDS].sort());
    expect(record).toMatchObject({
      requestId: 'req-7',
      at: '2026-03-02T09:15:00.000Z',
      day: '2026-03-02',
      user: 'chiara.ferri',
      role: 'ADMIN',
      route: 'updateConfiguration',
      entityType: 'CONFIGURATION',
      entityId: 'cfg-2',
      note: 'Soglia alzata',
      body: { id: 'cfg-2', version: 3, note: 'Soglia alzata' },
      outcome: 'STARTED',
    });
    const completion = [record.status, record.errorCode, record.before, record.after, record.completedAt];
    expect(completion).toEqual([null, null, null, null, null]);
  });

  it.each([
    ['23:30 UTC on 1 November is 2 November in Rome (winter time)', '2025-11-01T23:30:00.000Z', '2025-11-02'],
    ['22:30 UTC on 30 June is 1 July in Rome (summer time)', '2025-06-30T22:30:00.000Z', '2025-07-01'],
    ['21:59 UTC on 30 June is still 30 June', '2025-06-30T21:59:59.999Z', '2025-06-30'],
  ])('files a call under its Italian day: %s', (_case, at, day) => {
    expect(startedRecord(call({ receivedAt: new Date(at) })).day).toBe(day);
  });

  it.each([
    ["the body's id", { id: 'cfg-2', code: 'AG1' }, { id: 'p' }, 'cfg-2'],
    ["the body's code", { code: 'AG1' }, { id: 'p' }, 'AG1'],
    ['a numeric id, as text', { id: 42 }, {}, '42'],
    ["the path's id", { filename: 'x' }, { id: 'bl-9' }, 'bl-9'],
    ["the path's code", undefined, { code: 'AG7' }, 'AG7'],
    ['an empty id skipped', { id: '' }, { code: 'AG7' }, 'AG7'],
    ['an id that is not text nor number skipped', { id: { nested: 1 } }, undefined, 'req-7'],
    ['the request id when nothing names the entity', { filename: 'estrazione' }, undefined, 'req-7'],
  ])('names the entity before the implementation does by %s', (_case, body, params, entityId) => {
    expect(startedRecord(call({ body, params })).entityId).toBe(entityId);
  });

  it.each([
    ['a note', { note: 'Motivo' }, 'Motivo'],
    ['a null note', { note: null }, null],
    ['no note', { filename: 'x' }, null],
    ['no body', undefined, null],
  ])('keeps %s', (_case, body, note) => {
    expect(startedRecord(call({ body })).note).toBe(note);
  });

  it('keeps the body digested: an uploaded file as its digest', () => {
    const record = startedRecord(call({ body: { outputFilename: 'a', data: 'UEsDBA==' } }));
    expect(record.body).toEqual({ outputFilename: 'a', data: { sha256: expect.any(String), bytes: 4 } });
    expect(startedRecord(call({ body: undefined })).body).toBeNull();
  });

  it('keys the record by day, entity and user, each sorted by instant and request id', () => {
    expect(recordItemKeys(startedRecord(call()))).toEqual({
      pk: 'DAY#2026-03-02',
      sk: '2026-03-02T09:15:00.000Z#req-7',
      gsi1pk: 'ENTITY#CONFIGURATION#cfg-2',
      gsi1sk: '2026-03-02T09:15:00.000Z#req-7',
      gsi2pk: 'USER#chiara.ferri',
      gsi2sk: '2026-03-02T09:15:00.000Z#req-7',
    });
  });
});

describe('outcomeOf', () => {
  const texts = ERROR_DESCRIPTIONS;
  it.each<[string, CallResult, ReturnType<typeof outcomeOf>]>([
    ['an answer', { reply: { body: {} } }, { outcome: 'SUCCEEDED', status: 200, errorCode: null, reason: null }],
    [
      'an answer with its status',
      { reply: { statusCode: 201, body: {} } },
      { outcome: 'SUCCEEDED', status: 201, errorCode: null, reason: null },
    ],
    [
      'a conflict, with the text the caller read',
      { error: new HttpError('CONFLICT', 'Agenzia già presente') },
      { outcome: 'REFUSED', status: 409, errorCode: 'CONFLICT', reason: 'Agenzia già presente' },
    ],
    [
      'a taken name',
      { error: new HttpError('NAME_TAKEN') },
      { outcome: 'REFUSED', status: 409, errorCode: 'NAME_TAKEN', reason: texts.NAME_TAKEN },
    ],
    [
      'the four-eyes rule',
      { error: new HttpError('FOUR_EYES_REQUIRED') },
      { outcome: 'REFUSED', status: 403, errorCode: 'FOUR_EYES_REQUIRED', reason: texts.FOUR_EYES_REQUIRED },
    ],
    [
      'an unknown id',
      { error: new HttpError('NOT_FOUND') },
      { outcome: 'REFUSED', status: 404, errorCode: 'NOT_FOUND', reason: texts.NOT_FOUND },
    ],
    [
      'a 400 from inside the implementation, each field named',
      {
        error: new HttpError('VALIDATION_ERROR', undefined, [
          { code: 'VALIDATION_ERROR', field: 'reasonDescription', description: 'Causale non prevista' },
          { code: 'VALIDATION_ERROR', field: 'note', description: 'Troppo lunga' },
        ]),
      },
      {
        outcome: 'REFUSED',
        status: 400,
        errorCode: 'VALIDATION_ERROR',
        reason: 'reasonDescription: Causale non prevista; note: Troppo lunga',
      },
    ],
    [
      'a kind of request not built yet (501)',
      { error: new HttpError('NOT_IMPLEMENTED') },
      { outcome: 'REFUSED', status: 501, errorCode: 'NOT_IMPLEMENTED', reason: texts.NOT_IMPLEMENTED },
    ],
    [
      'a service that could not finish (503)',
      { error: new HttpError('SERVICE_UNAVAILABLE') },
      { outcome: 'FAILED', status: 503, errorCode: 'SERVICE_UNAVAILABLE', reason: texts.SERVICE_UNAVAILABLE },
    ],
    [
      'a fault: no reason, its message stays in the logs',
      { error: new Error('socket hang up') },
      { outcome: 'FAILED', status: 500, errorCode: 'INTERNAL_ERROR', reason: null },
    ],
    [
      'a thrown non-error',
      { error: 'boom' },
      { outcome: 'FAILED', status: 500, errorCode: 'INTERNAL_ERROR', reason: null },
    ],
  ])('records %s', (_case, result, outcome) => {
    expect(outcomeOf(result)).toEqual(outcome);
  });
});

describe('completionOf', () => {
  const now = new Date('2026-03-02T09:15:01.250Z');
  const started = startedRecord(call());

  it('completes with the entity and the change the implementation told', () => {
    const recorded = { entityId: 'cfg-3', before: { version: 3 }, after: { version: 4 } };
    expect(completionOf(started, { reply: { body: {} } }, recorded, now)).toEqual({
      outcome: 'SUCCEEDED',
      status: 200,
      errorCode: null,
      reason: null,
      entityId: 'cfg-3',
      before: { version: 3 },
      after: { version: 4 },
      completedAt: '2026-03-02T09:15:01.250Z',
    });
  });

  it('keeps the entity the request named, and no change, when the implementation told none', () => {
    expect(completionOf(started, { error: new HttpError('CONFLICT') }, undefined, now)).toMatchObject({
      outcome: 'REFUSED',
      entityId: 'cfg-2',
      before: null,
      after: null,
    });
  });

  it('keeps a large before or after as its digest', () => {
    const large = { rows: 'x'.repeat(MAX_KEPT_JSON_BYTES) };
    const completion = completionOf(started, { reply: { body: {} } }, { entityId: 'c', after: large }, now);
    expect(completion.after).toEqual({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), bytes: expect.any(Number) });
  });
});
