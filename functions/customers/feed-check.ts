import { romeDay } from '../../shared/italian-time';
import { METRIC_NAMES } from '../../shared/metrics';
import { logger } from '../commons/logger';
import { countMetric } from '../commons/observability/metrics';
import { containerCustomersReader } from '../stores/customers/reader';

/**
 * The daily feed's check, run at the stated hours (infra: the feed-check schedule): whether a feed has
 * finished loading on the Italian day the check was scheduled for. It emits CustomerFeedMissing, 1 or
 * 0, every time, so its alarm goes off at the first check without today's feed and back to OK at the
 * first check after it has been loaded.
 */
export async function checkFeedLoaded(scheduledAt: Date): Promise<void> {
  const loadedAt = await containerCustomersReader().lastLoadedAt();
  const missing = !loadedAt || romeDay(loadedAt) < romeDay(scheduledAt);
  countMetric(METRIC_NAMES.customerFeedMissing, missing ? 1 : 0);
  if (missing) logger.warn('No customer feed loaded today', { day: romeDay(scheduledAt), lastLoadedAt: loadedAt });
}
