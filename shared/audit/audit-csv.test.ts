import { describe, expect, it } from 'vitest';

import { AUDIT_CSV_HEADER, auditCsv } from './audit-csv';
import { exampleAuditRecord } from './example-audit-record';

const record = exampleAuditRecord({ note: '=HYPERLINK("x")', before: { name: 'Vecchia' }, after: { name: 'Nuova' } });

describe('auditCsv', () => {
  it('writes the header and one line a record, the changes as JSON, a formula neutralised', () => {
    const [header, line, end] = auditCsv([record])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header).toBe(AUDIT_CSV_HEADER.join(';'));
    expect(line).toContain(';mario.rossi;ADMIN;updateAgency;AGENCY;AG1;SUCCEEDED;200;;;');
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    expect(line).toContain('"{""name"":""Vecchia""}";"{""name"":""Nuova""}"');
    expect(end).toBe('');
  });
});
