import {
  COMMODITIES,
  type Commodity,
  MICRO_SEGMENTS,
  type MicroSegment,
  PAYMENT_MODES,
  type PaymentMode,
  PRECHECK_WORKFLOW,
  SUBJECT_TYPES,
  type SubjectType,
} from '../enums';
import type { CreditCheckRequest } from '../schemas/precheck';
import {
  normalizePrecheckForm,
  type PrecheckFormErrors,
  type PrecheckFormValues,
  validatePrecheckForm,
} from './precheck-form';

/**
 * From the form to the `POST /api/v1/creditcheck` payload (spec section 3 'Precheck request'): the
 * contact address is reused as point and invoice address, the workflow is EVOPRECHECK, ELE maps to a
 * POD of kind DOM and anything else to GAS, PDR, CIV (so DUAL travels as GAS, as the spec says).
 */

type SupplyPoint = CreditCheckRequest['supplyPointList'][number];

function supplyOf(commodity: Commodity): Pick<SupplyPoint, 'commodity' | 'type' | 'supplyKind'> {
  return commodity === 'ELE'
    ? { commodity: 'ELE', type: 'POD', supplyKind: 'DOM' }
    : { commodity: 'GAS', type: 'PDR', supplyKind: 'CIV' };
}

function oneOf<Code extends string>(codes: readonly Code[], value: string): Code {
  const code = codes.find((candidate) => candidate === value);
  if (code === undefined) throw new Error(`Unexpected value '${value}': map only a validated form`);
  return code;
}

/** Absent values travel as null; the disabled fields of the subject type are not sent. */
function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

/** Maps a form that passed `validatePrecheckForm`; throws on one that did not (a caller's bug). */
export function toCreditCheckRequest(input: PrecheckFormValues): CreditCheckRequest {
  const values = normalizePrecheckForm(input);
  const subjectType: SubjectType = oneOf(SUBJECT_TYPES, values.subjectType);
  const microSegment: MicroSegment = oneOf(MICRO_SEGMENTS, values.microSegment);
  const paymentMode: PaymentMode = oneOf(PAYMENT_MODES, values.paymentMode);
  const address = {
    provinceCode: values.provinceCode,
    municipality: { name: values.municipality },
    street: values.street.trim(),
  };
  const isPerson = subjectType === 'PF';
  return {
    workflow: PRECHECK_WORKFLOW,
    subjectType,
    microSegment,
    vatRegistrationNo: isPerson ? null : orNull(values.vatRegistrationNo),
    taxCode: isPerson ? orNull(values.taxCode.toUpperCase()) : null,
    name: isPerson ? orNull(values.name) : null,
    surname: isPerson ? orNull(values.surname) : null,
    contactAddress: address,
    supplyPointList: [
      {
        ...supplyOf(oneOf(COMMODITIES, values.commodity)),
        paymentMode,
        pointAddress: { ...address, municipality: { ...address.municipality } },
        invoiceAddress: { ...address, municipality: { ...address.municipality } },
      },
    ],
  };
}

/** Validate then map: what the form's submit needs in one call. */
export function buildCreditCheckRequest(
  values: PrecheckFormValues,
): { ok: true; request: CreditCheckRequest } | { ok: false; errors: PrecheckFormErrors } {
  const errors = validatePrecheckForm(values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: toCreditCheckRequest(values) };
}
