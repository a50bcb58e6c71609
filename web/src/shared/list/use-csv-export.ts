import { useCallback, useState } from 'react';
import { fileTimestamp } from '../../../../shared/format/italian-format';
import { saveTextFile } from './save-file';

/**
 * 'Esporta CSV' of the selected rows: the list's export call answers the CSV text, saved as
 * `{prefix}_{YYYYMMDD_HHmm}.csv` (spec section 7). A failure has raised the API alert already.
 */
export function useCsvExport(prefix: string, exportCodes: (codes: string[]) => Promise<string>) {
  const [exporting, setExporting] = useState(false);
  const run = useCallback(
    async (codes: string[]) => {
      if (codes.length === 0) return;
      setExporting(true);
      try {
        const csv = await exportCodes(codes);
        saveTextFile(`${prefix}_${fileTimestamp()}.csv`, csv);
      } catch {
        // The API client has shown the alert.
      } finally {
        setExporting(false);
      }
    },
    [prefix, exportCodes],
  );
  return { exporting, exportCsv: run };
}
