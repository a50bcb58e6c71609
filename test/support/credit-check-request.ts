import type { DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import type { PaymentMode } from '../../shared/enums';
import type { CreditCheckRequest } from '../../shared/schemas/precheck';

/** What a credit-check body reads of a subject: a demo subject, or any subject a test makes up. */
export type CheckedSubject = Pick<
  DemoSubject,
  'subjectType' | 'microSegment' | 'taxCode' | 'vatRegistrationNo' | 'name' | 'surname' | 'address'
>;

/**
 * A credit-check body for a subject, on an electricity or a gas supply at the subject's address, paid
 * by bank transfer (BON) unless told otherwise.
 */
export function creditCheckRequestFor(
  subject: CheckedSubject,
  commodity: 'ELE' | 'GAS' = 'GAS',
  paymentMode: PaymentMode = 'BON',
): CreditCheckRequest {
  const address = {
    provinceCode: subject.address.provinceCode,
    municipality: { name: subject.address.municipality },
    street: subject.address.street,
  };
  const isElectricity = commodity === 'ELE';
  return {
    workflow: 'EVOPRECHECK',
    subjectType: subject.subjectType,
    microSegment: subject.microSegment,
    vatRegistrationNo: subject.vatRegistrationNo ?? null,
    taxCode: subject.taxCode ?? null,
    name: subject.name ?? null,
    surname: subject.surname ?? null,
    contactAddress: address,
    supplyPointList: [
      {
        commodity,
        type: isElectricity ? 'POD' : 'PDR',
        supplyKind: isElectricity ? 'DOM' : 'CIV',
        paymentMode,
        pointAddress: address,
        invoiceAddress: address,
      },
    ],
  };
}
