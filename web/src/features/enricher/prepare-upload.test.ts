import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { freeOutputName, prepareEnrichmentUpload } from './prepare-upload';

const csv = (lines: number, header = true) =>
  `${header ? 'codiceFiscale;partitaIva\n' : ''}${Array.from({ length: lines }, (_, index) => `;${String(index).padStart(11, '0')}`).join('\n')}\n`;
const NOW = new Date('2026-11-22T13:30:00Z');

describe('prepareEnrichmentUpload', () => {
  it('zips the file with deflate into base64 and names the output with the default name', async () => {
    const text = csv(300);
    const prepared = await prepareEnrichmentUpload(new File([text], 'soggetti.csv'), '|', '  lotto 1 ', NOW);
    if (!prepared.ok) throw new Error(prepared.refusal);
    expect(prepared.records).toBe(300);
    expect(prepared.body).toMatchObject({
      realFilename: 'soggetti.csv',
      outputFilename: 'arricchitore_20261122_1430',
      fileSeparator: '|',
      note: 'lotto 1',
    });
    const zip = await JSZip.loadAsync(prepared.body.data, { base64: true });
    expect(Object.keys(zip.files)).toEqual(['soggetti.csv']);
    expect(await zip.file('soggetti.csv')?.async('string')).toBe(text);
    // Level 9 deflate: far smaller than the text.
    expect(prepared.body.data.length).toBeLessThan(text.length / 2);
  });

  it('sends no note when none is typed', async () => {
    const prepared = await prepareEnrichmentUpload(new File([csv(1)], 'a.csv'), ';', '   ', NOW);
    expect(prepared.ok && prepared.body.note).toBeNull();
  });

  it('takes 50,000 records and a header', async () => {
    const prepared = await prepareEnrichmentUpload(new File([csv(50_000)], 'a.csv'), ';', '', NOW);
    expect(prepared.ok && prepared.records).toBe(50_000);
  });

  it('counts as the server does: a header naming an identifier column is a header even with digits', async () => {
    const text = `Codice fiscale;Lotto 2024\n${csv(50_000, false)}`;
    const prepared = await prepareEnrichmentUpload(new File([text], 'a.csv'), ';', '', NOW);
    expect(prepared.ok && prepared.records).toBe(50_000);
  });

  it('refuses 50,001 records before sending', async () => {
    const prepared = await prepareEnrichmentUpload(new File([csv(50_001, false)], 'a.csv'), ';', '', NOW);
    expect(prepared).toEqual({ ok: false, refusal: 'TOO_MANY_RECORDS' });
  });

  it('refuses an empty file and a file beyond the decompressed bound', async () => {
    expect(await prepareEnrichmentUpload(new File(['\n\n'], 'a.csv'), ';', '', NOW)).toEqual({
      ok: false,
      refusal: 'EMPTY',
    });
    const huge = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'a.csv');
    expect(await prepareEnrichmentUpload(huge, ';', '', NOW)).toEqual({ ok: false, refusal: 'FILE_TOO_LARGE' });
  });
});

describe('freeOutputName', () => {
  const takenOf = (taken: string[]) => async (name: string) => taken.includes(name);
  it.each([
    ['a free default', [], 'arricchitore_20261122_1430'],
    ['a default used this minute', ['arricchitore_20261122_1430'], 'arricchitore_20261122_1430_2'],
    ['two used', ['arricchitore_20261122_1430', 'arricchitore_20261122_1430_2'], 'arricchitore_20261122_1430_3'],
  ])('%s', async (_, taken, expected) => {
    expect(await freeOutputName('arricchitore_20261122_1430', takenOf(taken))).toBe(expected);
  });

  it('sends the default when every suffix is taken, for the server to answer', async () => {
    expect(await freeOutputName('a', async () => true)).toBe('a');
  });
});
