import { readEnrichmentInput, TooManyRecordsError } from '../../../../shared/enrichment/enrichment-table';
import type { FileSeparator } from '../../../../shared/enums';

/**
 * A CSV file as the console uploads it (enrichment, black lists): its records counted as the server
 * counts them, so a file bound to be refused is never sent, then zipped and sent as base64.
 */

/** The file zipped in the browser: one entry, DEFLATE at level 9, as base64 (spec section 7). */
export async function zipToBase64(fileName: string, content: ArrayBuffer): Promise<string> {
  // jszip is fetched on first use: it is not part of the console's initial download.
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  zip.file(fileName, content);
  return zip.generateAsync({ type: 'base64', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/**
 * Data records as the server reads them (shared/enrichment): blank lines left out, a header naming the
 * identifier columns not counted. Past `max` it stops reading and answers `max + 1`.
 */
export function countCsvRecords(text: string, separator: FileSeparator, max: number): number {
  try {
    return readEnrichmentInput(text.replace(/^\uFEFF/, ''), separator, max).records.length;
  } catch (error) {
    if (error instanceof TooManyRecordsError) return max + 1;
    throw error;
  }
}
