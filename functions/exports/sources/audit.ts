import { AUDIT_CSV_HEADER, auditCsvCells } from '../../../shared/audit/audit-csv';
import { isAuditAction } from '../../../shared/audit-actions';
import { AuditFiltersSchema, UNKNOWN_ACTION } from '../../../shared/schemas/audit';
import { containerAuditList } from '../../commons/audit/audit-list';
import { defineExportSource } from '../export-source';

/** The list's filters, and its actions known as the list's route checks them (400 'Azione sconosciuta'). */
const AuditExportFiltersSchema = AuditFiltersSchema.superRefine((filters, context) => {
  const unknown = (filters.action ?? []).findIndex((action) => !isAuditAction(action));
  if (unknown >= 0) context.addIssue({ code: 'custom', path: ['action', unknown], message: UNKNOWN_ACTION });
});

/**
 * 'Registro modifiche' (the back office): the same query as POST auditTrail, the columns of the
 * console's CSV of selected rows (shared/audit/audit-csv.ts). The trail has no market: ADMIN sees all.
 */
export const auditExport = defineExportSource({
  screen: 'backoffice',
  filters: AuditExportFiltersSchema,
  header: AUDIT_CSV_HEADER,
  async *rows(filters, scope) {
    for await (const record of containerAuditList().stream(filters, scope.today)) yield auditCsvCells(record);
  },
});
