import type { Decision } from '../../shared/decision/types';
import { MICRO_SEGMENT_LABELS } from '../../shared/enums';
import type { CreditCheckRequest } from '../../shared/schemas/precheck';
import type { PrecheckSettings, RequestLogRow } from './precheck-facts';

export interface LogRowInput {
  request: CreditCheckRequest;
  userId: string;
  requestDate: Date;
  elapsedMs: number;
  idRequest: number | null;
  settings: PrecheckSettings;
  /** A PG request carries no company name; the customer base may know it. */
  companyName: string | null;
}

const orNull = (value: string | null | undefined) => (value ? value : null);

/** The spec's 'Request log row' fields a precheck knows, plus the configuration and explanation. */
function baseRow({ request, userId, requestDate, elapsedMs, idRequest, settings, companyName }: LogRowInput) {
  const point = request.supplyPointList[0];
  const address = request.contactAddress;
  return {
    idRequest,
    requestDate: requestDate.toISOString(),
    elapsed: elapsedMs,
    workflow: request.workflow,
    taxCode: orNull(request.taxCode),
    vatRegistrationNo: orNull(request.vatRegistrationNo),
    companyName,
    surname: orNull(request.surname),
    name: orNull(request.name),
    subjectTypeC: request.subjectType,
    microSegmentDesc: MICRO_SEGMENT_LABELS[request.microSegment],
    dugStreetNo: address.street,
    municipalityName: address.municipality.name,
    provinceCode: address.provinceCode,
    segmento: address.provinceCode === 'RM' ? 'Roma' : 'Fuori Roma',
    commodity: point?.commodity ?? null,
    paymentModeRid: point?.paymentMode === 'RID',
    userId,
    configurationId: settings.configuration.id,
    configurationVersion: settings.configuration.version,
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
