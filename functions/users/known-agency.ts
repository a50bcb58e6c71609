import { USER_REFUSALS } from '../../shared/users/user-rules';
import { HttpError } from '../commons/http/http-error';
import { containerAgencyStore } from '../stores/agencies/agency-store';

/** An agent's agency must be one of the mapping (the request log names agents' checks by it): else 400. */
export async function checkAgency(agencyCode: string | undefined): Promise<void> {
  if (!agencyCode) return;
  const names = await containerAgencyStore().names([agencyCode]);
  if (names.has(agencyCode)) return;
  const description = USER_REFUSALS.unknownAgency;
  throw new HttpError('VALIDATION_ERROR', description, [
    { code: 'VALIDATION_ERROR', field: 'agencyCode', description },
  ]);
}
