import type { AuditRecordRow } from '../schemas/audit';

/**
 * A record as the list answers it, for tests and examples: mario.rossi renamed agency AG1 on 24
 * November 2026, with `changes` over it.
 */
export const exampleAuditRecord = (changes: Partial<AuditRecordRow> = {}): AuditRecordRow => ({
  requestId: 'req-1',
  at: '2026-11-24T09:15:00.000Z',
  day: '2026-11-24',
  user: 'mario.rossi',
  role: 'ADMIN',
  route: 'updateAgency',
  entityType: 'AGENCY',
  entityId: 'AG1',
  note: null,
  body: { code: 'AG1', name: 'Nuova' },
  outcome: 'SUCCEEDED',
  status: 200,
  errorCode: null,
  reason: null,
  reasonCode: null,
  before: { code: 'AG1', name: 'Vecchia' },
  after: { code: 'AG1', name: 'Nuova' },
  completedAt: '2026-11-24T09:15:01.000Z',
  ...changes,
});
