import type { CreditCheckRequest } from '../../shared/schemas/precheck';
import { PRECHECK_FORM_MESSAGES } from '../../shared/validators/messages';
import {
  type FieldError,
  normalizeCreditCheckRequest,
  validateCreditCheckRequest,
} from '../../shared/validators/precheck-request';
import { HttpError } from '../commons/http/http-error';
import { municipalitiesOf } from '../stores/italian-places/italian-places';

type Address = CreditCheckRequest['contactAddress'];

const collator = new Intl.Collator('it', { sensitivity: 'accent' });

/**
 * The municipality as the reference list names it, matched regardless of case ('roma' is 'Roma'),
 * or an error on the field when the province or the municipality is not one of ours.
 */
function placeErrors(address: Address, path: string): { address: Address; errors: FieldError[] } {
  if (!address.provinceCode || !address.municipality.name.trim()) return { address, errors: [] };
  const names = municipalitiesOf(address.provinceCode);
  if (!names) {
    return { address, errors: [{ field: `${path}.provinceCode`, description: PRECHECK_FORM_MESSAGES.province }] };
  }
  const wanted = address.municipality.name.trim();
  const name = names.find((candidate) => collator.compare(candidate, wanted) === 0);
  if (!name) {
    return {
      address,
      errors: [{ field: `${path}.municipality.name`, description: PRECHECK_FORM_MESSAGES.municipality }],
    };
  }
  return { address: { ...address, municipality: { name } }, errors: [] };
}

/**
 * The request as it will be judged and stored, or a 400 listing every failing field with the spec's
 * message, unprefixed, so the form can show the server's text in place.
 */
export function checkedCreditCheckRequest(payload: CreditCheckRequest): CreditCheckRequest {
  const errors = validateCreditCheckRequest(payload);
  const request = normalizeCreditCheckRequest(payload);
  const contact = placeErrors(request.contactAddress, 'contactAddress');
  const points = request.supplyPointList.map((point, index) => {
    const pointPlace = placeErrors(point.pointAddress, `supplyPointList.${index}.pointAddress`);
    const invoicePlace = placeErrors(point.invoiceAddress, `supplyPointList.${index}.invoiceAddress`);
    errors.push(...pointPlace.errors, ...invoicePlace.errors);
    return { ...point, pointAddress: pointPlace.address, invoiceAddress: invoicePlace.address };
  });
  errors.unshift(...contact.errors);
  if (errors.length) {
    throw new HttpError(
      'VALIDATION_ERROR',
      undefined,
      errors.map(({ field, description }) => ({ code: 'VALIDATION_ERROR', field, description })),
    );
  }
  return { ...request, contactAddress: contact.address, supplyPointList: points };
}
