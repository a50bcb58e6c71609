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
    ['CUSTOMER', 'AGENT', 403, 'FORBIDDEN'],
    ['WHITELIST', 'ANALISTA', 403, 'FORBIDDEN'],
    ['AGENCY', 'RISK_OFFICER', 403, 'FORBIDDEN'],
    ['REQUEST_LOG', 'ANALISTA_TUTELATO', 403, 'FORBIDDEN'],
    ['CUSTOMER', 'ANALISTA_TUTELATO', 501, 'NOT_IMPLEMENTED'],
  ] as const)('answers %s asked by %s with %i', async (extractionType, role, expectedStatus, code) => {
    const { status, body } = await invokeHandler(handler, request(extractionType, role));
    expect(status).toBe(expectedStatus);
    expect(body.errors[0].code).toBe(code);
  });
});
