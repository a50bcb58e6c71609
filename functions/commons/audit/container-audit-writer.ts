import { documentClient } from '../clients';
import { tableName } from '../env';
import { type AuditWriter, dynamoAuditWriter } from './dynamo-audit-writer';

let writer: AuditWriter | undefined;

/**
 * The audit writer of this container, built at the first audited call: a function without the audit
 * table's name fails there, which the frame answers 503 without running the call.
 */
export function auditWriter(): AuditWriter {
  writer ??= dynamoAuditWriter(documentClient, tableName('audit'));
  return writer;
}

/** For tests: an in-memory or failing writer in place of the table's; undefined goes back to the table. */
export function replaceAuditWriter(replacement: AuditWriter | undefined): void {
  writer = replacement;
}
