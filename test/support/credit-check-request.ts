import type { DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import type { CreditCheckRequest } from '../../shared/schemas/precheck';

/** A credit-check body for a demo subject, on an electricity or a gas supply at the subject's address. */
export function creditCheckRequestFor(subject: DemoSubject, commodity: 'ELE' | 'GAS' = 'GAS'): CreditCheckRequest {
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
        paymentMode: 'BON',
        pointAddress: address,
        invoiceAddress: address,
      },
    ],
  };
}
