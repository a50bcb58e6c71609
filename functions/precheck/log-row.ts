import type { DecisionSnapshot } from '../../shared/decision/snapshot';
import type { Decision } from '../../shared/decision/types';
import type { FilterSubjectType } from '../../shared/enums';
import { geoAreaOf, regionOf } from '../../shared/geo-area';
import { NO_AF_FIELDS, type RequestLogRow } from '../../shared/request-log/row';
import { MARKETS, type Market } from '../../shared/roles';
import type { CreditCheckRequest } from '../../shared/schemas/precheck';
import { blacklistVersionIds } from '../stores/precheck-facts/blacklists-in-force';
import type { BlacklistsInForce, PrecheckSettings } from '../stores/precheck-facts/precheck-facts';

export interface LogRowInput {
  request: CreditCheckRequest;
  userId: string;
  /** Where the check came from: the console's agents are an agency channel, staff the back office. */
  acquisitionChannel: string;
  /**
   * The agency an agent checks for (its code, from the caller's token); null for the back office. The
   * row keeps only the code: the list reads its name from the mapping when it shows the row.
   */
  acquisitionAgency: string | null;
  requestDate: Date;
  elapsedMs: number;
  idRequest: number | null;
  settings: PrecheckSettings;
  /** The black-list versions the check read memberships in. */
  blacklists: BlacklistsInForce;
  /** What the customer base knows of the subject, when it is a customer. */
  customer: { companyName: string | null; market: unknown } | null;
  /** What the engine decided on, recorded with the row (shared/decision/snapshot.ts). */
  snapshot: DecisionSnapshot;
}

const orNull = (value: string | null | undefined) => (value ? value : null);

/** Companies split by their companies-register entry: condominiums have none (docs/data-model.md). */
export function filterSubjectType(request: CreditCheckRequest): FilterSubjectType {
  if (request.subjectType === 'PF') return 'PF';
  return request.microSegment === 'CON' ? 'NOREA' : 'REA';
}

/** A check belongs to its customer's market; a prospect is acquired on the free market. */
const marketOf = (customer: LogRowInput['customer']): Market =>
  MARKETS.includes(customer?.market as Market) ? (customer?.market as Market) : 'L';

/** The spec's 'Request log row' of a precheck: what the check knows; the rest stays null. */
function baseRow(
  input: LogRowInput,
): Omit<RequestLogRow, 'requestStatus' | 'trafficLight' | 'outputCode' | 'trafficReasonDesc' | 'errorDescription'> {
  const { request, settings } = input;
  const point = request.supplyPointList[0];
  const address = request.contactAddress;
  return {
    idRequest: input.idRequest,
    requestDate: input.requestDate.toISOString(),
    elapsed: input.elapsedMs,
    workflow: request.workflow,
    taxCode: orNull(request.taxCode),
    vatRegistrationNo: orNull(request.vatRegistrationNo),
    companyName: input.customer?.companyName ?? null,
    surname: orNull(request.surname),
    name: orNull(request.name),
    subjectTypeC: filterSubjectType(request),
    microSegmentDesc: request.microSegment,
    dugStreetNo: address.street,
    municipalityName: address.municipality.name,
    provinceCode: address.provinceCode,
    cap: null,
    segmento: address.provinceCode === 'RM' ? 'Roma' : 'Fuori Roma',
    geoRegion: regionOf(address.provinceCode),
    geoArea: geoAreaOf(address.provinceCode),
    commodity: point?.commodity ?? null,
    paymentModeRid: point?.paymentMode ?? null,
    typeOfContract: point ? `${point.type} ${point.supplyKind}` : null,
    scope: marketOf(input.customer),
    acquisitionChannel: input.acquisitionChannel,
    acquisitionChannelRaggr: null,
    acquisitionChannelType: null,
    acquisitionAgency: input.acquisitionAgency,
    // Named at read time from the mapping (functions/stores/agencies/agency-names.ts), never stored.
    acquisitionAgencyName: null,
    scoreCardTrafficLight: null,
    scoreCardClass: null,
    sicClass: null,
    siebelRequestCode: null,
    salesRequest: null,
    siebelCustomerId: null,
    ...NO_AF_FIELDS,
    tibcoTransactionId: null,
    userId: input.userId,
    userIdAddebito: null,
    configurationId: settings.configuration.id,
    configurationVersion: settings.configuration.version,
    blacklistVersions: blacklistVersionIds(input.blacklists),
    snapshot: input.snapshot,
  };
}

export function successRow(input: LogRowInput, decision: Decision): RequestLogRow {
  return {
    ...baseRow(input),
    requestStatus: 'SUCCESS',
    trafficLight: decision.trafficLight,
    outputCode: decision.reason.code,
    trafficReasonDesc: decision.reason.description,
    errorDescription: null,
    explanation: decision.explanation,
  };
}

/** The row of a check decided but not recorded: the decision is kept, marked as an error. */
export function errorRow(input: LogRowInput, decision: Decision, failure: unknown): RequestLogRow {
  const message = failure instanceof Error ? failure.message : String(failure);
  return {
    ...successRow(input, decision),
    requestStatus: 'ERROR',
    errorDescription: `Registrazione della verifica non riuscita: ${message}`.slice(0, 1400),
  };
}
