import { useState } from 'react';
import type { ExtractionType } from '../../../../shared/enums';
import { ExportAllButton } from '../export/export-all-button';
import type { ExportModalProps } from '../export/export-modal';
import { LazyExportModal } from '../export/lazy-export-modal';
import { ExportSelectedButton } from './list-actions';
import { useCsvExport } from './use-csv-export';

interface ListExportsProps {
  /** 'Esporta CSV' of the selected rows: the saved file's prefix, the rows' codes and the call that answers the CSV. */
  selected: { filePrefix: string; codes: string[]; exportCsv: (codes: string[]) => Promise<string> };
  /** 'Esporta tutto': the queued export of the whole list with its applied filters; disabled at 0 rows. */
  all: { extractionType: ExtractionType; filters: ExportModalProps['filters']; total: number | null };
}

/**
 * The two exports of a list (spec sections 2 and 7): the selected rows as a CSV saved at once, and the
 * whole list queued for the Extractions & Enrichments view through the export modal.
 */
export function ListExports({ selected, all }: ListExportsProps) {
  const csv = useCsvExport(selected.filePrefix, selected.exportCsv);
  const [queueing, setQueueing] = useState(false);
  return (
    <>
      <ExportSelectedButton
        selectedCount={selected.codes.length}
        exporting={csv.exporting}
        onClick={() => void csv.exportCsv(selected.codes)}
      />
      <ExportAllButton total={all.total} onClick={() => setQueueing(true)} />
      <LazyExportModal
        visible={queueing}
        onDismiss={() => setQueueing(false)}
        extractionType={all.extractionType}
        filters={all.filters}
      />
    </>
  );
}
