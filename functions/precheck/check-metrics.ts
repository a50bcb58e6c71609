import { METRIC_NAMES } from '../../shared/metrics';
import type { API_ROUTES } from '../../shared/route-table';
import type { CreditCheckResponse } from '../../shared/schemas/precheck';
import type { RouteImplementation } from '../commons/http/define-handler';
import { countMetric, countMetricBy } from '../commons/observability/metrics';

/**
 * The business figures of one answered check (docs/operations.md): a decided and recorded check by
 * light and by result code, and whether the white list decided it; a check that could not be recorded
 * (the officer was told 'Verifica non registrata') is a technical error and counts nothing else.
 */
export function countCheck(response: CreditCheckResponse): void {
  const decided = response.fullCheckInfo;
  if (response.transactionInfo.code !== 200 || !decided) {
    countMetric(METRIC_NAMES.technicalErrors);
    return;
  }
  countMetricBy(METRIC_NAMES.checks, [
    { trafficLight: decided.trafficLight },
    { resultCode: decided.trafficLightReason.code },
  ]);
  if (response.explanation?.rule === 'WHITE_LIST') countMetric(METRIC_NAMES.whiteListHits);
}

type CreditCheck = RouteImplementation<typeof API_ROUTES.creditCheck>;

/** The precheck, counting every check it answers. */
export const countedChecks =
  (creditCheck: CreditCheck): CreditCheck =>
  async (request) => {
    const reply = await creditCheck(request);
    countCheck(reply.body as CreditCheckResponse);
    return reply;
  };
