import { PRECHECK_MICRO_SEGMENTS, type SubjectType } from '../../../../shared/enums';
import {
  emptyPrecheckForm,
  normalizePrecheckForm,
  type PrecheckFormField,
  type PrecheckFormValues,
} from '../../../../shared/validators/precheck-form';
import { initialPrecheckFormState, type PrecheckFormState } from './precheck-form-state';

/** Longer than any field of the form holds (a street is the longest): anything beyond is not a value. */
const MAX_PREFILL_LENGTH = 120;
const PROVINCE_CODE = /^[A-Z]{2}$/;
// Control characters (a line break, a tab) never belong in one of the form's one-line fields.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The identity fields each subject type enables (spec section 4: PF disables the VAT, PG the rest). */
const SUBJECT_FIELDS: Readonly<Record<SubjectType, readonly PrecheckFormField[]>> = {
  PF: ['taxCode', 'name', 'surname'],
  PG: ['vatRegistrationNo'],
};

function isSubjectType(value: string | null): value is SubjectType {
  return value === 'PF' || value === 'PG';
}

function text(query: URLSearchParams, field: PrecheckFormField): string {
  const value = (query.get(field) ?? '').trim();
  return value.length > MAX_PREFILL_LENGTH || CONTROL_CHARACTERS.test(value) ? '' : value;
}

/**
 * The precheck form as another page opened it (the customer's page: `/admin/precheck?subjectType=PF&…`,
 * shared/components/console-paths.ts precheckHref). The form's rules hold as if the user had typed the
 * values: the subject type comes first and decides which identity fields exist (PF gets PER), a micro
 * segment the type does not offer is dropped, the municipality needs a province and the street a
 * municipality. Values are only prefilled, never trusted: the form's validation judges them as typed,
 * and what was prefilled counts as touched, so a wrong value shows its message at once. Commodity and
 * payment mode are the user's to choose. Without a valid subject type nothing is prefilled.
 */
export function precheckPrefillState(query: URLSearchParams): PrecheckFormState {
  const subjectType = query.get('subjectType');
  if (!isSubjectType(subjectType)) return initialPrecheckFormState;
  const values: PrecheckFormValues = emptyPrecheckForm(subjectType);
  for (const field of SUBJECT_FIELDS[subjectType]) values[field] = text(query, field);
  const microSegment = text(query, 'microSegment');
  if ((PRECHECK_MICRO_SEGMENTS[subjectType] as readonly string[]).includes(microSegment)) {
    values.microSegment = microSegment;
  }
  const provinceCode = text(query, 'provinceCode').toUpperCase();
  if (PROVINCE_CODE.test(provinceCode)) {
    values.provinceCode = provinceCode;
    values.municipality = text(query, 'municipality');
    if (values.municipality) values.street = text(query, 'street');
  }
  const normalized = normalizePrecheckForm(values);
  const untouched = emptyPrecheckForm();
  const touched = Object.fromEntries(
    (Object.keys(normalized) as PrecheckFormField[])
      .filter((field) => normalized[field] !== untouched[field])
      .map((field) => [field, true]),
  );
  return { values: normalized, touched, serverErrors: {} };
}
