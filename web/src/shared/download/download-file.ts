import type { ExportType } from '../../../../shared/enums';
import { api } from '../api';
import { showInPlace } from '../api/shown-in-place';
import { saveFromUrl } from './save-from-url';

/** A file the server keeps for a user: an export or enrichment job's output, a black-list version. */
export interface DownloadableFile {
  userId: string;
  exportType: ExportType;
  fileName: string;
}

/**
 * Asks downloadFileUrl for a short-lived URL and hands it to the browser, saved as `{fileName}.zip`
 * (spec section 7). A failure rejects: the caller says 'Impossibile scaricare il file. Riprovare.'.
 */
export async function downloadFile({ userId, exportType, fileName }: DownloadableFile): Promise<void> {
  try {
    const { url } = await api.call('downloadFileUrl', { body: { userId, exportType, fileName } });
    saveFromUrl(url, `${fileName}.zip`);
  } catch (error) {
    // Every caller says the failure where the download was asked for: no alert repeats it.
    showInPlace(error);
    throw error;
  }
}
