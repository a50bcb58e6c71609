import type { APIGatewayProxyEvent } from 'aws-lambda';
import { type Market, ROLE_PROFILES, type Role, roleFromGroups } from '../../../shared/roles';
import { HttpError } from './http-error';

/** Who is calling, as the API Gateway Cognito authorizer vouched for them. */
export interface Caller {
  username: string;
  role: Role;
  /** The markets (L, T, D) whose data this caller may see; handlers filter by them. */
  markets: readonly Market[];
}

export function callerFrom(event: APIGatewayProxyEvent): Caller {
  const claims = event.requestContext?.authorizer?.claims as Record<string, unknown> | undefined;
  const username = claims?.['cognito:username'] ?? claims?.username;
  // The authorizer rejects calls without a valid token before they get here; no claims means the
  // function was reached some other way, which is not a caller we know.
  if (typeof username !== 'string' || !username) throw new HttpError('UNAUTHORIZED');
  const role = roleFromGroups(claims?.['cognito:groups']);
  return { username, role, markets: ROLE_PROFILES[role].markets };
}
