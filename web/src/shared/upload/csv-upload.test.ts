import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { countCsvRecords, zipToBase64 } from './csv-upload';

describe('countCsvRecords', () => {
  it.each([
    ['two records', 'RSSMRA85T10A562S;\n;01234567897\n', 2],
    ['a header naming the identifiers is not counted', 'codiceFiscale;partitaIva\nRSSMRA85T10A562S;\n', 1],
    ['blank lines are left out', 'RSSMRA85T10A562S;\r\n\r\n;;\r\n;01234567897', 2],
    ['a byte-order mark does not make a record', '\uFEFFcodiceFiscale;partitaIva\n', 0],
    ['an empty file', '', 0],
    ['past the limit it stops at the limit plus one', ';01234567897\n'.repeat(5), 4],
  ])('%s', (_case, text, expected) => {
    expect(countCsvRecords(text, ';', 3)).toBe(expected);
  });
});

describe('zipToBase64', () => {
  it('zips the file as its only entry', async () => {
    const content = new TextEncoder().encode('RSSMRA85T10A562S;\n');
    const zip = await JSZip.loadAsync(await zipToBase64('radiati.csv', content.buffer), { base64: true });
    expect(Object.keys(zip.files)).toEqual(['radiati.csv']);
    expect(await zip.file('radiati.csv')?.async('string')).toBe('RSSMRA85T10A562S;\n');
  });
});
