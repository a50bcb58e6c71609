import { type CsvSeparator, csvLine, UTF8_BOM } from '../csv';
import type { AuditRecordRow } from '../schemas/audit';

/**
 * The columns of the audit trail's CSV, the same for the selected rows written in the console and the
 * queued export: who, when, what, the outcome and why, the note, and what changed (before and after as
 * JSON; a large one is already its digest in the record).
 */
export const AUDIT_CSV_HEADER = [
  'Data e ora',
  'Utente',
  'Ruolo',
  'Azione',
  'Tipo entità',
  'Entità',
  'Esito',
  'Stato HTTP',
  'Codice errore',
  'Motivo',
  'Nota',
  'Id richiesta',
  'Prima',
  'Dopo',
] as const;

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export function auditCsvCells(record: AuditRecordRow): readonly unknown[] {
  return [
    record.at,
    record.user,
    record.role,
    record.route,
    record.entityType,
    record.entityId,
    record.outcome,
    record.status,
    record.errorCode,
    record.reason,
    record.note,
    record.requestId,
    json(record.before),
    json(record.after),
  ];
}

/** The selected records as a file: UTF-8 with a BOM for Excel, as every other export. */
export function auditCsv(records: readonly AuditRecordRow[], separator: CsvSeparator = ';'): string {
  const lines = records.map((record) => csvLine(auditCsvCells(record), separator));
  return UTF8_BOM + csvLine(AUDIT_CSV_HEADER, separator) + lines.join('');
}
