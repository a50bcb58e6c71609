import { Refusal } from '../commons/refusal/refusal';
import { containerAgencyStore } from '../stores/agencies/agency-store';

/** An agent's agency must be one of the mapping (the request log names agents' checks by it): else 400. */
export async function checkAgency(agencyCode: string | undefined): Promise<void> {
  if (!agencyCode) return;
  const names = await containerAgencyStore().names([agencyCode]);
  if (names.has(agencyCode)) return;
  throw new Refusal('UNKNOWN_AGENCY', { field: 'agencyCode' });
}
