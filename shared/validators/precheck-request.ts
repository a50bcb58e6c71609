import type { CreditCheckRequest } from '../schemas/precheck';
import { PRECHECK_FORM_MESSAGES } from './messages';
import { validatePrecheckSubject } from './precheck-subject';

/**
 * The server's side of the precheck rules: the same shared subject rules applied to the wire payload
 * after its zod schema has checked the structure. A PF request with only a VAT number fails on taxCode;
 * a PG request without a VAT number fails on vatRegistrationNo. Whether the municipality belongs to the
 * province needs reference data, so the handler checks it.
 */

export interface FieldError {
  /** Dotted path of the payload field, as the handler frame names zod paths. */
  field: string;
  description: string;
}

type Address = CreditCheckRequest['contactAddress'];

const textOf = (value: string | null | undefined): string => (value ?? '').trimStart();

/** Leading whitespace stripped as the form does, so both judge and store the same values. */
export function normalizeCreditCheckRequest(request: CreditCheckRequest): CreditCheckRequest {
  const address = (value: Address): Address => ({
    provinceCode: value.provinceCode,
    municipality: { name: value.municipality.name.trimStart() },
    street: value.street.trimStart(),
  });
  return {
    ...request,
    taxCode: request.taxCode == null ? request.taxCode : textOf(request.taxCode).toUpperCase(),
    vatRegistrationNo:
      request.vatRegistrationNo == null ? request.vatRegistrationNo : textOf(request.vatRegistrationNo),
    name: request.name == null ? request.name : textOf(request.name),
    surname: request.surname == null ? request.surname : textOf(request.surname),
    contactAddress: address(request.contactAddress),
    supplyPointList: request.supplyPointList.map((point) => ({
      ...point,
      pointAddress: address(point.pointAddress),
      invoiceAddress: address(point.invoiceAddress),
    })),
  };
}

function addressErrors(address: Address, path: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!address.provinceCode.trim())
    errors.push({ field: `${path}.provinceCode`, description: PRECHECK_FORM_MESSAGES.province });
  if (!address.municipality.name.trim())
    errors.push({ field: `${path}.municipality.name`, description: PRECHECK_FORM_MESSAGES.municipality });
  if (!address.street.trim()) errors.push({ field: `${path}.street`, description: PRECHECK_FORM_MESSAGES.street });
  return errors;
}

/** Every failing field with the spec's message; an empty list means the payload may be decided. */
export function validateCreditCheckRequest(payload: CreditCheckRequest): FieldError[] {
  const request = normalizeCreditCheckRequest(payload);
  const subjectErrors = validatePrecheckSubject({
    subjectType: request.subjectType,
    microSegment: request.microSegment,
    taxCode: textOf(request.taxCode),
    vatRegistrationNo: textOf(request.vatRegistrationNo),
    name: textOf(request.name),
    surname: textOf(request.surname),
  });
  const errors: FieldError[] = Object.entries(subjectErrors).map(([field, description]) => ({ field, description }));
  errors.push(...addressErrors(request.contactAddress, 'contactAddress'));
  request.supplyPointList.forEach((point, index) => {
    errors.push(...addressErrors(point.pointAddress, `supplyPointList.${index}.pointAddress`));
    errors.push(...addressErrors(point.invoiceAddress, `supplyPointList.${index}.invoiceAddress`));
  });
  return errors;
}
