import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { zipBomb, zipOf } from '../../../test/support/zip-fixtures';
import { inflateSingleFile, UploadedZipError } from './single-csv-zip';

const MB = 1024 * 1024;
const csv = Buffer.from('codice fiscale\nRSSMRA85T10A562S\n', 'utf8');

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ACCEPTED',
    (error: unknown) => (error instanceof UploadedZipError ? error.reason : String(error)),
  );

describe('inflateSingleFile', () => {
  it('inflates the one file of a zip made by jszip, as the console makes it', async () => {
    const zip = new JSZip();
    zip.file('soggetti.csv', csv);
    const bytes = await zip.generateAsync({
      type: 'uint8array',
      compression: 'DEFLATE',
      compressionOptions: { level: 9 },
    });
    expect(await inflateSingleFile(bytes, MB)).toEqual(csv);
  });

  it.each([
    ['deflated', zipOf([{ name: 'a.csv', data: csv }])],
    ['stored', zipOf([{ name: 'a.csv', data: csv, stored: true }])],
    ['beside a folder', zipOf([{ name: 'dir/' }, { name: 'dir/a.csv', data: csv }])],
    ['exactly at the limit', zipOf([{ name: 'a.csv', data: csv }])],
  ])('accepts one file %s', async (_name, bytes) => {
    expect(await inflateSingleFile(bytes, csv.byteLength)).toEqual(csv);
  });

  it.each([
    ['not a zip', Buffer.from('codice fiscale\nRSSMRA85T10A562S')],
    ['an empty buffer', Buffer.alloc(0)],
    [
      'two files',
      zipOf([
        { name: 'a.csv', data: csv },
        { name: 'b.csv', data: csv },
      ]),
    ],
    ['only a folder', zipOf([{ name: 'dir/' }])],
    ['a truncated zip', zipOf([{ name: 'a.csv', data: csv }]).subarray(0, 40)],
  ])('refuses %s as unreadable', async (_name, bytes) => {
    expect(await reasonOf(inflateSingleFile(bytes, MB))).toBe('UNREADABLE');
  });

  it('refuses one byte over the limit', async () => {
    expect(await reasonOf(inflateSingleFile(zipOf([{ name: 'a.csv', data: csv }]), csv.byteLength - 1))).toBe(
      'TOO_LARGE',
    );
  });

  it('stops a zip bomb soon after the limit, whatever its header declares', async () => {
    const progress = { inflatedBytes: 0 };
    const bomb = zipBomb(100);
    expect(bomb.byteLength).toBeLessThan(MB);
    expect(await reasonOf(inflateSingleFile(bomb, 20 * MB, progress))).toBe('TOO_LARGE');
    // Let whatever was under way finish: the work stops within one compressed block of the limit.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(progress.inflatedBytes).toBeGreaterThan(20 * MB);
    expect(progress.inflatedBytes).toBeLessThan(40 * MB);
  });
});
