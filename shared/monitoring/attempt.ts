import type { RequestLogRow } from '../request-log/row';
import type { Market } from '../roles';

/**
 * One check as the repeated-checks monitoring keeps it: what it was asked, what it answered, who asked
 * and from where. Built from the request-log row, so a check linked as it is written and a chain rebuilt
 * from the log are the same attempt.
 */
export interface Attempt {
  id: number;
  /** ISO instant of the check (its row's requestDate). */
  at: string;
  trafficLight: 'R' | 'V' | null;
  outputCode: string | null;
  market: Market;
  userId: string;
  channel: string | null;
  agency: string | null;
  fields: AttemptFields;
}

/** The fields a person types into a check, compared between two attempts (docs/monitoring.md 'Flags'). */
export interface AttemptFields {
  name: string | null;
  surname: string | null;
  taxCode: string | null;
  vatRegistrationNo: string | null;
  companyName: string | null;
  subjectType: string;
  microSegment: string | null;
  address: string | null;
  commodity: string | null;
  paymentMode: string | null;
}

/** The fields whose change between a red and the green after it names the edit, in this order. */
export const COMPARED_FIELDS = [
  'name',
  'surname',
  'taxCode',
  'vatRegistrationNo',
  'subjectType',
  'microSegment',
  'address',
  'commodity',
  'paymentMode',
] as const satisfies readonly (keyof AttemptFields)[];
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/**
 * The address as one line: street, municipality, province. It is the address the request log keeps
 * (the console sends the supply address as the contact address too), so a chain rebuilt from the log
 * reads what the check read.
 */
export function addressLine(street: string | null, municipality: string | null, province: string | null) {
  const line = [street, municipality, province ? `(${province})` : null].filter(Boolean).join(' ');
  return line || null;
}

/** The attempt of a numbered request-log row; null for a row the counter could not number. */
export function attemptOf(row: RequestLogRow): Attempt | null {
  if (row.idRequest === null) return null;
  return {
    id: row.idRequest,
    at: row.requestDate,
    trafficLight: row.trafficLight,
    outputCode: row.outputCode,
    market: row.scope,
    userId: row.userId ?? '',
    channel: row.acquisitionChannel,
    agency: row.acquisitionAgency,
    fields: {
      name: row.name,
      surname: row.surname,
      taxCode: row.taxCode,
      vatRegistrationNo: row.vatRegistrationNo,
      companyName: row.companyName,
      subjectType: row.subjectTypeC,
      microSegment: row.microSegmentDesc,
      address: addressLine(row.dugStreetNo, row.municipalityName, row.provinceCode),
      commodity: row.commodity,
      paymentMode: row.paymentModeRid,
    },
  };
}

const comparable = (value: string | null) => (value ?? '').trim().toUpperCase();

/** The fields that differ between two attempts, in COMPARED_FIELDS order. */
export function changedFields(before: AttemptFields, after: AttemptFields): ComparedField[] {
  return COMPARED_FIELDS.filter((field) => comparable(before[field]) !== comparable(after[field]));
}
