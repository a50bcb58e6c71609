import { describe, expect, it } from 'vitest';
import { exampleAuditRecord } from '../../../../shared/audit/example-audit-record';
import { aimedEntity } from './record-entity';

describe('aimedEntity', () => {
  it.each([
    ['a record filed under its entity', { entityId: 'giulia.bianchi', requestId: 'req-1' }, 'giulia.bianchi'],
    ['a call refused by the frame: filed under the request, no body', { entityId: 'req-1', body: null }, undefined],
    [
      'a white-list insert refused before it made an entry: the subject it was for',
      { entityId: 'req-1', body: { taxCode: null, vatRegistrationNo: '01234567890', companyName: 'ACME' } },
      '01234567890',
    ],
    [
      'an export refused before its job: the file it was to make',
      { entityId: 'req-1', body: { extractionType: 'AGENCY', filename: 'agenzie' } },
      'agenzie',
    ],
    ['a body naming nothing the reader looks for', { entityId: 'req-1', body: { note: 'x' } }, undefined],
    ['a body kept as its digest', { entityId: 'req-1', body: { sha256: 'aa', bytes: 3 } }, undefined],
  ])('%s', (_case, changes, expected) => {
    expect(aimedEntity(exampleAuditRecord({ requestId: 'req-1', ...changes }))).toBe(expected);
  });
});
