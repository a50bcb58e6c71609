import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { AuditRecord } from '../../functions/commons/audit/audit-record';
import { replaceAuditWriter } from '../../functions/commons/audit/container-audit-writer';
import type { AuditWriter } from '../../functions/commons/audit/dynamo-audit-writer';
import { type ActingState, replaceActingCallerDirectory } from '../../functions/commons/http/acting-caller';

/**
 * For unit tests of handlers built with defineHandler: an API Gateway event as the Cognito authorizer
 * hands it over (ADMIN and a createAgency body unless overridden), an invocation that answers the
 * status and the parsed body, and the audit records of audited routes' calls, kept in memory.
 */

/** Audit records of the calls of this test file, oldest first; a test may empty it. */
export const auditRecords: AuditRecord[] = [];
/** Keeps records in `auditRecords`, once per request id, completed once, as the table's writer does. */
export const memoryAuditWriter: AuditWriter = {
  begin: async (record) => {
    if (!auditRecords.some((kept) => kept.requestId === record.requestId)) auditRecords.push({ ...record });
  },
  complete: async (started, completion) => {
    const kept = auditRecords.find((record) => record.requestId === started.requestId);
    if (kept?.outcome === 'STARTED') Object.assign(kept, completion);
  },
};
replaceAuditWriter(memoryAuditWriter);

/**
 * The users as the directory has them now, by username; a caller not named here is as its token says
 * (enabled, in its token's role). A test may set and delete entries.
 */
export const actingStates = new Map<string, ActingState>();
replaceActingCallerDirectory({
  stateOf: async (caller) => actingStates.get(caller.username) ?? { enabled: true, groups: [caller.role] },
});

let invocations = 0;
/** Each invocation its own request id, as Lambda gives: `req-1`, `req-2`, … */
const nextContext = () =>
  ({ awsRequestId: `req-${++invocations}`, functionName: 'test', getRemainingTimeInMillis: () => 1000 }) as Context;

export function apiEvent(overrides: Partial<APIGatewayProxyEvent> & { groups?: string } = {}): APIGatewayProxyEvent {
  const { groups = 'ADMIN', ...rest } = overrides;
  return {
    httpMethod: 'POST',
    resource: '/api/v1/createAgency',
    path: '/api/v1/createAgency',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: 'AG1', name: 'Agenzia Uno' }),
    pathParameters: null,
    queryStringParameters: null,
    requestContext: { authorizer: { claims: { 'cognito:username': 'mario.rossi', 'cognito:groups': groups } } },
    ...rest,
  } as unknown as APIGatewayProxyEvent;
}

type ApiHandler = (event: never, context: Context) => Promise<APIGatewayProxyResult>;

export async function invokeHandler(handler: ApiHandler, event: APIGatewayProxyEvent) {
  const result = await handler(event as never, nextContext());
  return { status: result.statusCode, body: JSON.parse(result.body) };
}
