import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';

/**
 * For unit tests of handlers built with defineHandler: an API Gateway event as the Cognito authorizer
 * hands it over (ADMIN and a createAgency body unless overridden), and an invocation that answers the
 * status and the parsed body.
 */

const context = { awsRequestId: 'req-1', functionName: 'test', getRemainingTimeInMillis: () => 1000 } as Context;

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
  const result = await handler(event as never, context);
  return { status: result.statusCode, body: JSON.parse(result.body) };
}
