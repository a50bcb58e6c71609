import { describe, expect, it } from 'vitest';
import { EXPORT_FILE_NAME_MAX_LENGTH } from '../exports/file-name';
import { REQUIRED_MESSAGE, TEXT_MESSAGES } from '../validators/messages';
import { ExportFileNameSchema, ExportFilesListQuerySchema } from './exports';

describe('ExportFileNameSchema', () => {
  it.each([
    ['', REQUIRED_MESSAGE],
    ['   ', REQUIRED_MESSAGE],
    // Whitespace a form cannot type is a control character, refused before the name is made safe.
    ['\t\n', TEXT_MESSAGES.singleLine],
    ['a\u0000b', TEXT_MESSAGES.singleLine],
    ['...', REQUIRED_MESSAGE],
    ['  ..', REQUIRED_MESSAGE],
  ])('%j is refused with %j', (typed, message) => {
    const result = ExportFileNameSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each([
    ['clienti_20261122_1430', 'clienti_20261122_1430'],
    ['  my report', 'my_report'],
    ['a/b\\c', 'a_b_c'],
    ['Società Caffè', 'Societ_Caff_'],
    ['.hidden', 'hidden'],
    ['///', '_'],
    ['x'.repeat(400), 'x'.repeat(EXPORT_FILE_NAME_MAX_LENGTH)],
  ])('%j is accepted as %j', (typed, expected) => {
    expect(ExportFileNameSchema.parse(typed)).toBe(expected);
  });

  it("'../a b' is stored as '_a_b', as the schema's comment says", () => {
    expect(ExportFileNameSchema.parse('../a b')).toBe('_a_b');
  });

  it.each([1, null, undefined, {}])('a non-string %j is refused', (typed) => {
    expect(ExportFileNameSchema.safeParse(typed).success).toBe(false);
  });

  it('a typed name over 400 characters is refused, not truncated', () => {
    expect(ExportFileNameSchema.safeParse('x'.repeat(401)).success).toBe(false);
  });
});

describe('ExportFilesListQuerySchema', () => {
  it('defaults to no filters', () => {
    expect(ExportFilesListQuerySchema.parse({})).toEqual({ filters: {} });
  });

  it.each([
    ['empty object', '{}', {}],
    ['file name', '{"fileName":"clienti"}', { fileName: 'clienti' }],
    ['empty arrays', '{"executionStatus":[],"exportType":[]}', { executionStatus: [], exportType: [] }],
    [
      'every filter',
      JSON.stringify({
        fileName: 'x',
        executionStatus: ['READY', 'DISCARDED'],
        exportType: ['CUSTOMER'],
        dateRange: { startDate: '2026-01-01', endDate: '2026-01-31' },
      }),
      {
        fileName: 'x',
        executionStatus: ['READY', 'DISCARDED'],
        exportType: ['CUSTOMER'],
        dateRange: { startDate: '2026-01-01', endDate: '2026-01-31' },
      },
    ],
  ])('accepts %s', (_case, filters, expected) => {
    expect(ExportFilesListQuerySchema.parse({ filters })).toEqual({ filters: expected });
  });

  it.each([
    ['malformed JSON', '{"fileName":', 'JSON non valido'],
    ['not JSON at all', 'fileName=x', 'JSON non valido'],
    ['an empty string', '', 'JSON non valido'],
  ])('refuses %s with %j', (_case, filters, message) => {
    const result = ExportFilesListQuerySchema.safeParse({ filters });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ message, path: ['filters'] })]);
  });

  it.each([
    ['an unknown filter', '{"colour":"red"}'],
    ['a filter of another list', '{"searchText":"x"}'],
    ['an unknown status', '{"executionStatus":["DONE"]}'],
    ['an unknown type', '{"exportType":["INVOICES"]}'],
    ['a reversed date range', '{"dateRange":{"startDate":"2026-02-01","endDate":"2026-01-01"}}'],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
  ])('refuses %s', (_case, filters) => {
    expect(ExportFilesListQuerySchema.safeParse({ filters }).success).toBe(false);
  });

  it('refuses filters over 8000 characters', () => {
    const filters = JSON.stringify({ fileName: 'x'.repeat(8000) });
    expect(ExportFilesListQuerySchema.safeParse({ filters }).success).toBe(false);
  });
});
