import type { z } from 'zod';
import { MAX_ENRICHER_DECOMPRESSED_BYTES, MAX_FILE_RECORDS } from '../../../../shared/constants';
import type { FileSeparator } from '../../../../shared/enums';
import { defaultExportFileName } from '../../../../shared/exports/file-name';
import type { UploadEnricherFileRequestSchema } from '../../../../shared/schemas/exports';
import { countCsvRecords, zipToBase64 } from '../../shared/upload/csv-upload';

export type EnrichmentUpload = z.input<typeof UploadEnricherFileRequestSchema>;

/** Why a file is refused before it is sent; the first two are the server's own refusals. */
export type LocalRefusal = 'TOO_MANY_RECORDS' | 'FILE_TOO_LARGE' | 'EMPTY';

export type PreparedUpload =
  | { ok: true; body: EnrichmentUpload; records: number }
  | { ok: false; refusal: LocalRefusal };

/**
 * Checks an enrichment file as the server will (size, then records), so a file bound to be refused is
 * never sent; then zips it into the body of uploadEnricherFile, named `arricchitore_YYYYMMDD_HHmm`.
 */
export async function prepareEnrichmentUpload(
  file: File,
  fileSeparator: FileSeparator,
  note: string,
  now: Date = new Date(),
): Promise<PreparedUpload> {
  if (file.size > MAX_ENRICHER_DECOMPRESSED_BYTES) return { ok: false, refusal: 'FILE_TOO_LARGE' };
  const content = await file.arrayBuffer();
  const records = countCsvRecords(new TextDecoder().decode(content), fileSeparator, MAX_FILE_RECORDS);
  if (records === 0) return { ok: false, refusal: 'EMPTY' };
  if (records > MAX_FILE_RECORDS) return { ok: false, refusal: 'TOO_MANY_RECORDS' };
  const trimmedNote = note.trim();
  return {
    ok: true,
    records,
    body: {
      realFilename: file.name,
      outputFilename: defaultExportFileName('ENRICHER', now),
      data: await zipToBase64(file.name, content),
      fileSeparator,
      note: trimmedNote === '' ? null : trimmedNote,
    },
  };
}

/** Suffixes tried when the default name is taken: `_2` to `_9`. */
const NAME_SUFFIXES = 8;

/**
 * The user does not name an enrichment's output, so a second upload in the same minute must not meet
 * 'File con lo stesso nome già esistente': the first of `name`, `name_2` … `name_9` the user does not
 * have yet. If all are taken the name is sent anyway and the server's answer is shown.
 */
export async function freeOutputName(name: string, isTaken: (candidate: string) => Promise<boolean>): Promise<string> {
  for (let suffix = 1; suffix <= NAME_SUFFIXES + 1; suffix += 1) {
    const candidate = suffix === 1 ? name : `${name}_${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return name;
}
