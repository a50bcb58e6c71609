import { decide } from '../../shared/decision/decide';
import { decisionSnapshot } from '../../shared/decision/snapshot';
import type { Decision, DecisionInput } from '../../shared/decision/types';
import { type Attempt, addressLine, attemptOf } from '../../shared/monitoring/attempt';
import { type ChainEntry, type Link, linkAttempt, REPEAT_AFTER_RED_DAYS } from '../../shared/monitoring/link';
import type { RequestLogRow } from '../../shared/request-log/row';
import type { CreditCheckRequest, CreditCheckResponse } from '../../shared/schemas/precheck';
import { blacklistsInForce, blacklistVersionIds } from '../stores/precheck-facts/blacklists-in-force';
import type { CheckFacts, FactsQuery } from '../stores/precheck-facts/precheck-facts';
import { errorRow, filterSubjectType, type LogRowInput, successRow } from './log-row';
import type { SettingsCache } from './settings-cache';

/** Where a check records itself. */
export interface RequestLog {
  /** The next idRequest: numeric and increasing. */
  nextId(): Promise<number>;
  /** Writes the row once; `fallbackId` keys a row whose idRequest is null. */
  write(row: RequestLogRow, fallbackId: string): Promise<void>;
  /** Adds a written row to its subject's monthly aggregate; idempotent. */
  updateAggregate(row: RequestLogRow): Promise<void>;
}

/** Where a check finds the earlier checks of its subject and joins their chain (docs/monitoring.md). */
export interface CheckChains {
  /** The entries the attempt's link keys hold. */
  candidates(attempt: Attempt): Promise<ReadonlyMap<string, readonly ChainEntry[]>>;
  /** Records the attempt's link: its keys' entries, its chain, the who-repeats tallies. */
  record(attempt: Attempt, link: Link, candidates: ReadonlyMap<string, readonly ChainEntry[]>): Promise<void>;
}

export interface CreditCheckPorts {
  facts: CheckFacts;
  /** The repeated-checks monitoring; absent, checks are not linked. */
  chains?: CheckChains;
  /** The container's settings, trusted for at most a minute. */
  settings: SettingsCache;
  requestLog: RequestLog;
  now: () => Date;
  /** Where a check that could not be recorded at all still leaves its full row. */
  reportUnrecorded: (message: string, details: Record<string, unknown>) => void;
}

export interface CreditCheckCall {
  /** Validated and normalized. */
  request: CreditCheckRequest;
  userId: string;
  acquisitionChannel: string;
  /** The agent's agency code; null for the back office. */
  acquisitionAgency: string | null;
  requestId: string;
  startedAt: Date;
}

export const UNRECORDED_DESCRIPTION = 'Verifica non registrata: ripetere la verifica.';

const identifiersOf = ({ taxCode, vatRegistrationNo }: CreditCheckRequest) => [
  ...new Set([taxCode, vatRegistrationNo].filter((id): id is string => Boolean(id)).map((id) => id.toUpperCase())),
];

/** Gather the facts, decide, record: the precheck behind `POST /api/v1/creditcheck`. */
export async function runCreditCheck(ports: CreditCheckPorts, call: CreditCheckCall): Promise<CreditCheckResponse> {
  const { request } = call;
  // The id is reserved while the facts are read: on the rare check that takes a new id block, the
  // counter's round trip overlaps the reads instead of following them.
  const reservedId = ports.requestLog.nextId();
  reservedId.catch(() => undefined);
  const address = request.supplyPointList[0]?.pointAddress ?? request.contactAddress;
  // The subject's earlier checks are read beside the facts, from what the request says of it: linking
  // adds no round trip before the decision, and reads nothing the decision reads.
  const linking = ports.chains?.candidates(requestAttempt(request)).catch((failure: unknown) => {
    ports.reportUnrecorded('Precheck chain not read', { failure: String(failure) });
    return null;
  });
  // The black-list versions are those in force when the check began: the instant its row is dated.
  const { settings, blacklists, facts } = await settingsAndFacts(
    ports,
    { identifiers: identifiersOf(request), supplyAddress: { ...address, municipality: address.municipality.name } },
    call.startedAt,
  );
  const requestDate = ports.now();
  const input: DecisionInput = {
    request,
    configuration: settings.configuration.file,
    whiteList: facts.whiteList,
    blackLists: facts.blackLists,
    customer: facts.customer,
    bureau: facts.bureau,
    prospectRisk: facts.prospectRisk,
    now: requestDate,
  };
  const decision = decide(input);
  const explanation = {
    ...decision.explanation,
    configuration: {
      id: settings.configuration.id,
      version: settings.configuration.version,
      validityStartDate: settings.configuration.validityStartDate ?? null,
    },
  };
  const decided: Decision = { ...decision, explanation };
  const companyName = facts.customer?.A_RAGIONE_SOCIALE;
  const rowInput: Omit<LogRowInput, 'idRequest'> = {
    request,
    userId: call.userId,
    acquisitionChannel: call.acquisitionChannel,
    acquisitionAgency: call.acquisitionAgency,
    requestDate: call.startedAt,
    elapsedMs: requestDate.getTime() - call.startedAt.getTime(),
    settings,
    blacklists,
    customer: facts.customer
      ? {
          companyName: typeof companyName === 'string' && companyName ? companyName : null,
          market: facts.customer.A_MERCATO,
        }
      : null,
    snapshot: decisionSnapshot(input, {
      identifiers: identifiersOf(request),
      blacklistVersions: blacklistVersionIds(blacklists),
      address: facts.address,
    }),
  };

  let idRequest: number | null = null;
  let notice: CreditCheckResponse['repeatedChecks'];
  try {
    idRequest = await reservedId;
    const row = successRow({ ...rowInput, idRequest }, decided);
    // The aggregate is written beside the row rather than after it, one round trip less per check.
    // Should the row fail, the error row takes the same id, so the aggregate never counts a missing row;
    // should the aggregate fail, the check stands and only the aggregate lags (rebuilt from the rows).
    const aggregated = ports.requestLog.updateAggregate(row).catch((failure: unknown) => {
      ports.reportUnrecorded('Precheck aggregate not updated', { failure: String(failure), row });
    });
    // The chain is written beside the row too; should it fail, the check stands (npm run chains rebuilds it).
    const chained = linkAndRecord(ports, row, linking);
    const [, , link] = await Promise.all([ports.requestLog.write(row, call.requestId), aggregated, chained]);
    notice = link && link.recentAfterRed > 0 ? { count: link.recentAfterRed, days: REPEAT_AFTER_RED_DAYS } : undefined;
  } catch (failure) {
    await recordFailure(ports, { ...rowInput, idRequest }, decided, failure, call.requestId);
    return { transactionInfo: { code: 500, errorDescription: UNRECORDED_DESCRIPTION }, fullCheckInfo: null };
  }
  return {
    transactionInfo: { code: 200, errorDescription: null },
    fullCheckInfo: { trafficLight: decided.trafficLight, trafficLightReason: decided.reason },
    idRequest,
    explanation,
    ...(notice && { repeatedChecks: notice }),
  };
}

/** What the request says of its subject, enough for its link keys (the company name comes with the facts). */
function requestAttempt(request: CreditCheckRequest): Attempt {
  const address = request.contactAddress;
  return {
    id: 0,
    at: new Date(0).toISOString(),
    trafficLight: null,
    outputCode: null,
    market: 'L',
    userId: '',
    channel: null,
    agency: null,
    fields: {
      name: request.name ?? null,
      surname: request.surname ?? null,
      taxCode: request.taxCode || null,
      vatRegistrationNo: request.vatRegistrationNo || null,
      companyName: null,
      subjectType: filterSubjectType(request),
      microSegment: request.microSegment,
      address: addressLine(address.street, address.municipality.name, address.provinceCode),
      commodity: null,
      paymentMode: null,
    },
  };
}

/** Links the written row's attempt to its chain and records it; null when the monitoring is off or failed. */
async function linkAndRecord(
  ports: CreditCheckPorts,
  row: RequestLogRow,
  linking: Promise<ReadonlyMap<string, readonly ChainEntry[]> | null> | undefined,
) {
  const attempt = attemptOf(row);
  const candidates = await linking;
  if (!ports.chains || !attempt || !candidates) return null;
  const link = linkAttempt(attempt, candidates);
  try {
    await ports.chains.record(attempt, link, candidates);
  } catch (failure) {
    ports.reportUnrecorded('Precheck chain not recorded', { failure: String(failure), idRequest: row.idRequest });
  }
  return link;
}

/**
 * The settings and the subject's facts: from the cache and one BatchGet of the facts (a second when the
 * supply address knows other subjects), or, with nothing fresh cached, the settings read with the facts
 * that do not depend on them and the memberships after them (then kept for the next checks).
 */
async function settingsAndFacts(ports: CreditCheckPorts, query: FactsQuery, at: Date) {
  const cached = ports.settings.fresh();
  if (cached) {
    const blacklists = blacklistsInForce(cached, at);
    return { settings: cached, blacklists, facts: await ports.facts.subjectFacts(query, blacklists) };
  }
  const readAt = ports.settings.now();
  const read = await ports.facts.settingsWithSubjectFacts(query, at);
  ports.settings.keep(read.settings, readAt);
  return read;
}

/**
 * A check decided but not recorded must not vanish: it becomes an error row; when even that write
 * fails, the whole row goes to the error log, from which it can be replayed.
 */
async function recordFailure(
  ports: CreditCheckPorts,
  input: LogRowInput,
  decision: Decision,
  failure: unknown,
  fallbackId: string,
) {
  const row = errorRow(input, decision, failure);
  try {
    await ports.requestLog.write(row, fallbackId);
    ports.reportUnrecorded('Precheck recorded as an error row', { failure: String(failure), row });
  } catch (second) {
    ports.reportUnrecorded('Precheck not recorded', { failure: String(failure), second: String(second), row });
  }
}
