import { API_ROUTES } from '../../shared/route-table';
import { documentClient } from '../commons/clients';
import { tableName } from '../commons/env';
import { defineHandler, type RouteImplementation } from '../commons/http/define-handler';
import { logger } from '../commons/logger';
import { chainLinkStore } from '../stores/check-chains/chain-link-store';
import { dynamoPrecheckFacts } from '../stores/precheck-facts/dynamo-precheck-facts';
import { countedChecks } from './check-metrics';
import { dynamoRequestLog } from './dynamo-request-log';
import { checkedCreditCheckRequest } from './request-validation';
import type { CreditCheckPorts } from './run-credit-check';
import { runCreditCheck } from './run-credit-check';
import { settingsCache } from './settings-cache';

let ports: CreditCheckPorts | undefined;

/** Built at the first call, once the environment is known; kept for the container's life with its cache. */
function containerPorts(): CreditCheckPorts {
  if (!ports) {
    ports = {
      facts: dynamoPrecheckFacts(documentClient, tableName('data')),
      settings: settingsCache(),
      requestLog: dynamoRequestLog(documentClient, tableName('requestLog')),
      chains: chainLinkStore(documentClient, tableName('requestLog')),
      now: () => new Date(),
      reportUnrecorded: (message, details) => logger.error(message, details),
    };
  }
  return ports;
}

const creditCheck: RouteImplementation<typeof API_ROUTES.creditCheck> = async ({ body, caller, requestId }) => {
  const startedAt = new Date();
  const request = checkedCreditCheckRequest(body);
  return {
    body: await runCreditCheck(containerPorts(), {
      request,
      userId: caller.username,
      // Agents check from their agency; every other role works in the back office.
      acquisitionChannel: caller.role === 'AGENT' ? 'AGENZIA' : 'BACK_OFFICE',
      // An agent's checks carry its agency's code, as the request log's agency channels do.
      acquisitionAgency: caller.role === 'AGENT' ? (caller.agencyCode ?? null) : null,
      requestId,
      startedAt,
    }),
  };
};

export const handler = defineHandler(API_ROUTES.creditCheck, countedChecks(creditCheck));
