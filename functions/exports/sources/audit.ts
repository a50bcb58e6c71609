import { AUDIT_CSV_HEADER, auditCsvCells } from '../../../shared/audit/audit-csv';
import { AuditFiltersSchema } from '../../../shared/schemas/audit';
import { containerAuditList } from '../../commons/audit/audit-list';
import { defineExportSource } from '../export-source';

/**
 * 'Registro modifiche' (the back office): the same query as POST auditTrail, the columns of the
 * console's CSV of selected rows (shared/audit/audit-csv.ts). The trail has no market: ADMIN sees all.
 */
export const auditExport = defineExportSource({
  screen: 'backoffice',
  filters: AuditFiltersSchema,
  header: AUDIT_CSV_HEADER,
  async *rows(filters, scope) {
    for await (const record of containerAuditList().stream(filters, scope.today)) yield auditCsvCells(record);
  },
});
