import { useState } from 'react';
import type { ExtractionType } from '../../../../shared/enums';
import { ExportAllButton } from '../export/export-all-button';
import type { ExportModalProps } from '../export/export-modal';
import { LazyExportModal } from '../export/lazy-export-modal';
import { ExportSelectedButton } from './list-actions';
import { useCsvExport } from './use-csv-export';

interface ListExportsProps<Row> {
  /** 'Esporta CSV' of the selected rows: the saved file's prefix, the rows and what answers their CSV. */
  selected: { filePrefix: string; rows: readonly Row[]; csvOf: (rows: readonly Row[]) => Promise<string> };
  /** 'Esporta tutto': the queued export of the whole list with its applied filters; disabled at 0 rows. */
  all: { extractionType: ExtractionType; filters: ExportModalProps['filters']; total: number | null };
}

/**
 * The two exports of a list (spec sections 2 and 7): the selected rows as a CSV saved at once, and the
 * whole list queued for the Extractions & Enrichments view through the export modal.
 */
export function ListExports<Row>({ selected, all }: ListExportsProps<Row>) {
  const csv = useCsvExport(selected.filePrefix, selected.csvOf);
  const [queueing, setQueueing] = useState(false);
  return (
    <>
      <ExportSelectedButton
        selectedCount={selected.rows.length}
        exporting={csv.exporting}
        onClick={() => void csv.exportCsv(selected.rows)}
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
