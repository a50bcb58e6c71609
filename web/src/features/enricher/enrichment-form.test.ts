import { describe, expect, it } from 'vitest';
import { JOB_NOTE_MAX_LENGTH } from '../../../../shared/constants';
import { draftFileError, type EnrichmentDraft, isDraftValid } from './enrichment-form';

const csv = (name: string) => new File(['12345678901\n'], name);
const draft = (files: File[], note = ''): EnrichmentDraft => ({ files, fileSeparator: ';', note });

describe('enrichment Step1 rules', () => {
  it('needs one file: a pristine form cannot go on', () => {
    expect(draftFileError(draft([]))).toBe('required');
    expect(isDraftValid(draft([]))).toBe(false);
  });

  it('takes one CSV file, whatever the case of its extension', () => {
    expect(isDraftValid(draft([csv('soggetti.csv')]))).toBe(true);
    expect(isDraftValid(draft([csv('SOGGETTI.CSV')]))).toBe(true);
  });

  it('refuses another kind of file', () => {
    expect(draftFileError(draft([csv('soggetti.xlsx')]))).toBe('onlyCsv');
  });

  it('refuses a note longer than the server takes', () => {
    expect(isDraftValid(draft([csv('a.csv')], 'x'.repeat(JOB_NOTE_MAX_LENGTH)))).toBe(true);
    expect(isDraftValid(draft([csv('a.csv')], 'x'.repeat(JOB_NOTE_MAX_LENGTH + 1)))).toBe(false);
  });
});
