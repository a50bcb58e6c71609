import type { BlacklistKind } from '../../shared/enums';
import { METRIC_NAMES } from '../../shared/metrics';
import { countMetricBy } from '../commons/observability/metrics';
import type { LoadOutcome } from '../stores/black-lists/blacklist-transitions';

/**
 * The business figures of a black-list load recorded on its version (docs/operations.md): the load by
 * kind and outcome (READY, or why it was discarded), the members a READY load holds and the rows it
 * discarded, by kind. Counted once, when the outcome is committed, never for a redelivery.
 */
export function countBlacklistLoad(kind: BlacklistKind, outcome: LoadOutcome): void {
  const byKind = [{ kind }];
  countMetricBy(METRIC_NAMES.blacklistLoads, [{ kind, outcome: 'failure' in outcome ? outcome.failure : 'READY' }]);
  countMetricBy(METRIC_NAMES.blacklistDiscardedRecords, byKind, outcome.discardedRecords);
  if (!('failure' in outcome)) countMetricBy(METRIC_NAMES.blacklistLoadedRecords, byKind, outcome.loadedRecords);
}
