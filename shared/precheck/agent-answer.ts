import type { CreditCheckAgentResponse, CreditCheckResponse } from '../schemas/precheck';

/**
 * The precheck's answer as an AGENT reads it, from the whole one the staff read: the light, the reason
 * code and description, the rule that decided and the check's id. Pure, and an allow-list: every field
 * is copied by name, so whatever the whole answer or its explanation gains later stays with the staff
 * (the customer's figures, the configuration's thresholds and rows, the notes, another subject's data).
 * The route table declares it for the creditCheck route and the handler frame applies it.
 */
export function agentCreditCheckAnswer(whole: CreditCheckResponse): CreditCheckAgentResponse {
  const { transactionInfo, fullCheckInfo, idRequest, explanation, repeatedChecks } = whole;
  return {
    transactionInfo: { code: transactionInfo.code, errorDescription: transactionInfo.errorDescription },
    ...(fullCheckInfo !== undefined && {
      fullCheckInfo: fullCheckInfo && {
        trafficLight: fullCheckInfo.trafficLight,
        trafficLightReason: {
          code: fullCheckInfo.trafficLightReason.code,
          description: fullCheckInfo.trafficLightReason.description,
        },
      },
    }),
    ...(idRequest !== undefined && { idRequest }),
    ...(explanation && { explanation: { rule: explanation.rule } }),
    // Every role reads that repeated checks are reported: a count of the subject's own checks, no figure.
    ...(repeatedChecks && { repeatedChecks: { count: repeatedChecks.count, days: repeatedChecks.days } }),
  };
}
