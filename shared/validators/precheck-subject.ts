import { PRECHECK_MICRO_SEGMENTS, SUBJECT_TYPES, type SubjectType } from '../enums';
import { PRECHECK_FORM_MESSAGES, REQUIRED_MESSAGE } from './messages';
import { validatePersonalTaxCode, validateTaxCode, validateTaxCodeMatchesName } from './tax-code';
import { validateVatNumber } from './vat-number';

/**
 * The subject part of a precheck ('Dati anagrafici'), shared by the form and the server so the two
 * can never disagree. Values arrive with leading whitespace already stripped; empty means absent.
 */
export interface PrecheckSubject {
  subjectType: string;
  microSegment: string;
  taxCode: string;
  vatRegistrationNo: string;
  name: string;
  surname: string;
}

export type PrecheckSubjectField = keyof PrecheckSubject;
export type PrecheckSubjectErrors = Partial<Record<PrecheckSubjectField, string>>;

function isSubjectType(value: string): value is SubjectType {
  return (SUBJECT_TYPES as readonly string[]).includes(value);
}

/** PF gives only PER; PG gives SOC or CON (spec 'Precheck micro segment'). */
function microSegmentError(subjectType: SubjectType | undefined, microSegment: string): string | undefined {
  const allowed: readonly string[] = subjectType ? PRECHECK_MICRO_SEGMENTS[subjectType] : [];
  return allowed.includes(microSegment) ? undefined : PRECHECK_FORM_MESSAGES.microSegment;
}

function personErrors(subject: PrecheckSubject): PrecheckSubjectErrors {
  const errors: PrecheckSubjectErrors = {};
  if (!subject.name) errors.name = REQUIRED_MESSAGE;
  if (!subject.surname) errors.surname = REQUIRED_MESSAGE;
  const taxCodeError = subject.taxCode ? validatePersonalTaxCode(subject.taxCode) : REQUIRED_MESSAGE;
  if (taxCodeError) errors.taxCode = taxCodeError;
  else if (subject.name && subject.surname) {
    const mismatch = validateTaxCodeMatchesName(subject.taxCode, subject);
    if (mismatch) errors.taxCode = mismatch;
  }
  // A sole proprietor has a VAT number too: optional for PF, checked when given.
  const vatError = subject.vatRegistrationNo ? validateVatNumber(subject.vatRegistrationNo) : undefined;
  if (vatError) errors.vatRegistrationNo = vatError;
  return errors;
}

function companyErrors(subject: PrecheckSubject): PrecheckSubjectErrors {
  const errors: PrecheckSubjectErrors = {};
  const vatError = subject.vatRegistrationNo ? validateVatNumber(subject.vatRegistrationNo) : REQUIRED_MESSAGE;
  if (vatError) errors.vatRegistrationNo = vatError;
  // A company's tax code, when given, is its 11-digit code or a person's 16 characters.
  const taxCodeError = subject.taxCode ? validateTaxCode(subject.taxCode) : undefined;
  if (taxCodeError) errors.taxCode = taxCodeError;
  return errors;
}

export function validatePrecheckSubject(subject: PrecheckSubject): PrecheckSubjectErrors {
  const subjectType = isSubjectType(subject.subjectType) ? subject.subjectType : undefined;
  const errors: PrecheckSubjectErrors =
    subjectType === 'PF' ? personErrors(subject) : subjectType === 'PG' ? companyErrors(subject) : {};
  if (!subjectType) errors.subjectType = REQUIRED_MESSAGE;
  const microSegment = microSegmentError(subjectType, subject.microSegment);
  if (microSegment) errors.microSegment = microSegment;
  return errors;
}
