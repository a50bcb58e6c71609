import { describe, expect, it } from 'vitest';
import type { ExtractionType } from '../../shared/enums';
import type { Role } from '../../shared/roles';
import { UNKNOWN_ACTION } from '../../shared/schemas/audit';
import { apiEvent, invokeHandler } from '../../test/support/handler-events';
import { handler } from './export-file-async';

const request = (extractionType: ExtractionType, groups: Role, filters: Record<string, unknown> = {}) =>
  apiEvent({
    resource: '/api/v1/exportFileAsync',
    path: '/api/v1/exportFileAsync',
    groups,
    body: JSON.stringify({ extractionType, filters, filename: 'estrazione', fileSeparator: ';' }),
  });

describe('exportFileAsync before any store is read', () => {
  // Whether the caller sees the list comes first: a role that does not is told 403 whatever it sends.
  it.each([
    ['CUSTOMER', 'AGENT'],
    ['WHITELIST', 'ANALISTA'],
    ['AGENCY', 'RISK_OFFICER'],
    ['REQUEST_LOG', 'ANALISTA_TUTELATO'],
    // The audit trail is the back office's, ADMIN's alone (docs/audit.md).
    ['AUDIT', 'RISK_OFFICER'],
  ] as const)('refuses %s to %s with 403', async (extractionType, role) => {
    const { status, body } = await invokeHandler(handler, request(extractionType, role));
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe('FORBIDDEN');
  });

  // The filters are the list's own: CUSTOMER's are the customers list's (CustomerFiltersSchema).
  it.each([
    ['a filter the customers list does not know', { workflow: ['PRECHECK'] }, 'filters'],
    ['an inverted invoiced range', { invoiced: { from: 10, to: -10 } }, 'filters.invoiced'],
    ['a malformed VAT number', { vatNumber: '0123' }, 'filters.vatNumber'],
    ['an unknown performance class', { performanceClass: ['9'] }, 'filters.performanceClass.0'],
  ])('answers CUSTOMER with %s 400 on the field', async (_, filters, field) => {
    const { status, body } = await invokeHandler(handler, request('CUSTOMER', 'ANALISTA_TUTELATO', filters));
    expect(status).toBe(400);
    expect(body.errors.some((error: { field?: string }) => error.field?.startsWith(field))).toBe(true);
  });
});

describe('exportFileAsync of the audit trail, before any store is read', () => {
  // The whole envelope lets every filter of 'Registro modifiche' through; the list's own schema judges them.
  it.each([
    ['an unknown kind of entity', { entityType: ['CUSTOMER'] }, 'filters.entityType.0'],
    ['a reversed range', { dateRange: { startDate: '2026-11-24', endDate: '2026-11-20' } }, 'filters.dateRange'],
    ['a filter the trail does not know', { workflow: ['PRECHECK'] }, 'filters'],
  ])('answers ADMIN with %s 400 on the field', async (_, filters, field) => {
    const { status, body } = await invokeHandler(handler, request('AUDIT', 'ADMIN', filters));
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.errors.some((error: { field?: string }) => error.field?.startsWith(field))).toBe(true);
  });

  it('answers ADMIN with an action that is no route nor event 400, as the list does', async () => {
    const filters = { user: 'mario.rossi', action: ['exportFileAsync', 'getWhitelist'] };
    const { status, body } = await invokeHandler(handler, request('AUDIT', 'ADMIN', filters));
    expect(status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ code: 'VALIDATION_ERROR', description: UNKNOWN_ACTION })]);
  });
});
