import { refusalText } from '../refusals';

/**
 * The agency calls' refusals by the feature's names, each the Italian text of its registry code
 * (shared/refusals.ts: AGENCY_CODE_TAKEN, AGENCY_NOT_FOUND), as tests read them.
 */
export const AGENCY_REFUSALS = {
  codeTaken: refusalText('AGENCY_CODE_TAKEN'),
  notFound: refusalText('AGENCY_NOT_FOUND'),
} as const;
