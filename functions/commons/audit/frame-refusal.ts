import type { APIGatewayProxyResult } from 'aws-lambda';
import { ErrorBodySchema } from '../../../shared/errors';
import { logger } from '../logger';
import { type AuditedCall, type AuditRecord, answeredOutcome, startedRecord } from './audit-record';
import { auditWriter } from './container-audit-writer';

/** What the frame knows of a call it refused before the implementation: who, when, which route. No body. */
export type RefusedCall = Omit<AuditedCall, 'body' | 'params'>;

/**
 * The whole record of a call the frame refused (a role outside the route: 403; a body too large, not
 * JSON or refused by its schema: 400): written at once, complete. The body was never trusted, so none
 * of it is kept, not even the note or the id it names: the record is filed under the request id, and
 * the reason is the answer's own descriptions (the server's words).
 */
export function frameRefusalRecord(call: RefusedCall, answer: APIGatewayProxyResult, now: Date): AuditRecord {
  const parsed = ErrorBodySchema.safeParse(safeJson(answer.body));
  // Started with no body nor parameters: the record names the request, and keeps no note nor body.
  return {
    ...startedRecord({ ...call, body: undefined, params: undefined }),
    ...answeredOutcome(answer.statusCode, parsed.success ? parsed.data.errors : []),
    completedAt: now.toISOString(),
  };
}

/**
 * Keeps the record of a frame refusal. A failed write is logged, never turned into another answer: the
 * caller was refused, and nothing changed either way.
 */
export async function recordFrameRefusal(call: RefusedCall, answer: APIGatewayProxyResult): Promise<void> {
  try {
    await auditWriter().begin(frameRefusalRecord(call, answer, new Date()));
  } catch (error) {
    logger.error('Audit record of a refused call not written', { requestId: call.requestId, error });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
