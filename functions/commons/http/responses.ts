import type { APIGatewayProxyResult } from 'aws-lambda';
import type { ErrorItem } from '../../../shared/errors';

/** What a route implementation answers; the frame turns it into an API Gateway result. */
export interface Reply {
  statusCode?: number;
  headers?: Record<string, string>;
  /** JSON-serialised unless it is already a string (CSV files). */
  body: unknown;
}

const BASE_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function toResult(reply: Reply): APIGatewayProxyResult {
  const isText = typeof reply.body === 'string';
  return {
    statusCode: reply.statusCode ?? 200,
    headers: { ...BASE_HEADERS, ...reply.headers },
    body: isText ? (reply.body as string) : JSON.stringify(reply.body),
  };
}

export function errorResult(status: number, errors: ErrorItem[]): APIGatewayProxyResult {
  return toResult({ statusCode: status, body: { errors } });
}
