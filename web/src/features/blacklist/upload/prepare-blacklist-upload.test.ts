import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { MAX_ENRICHER_DECOMPRESSED_BYTES } from '../../../../../shared/constants';
import { blacklistUploadBody, checkBlacklistFile, uploadName } from './prepare-blacklist-upload';

const rows = (count: number) =>
  `codiceFiscale;partitaIva\n${Array.from({ length: count }, (_, index) => `;${String(index).padStart(11, '0')}`).join('\n')}\n`;

describe('checkBlacklistFile', () => {
  it('takes 50,000 records under a header', async () => {
    expect(await checkBlacklistFile(new File([rows(50_000)], 'radiati.csv'))).toMatchObject({
      ok: true,
      records: 50_000,
    });
  });

  it.each([
    ['50,001 records', new File([rows(50_001)], 'radiati.csv'), 'tooManyRecords'],
    ['a file that is not a .csv', new File([rows(1)], 'radiati.xlsx'), 'onlyCsv'],
    ['an empty file', new File([''], 'radiati.csv'), 'empty'],
    ['a header alone', new File(['codiceFiscale;partitaIva\n'], 'radiati.csv'), 'empty'],
    ['a name longer than the server takes', new File([rows(1)], `${'r'.repeat(121)}.csv`), 'badName'],
    ['a name with a control character', new File([rows(1)], 'radiati\u0007.csv'), 'badName'],
    [
      'a file over the decompressed bound',
      new File([new Uint8Array(MAX_ENRICHER_DECOMPRESSED_BYTES + 1)], 'radiati.csv'),
      'tooLarge',
    ],
  ])('refuses %s', async (_case, file, refusal) => {
    expect(await checkBlacklistFile(file)).toEqual({ ok: false, refusal });
  });
});

describe('blacklistUploadBody', () => {
  it("zips the file alone and sends its name without the extension, into the screen's list", async () => {
    const text = 'RSSMRA85T10A562S;\n;01234567897\n';
    const body = await blacklistUploadBody(
      new File([text], 'radiati_marzo.CSV'),
      'RADIATI',
      '  aggiornamento di marzo ',
    );
    expect(body).toMatchObject({ filename: 'radiati_marzo', blType: 'RADIATI', note: 'aggiornamento di marzo' });
    const zip = await JSZip.loadAsync(body.data, { base64: true });
    expect(Object.keys(zip.files)).toEqual(['radiati_marzo.CSV']);
    expect(await zip.file('radiati_marzo.CSV')?.async('string')).toBe(text);
  });

  it('sends no note when none is typed', async () => {
    const body = await blacklistUploadBody(new File(['RSSMRA85T10A562S;\n'], 'ceduti.csv'), 'CEDUTI', '   ');
    expect(body).toMatchObject({ filename: 'ceduti', blType: 'CEDUTI', note: null });
  });

  it.each([
    ['ceduti.csv', 'ceduti'],
    ['ceduti.2026.csv', 'ceduti.2026'],
    ['ceduti', 'ceduti'],
  ])('names %s %s', (name, expected) => {
    expect(uploadName(new File([''], name))).toBe(expected);
  });
});
