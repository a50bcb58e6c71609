import { describe, expect, it } from 'vitest';
import type { ExtractionType } from '../../shared/enums';
import type { Role } from '../../shared/roles';
import { apiEvent, invokeHandler } from '../commons/http/handler-test-events';
import { handler } from './export-file-async';

const request = (extractionType: ExtractionType, groups: Role) =>
  apiEvent({
    resource: '/api/v1/exportFileAsync',
    path: '/api/v1/exportFileAsync',
    groups,
    body: JSON.stringify({ extractionType, filename: 'estrazione', fileSeparator: ';' }),
  });

describe('exportFileAsync before any store is read', () => {
  // A list not built yet is still some roles' list: whether the caller may export it comes first.
  it.each([
    ['CUSTOMER', 'AGENT'],
    ['WHITELIST', 'ANALISTA'],
    ['AGENCY', 'RISK_OFFICER'],
    ['REQUEST_LOG', 'ANALISTA_TUTELATO'],
  ] as const)('refuses %s to %s with 403, not 501', async (extractionType, role) => {
    const { status, body } = await invokeHandler(handler, request(extractionType, role));
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe('FORBIDDEN');
  });

  it.each([
    ['CUSTOMER', 'ANALISTA_TUTELATO'],
    ['WHITELIST', 'RISK_OFFICER'],
    ['AGENCY', 'ADMIN'],
  ] as const)('answers %s, not built yet, with 501 to %s, who sees its list', async (extractionType, role) => {
    const { status, body } = await invokeHandler(handler, request(extractionType, role));
    expect(status).toBe(501);
    expect(body.errors[0].code).toBe('NOT_IMPLEMENTED');
  });
});
