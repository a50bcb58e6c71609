import { useCallback, useState } from 'react';
import { fileTimestamp } from '../../../../shared/format/italian-format';
import { saveTextFile } from './save-file';

/**
 * 'Esporta CSV' of the selected rows: `csvOf` answers the CSV text (the list's export call, or the rows
 * written in the browser), saved as `{prefix}_{YYYYMMDD_HHmm}.csv` (spec section 7). A failed call has
 * raised the API alert already.
 */
export function useCsvExport<Row>(prefix: string, csvOf: (rows: readonly Row[]) => Promise<string>) {
  const [exporting, setExporting] = useState(false);
  const run = useCallback(
    async (rows: readonly Row[]) => {
      if (rows.length === 0) return;
      setExporting(true);
      try {
        const csv = await csvOf(rows);
        saveTextFile(`${prefix}_${fileTimestamp()}.csv`, csv);
      } catch {
        // The API client has shown the alert.
      } finally {
        setExporting(false);
      }
    },
    [prefix, csvOf],
  );
  return { exporting, exportCsv: run };
}
