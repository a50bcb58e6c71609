import { API_ROUTES } from '../route-table';
import { decide } from './decide';
import type { WhiteListExemption } from './path-to-green-types';
import type { DecisionInput } from './types';

/**
 * Whether a white-list entry would have exempted the check: the check replayed with a valid entry (not
 * revoked, no expiry) in place of whatever entry it had. The roles that may grant one are those of the
 * route that inserts into the white list, so the two cannot drift apart.
 */

const VALID_ENTRY = { revocationDate: null, expiringDate: null };

export function whiteListExemption(input: DecisionInput): WhiteListExemption {
  const replay = decide({ ...input, whiteList: VALID_ENTRY });
  const wouldTurnGreen = replay.trafficLight === 'V' && replay.explanation.rule === 'WHITE_LIST';
  return {
    label: 'none',
    wouldTurnGreen,
    whyNot: wouldTurnGreen ? null : 'WHITE_LIST_CHECK_OFF',
    grantedBy: API_ROUTES.addToWhitelist.roles,
  };
}
