import { z } from 'zod';
import { PRECHECK_MICRO_SEGMENTS, type SubjectType } from '../enums';
import { PRECHECK_FORM_MESSAGES } from './messages';
import { validatePrecheckSubject } from './precheck-subject';

/**
 * The precheck form (spec sections 2, 4 and 5 'Precheck form'): its values, the rules with the spec's
 * messages, and a zod schema for form libraries. Selects hold '' until chosen.
 */
export interface PrecheckFormValues {
  subjectType: string;
  microSegment: string;
  vatRegistrationNo: string;
  taxCode: string;
  name: string;
  surname: string;
  commodity: string;
  paymentMode: string;
  /** The chosen province's code (the option value). */
  provinceCode: string;
  /** The chosen municipality's name (label and value alike). */
  municipality: string;
  street: string;
}

export type PrecheckFormField = keyof PrecheckFormValues;
export type PrecheckFormErrors = Partial<Record<PrecheckFormField, string>>;

const TEXT_INPUTS = ['vatRegistrationNo', 'taxCode', 'name', 'surname', 'street'] as const;

/**
 * The form after a subject-type change (which resets it) or a Reset: PF gets its only micro segment,
 * PER, set automatically.
 */
export function emptyPrecheckForm(subjectType: SubjectType | '' = ''): PrecheckFormValues {
  const onlyMicroSegment = subjectType ? PRECHECK_MICRO_SEGMENTS[subjectType] : [];
  return {
    subjectType,
    microSegment: onlyMicroSegment.length === 1 ? (onlyMicroSegment[0] ?? '') : '',
    vatRegistrationNo: '',
    taxCode: '',
    name: '',
    surname: '',
    commodity: '',
    paymentMode: '',
    provinceCode: '',
    municipality: '',
    street: '',
  };
}

/** Leading whitespace is stripped from text inputs (spec section 5); trailing is the user's to see. */
export function normalizePrecheckForm(values: PrecheckFormValues): PrecheckFormValues {
  const normalized = { ...values };
  for (const field of TEXT_INPUTS) normalized[field] = values[field].trimStart();
  return normalized;
}

/**
 * Field → first failing message. For PF the VAT field is disabled and for PG tax code, name and surname
 * are: disabled fields are not judged, whatever they hold.
 */
export function validatePrecheckForm(input: PrecheckFormValues): PrecheckFormErrors {
  const values = normalizePrecheckForm(input);
  const isPerson = values.subjectType === 'PF';
  const isCompany = values.subjectType === 'PG';
  const errors: PrecheckFormErrors = validatePrecheckSubject({
    subjectType: values.subjectType,
    microSegment: values.microSegment,
    vatRegistrationNo: isPerson ? '' : values.vatRegistrationNo,
    taxCode: isCompany ? '' : values.taxCode,
    name: isCompany ? '' : values.name,
    surname: isCompany ? '' : values.surname,
  });
  if (!values.commodity) errors.commodity = PRECHECK_FORM_MESSAGES.commodity;
  if (!values.paymentMode) errors.paymentMode = PRECHECK_FORM_MESSAGES.paymentMode;
  if (!values.provinceCode) errors.provinceCode = PRECHECK_FORM_MESSAGES.province;
  if (!values.municipality) errors.municipality = PRECHECK_FORM_MESSAGES.municipality;
  if (!values.street) errors.street = PRECHECK_FORM_MESSAGES.street;
  return errors;
}

export function isPrecheckFormValid(values: PrecheckFormValues): boolean {
  return Object.keys(validatePrecheckForm(values)).length === 0;
}

const text = z.string().default('');

/** The same rules as a zod schema: parses to the normalized values, one issue per failing field. */
export const PrecheckFormSchema = z
  .object({
    subjectType: text,
    microSegment: text,
    vatRegistrationNo: text,
    taxCode: text,
    name: text,
    surname: text,
    commodity: text,
    paymentMode: text,
    provinceCode: text,
    municipality: text,
    street: text,
  })
  .transform(normalizePrecheckForm)
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validatePrecheckForm(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message, input: values });
    }
  });
