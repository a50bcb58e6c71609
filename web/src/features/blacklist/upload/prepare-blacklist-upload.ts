import type { z } from 'zod';
import { MAX_ENRICHER_DECOMPRESSED_BYTES, MAX_FILE_RECORDS } from '../../../../../shared/constants';
import type { BlacklistKind } from '../../../../../shared/enums';
import { UploadBlacklistRequestSchema } from '../../../../../shared/schemas/blacklist';
import { countCsvRecords, zipToBase64 } from '../../../shared/upload/csv-upload';

export type BlacklistUpload = z.input<typeof UploadBlacklistRequestSchema>;

/** The file's columns are a tax code and a VAT number separated by a semicolon (spec section 5). */
export const BLACKLIST_SEPARATOR = ';';

/** Why a chosen file is refused before anything is sent. */
export type FileRefusal = 'onlyCsv' | 'empty' | 'tooManyRecords' | 'tooLarge' | 'badName' | 'unreadable';

/** A chosen file, read: its records counted as the server counts them, or why it cannot be sent. */
export type CheckedFile = { ok: true; file: File; records: number } | { ok: false; refusal: FileRefusal };

const CSV_EXTENSION = /\.csv$/i;

/** The name the upload carries: the file's, without its extension (spec section 7). */
export const uploadName = (file: File): string => file.name.replace(CSV_EXTENSION, '');

/**
 * Checks a file as the server will, in the order it would refuse it: one .csv, a name it takes, no
 * larger than the decompressed bound, readable text, at least one and at most 50,000 records.
 */
export async function checkBlacklistFile(file: File): Promise<CheckedFile> {
  if (!CSV_EXTENSION.test(file.name)) return { ok: false, refusal: 'onlyCsv' };
  if (!UploadBlacklistRequestSchema.shape.filename.safeParse(uploadName(file)).success) {
    return { ok: false, refusal: 'badName' };
  }
  if (file.size > MAX_ENRICHER_DECOMPRESSED_BYTES) return { ok: false, refusal: 'tooLarge' };
  let text: string;
  try {
    text = new TextDecoder().decode(await file.arrayBuffer());
  } catch {
    return { ok: false, refusal: 'unreadable' };
  }
  const records = countCsvRecords(text, BLACKLIST_SEPARATOR, MAX_FILE_RECORDS);
  if (records === 0) return { ok: false, refusal: 'empty' };
  if (records > MAX_FILE_RECORDS) return { ok: false, refusal: 'tooManyRecords' };
  return { ok: true, file, records };
}

/** The body of uploadBlacklist: the file zipped alone, as base64, into the list of the screen. */
export async function blacklistUploadBody(file: File, kind: BlacklistKind, note: string): Promise<BlacklistUpload> {
  const trimmed = note.trim();
  return {
    filename: uploadName(file),
    data: await zipToBase64(file.name, await file.arrayBuffer()),
    blType: kind,
    note: trimmed === '' ? null : trimmed,
  };
}
