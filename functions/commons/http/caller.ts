import type { APIGatewayProxyEvent } from 'aws-lambda';
import { AGENCY_CODE_CLAIM } from '../../../shared/agency/agency-claim';
import { type Market, ROLE_PROFILES, type Role, roleFromGroups } from '../../../shared/roles';
import { AgencyCodeSchema } from '../../../shared/schemas/agency';
import { HttpError } from './http-error';

/** Who is calling, as the API Gateway Cognito authorizer vouched for them. */
export interface Caller {
  username: string;
  role: Role;
  /** The markets (L, T, D) whose data this caller may see; handlers filter by them. */
  markets: readonly Market[];
  /**
   * The agency an agent works for, from the ID token's `custom:agencyCode` (a Cognito custom attribute
   * an administrator sets): the code its checks are logged with (docs/data-model.md 'Agency mapping').
   * Absent when the user has none, or one that is not an agency code.
   */
  agencyCode?: string;
}

/** The claim as a code the mapping could hold (trimmed, upper case), or undefined. */
function agencyCodeOf(claim: unknown): string | undefined {
  const parsed = AgencyCodeSchema.safeParse(claim);
  return parsed.success ? parsed.data : undefined;
}

export function callerFrom(event: APIGatewayProxyEvent): Caller {
  const claims = event.requestContext?.authorizer?.claims as Record<string, unknown> | undefined;
  const username = claims?.['cognito:username'] ?? claims?.username;
  // The authorizer rejects calls without a valid token before they get here; no claims means the
  // function was reached some other way, which is not a caller we know.
  if (typeof username !== 'string' || !username) throw new HttpError('UNAUTHORIZED');
  const role = roleFromGroups(claims?.['cognito:groups']);
  const agencyCode = agencyCodeOf(claims?.[AGENCY_CODE_CLAIM]);
  return { username, role, markets: ROLE_PROFILES[role].markets, ...(agencyCode ? { agencyCode } : {}) };
}
