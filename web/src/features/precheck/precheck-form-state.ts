import type { SubjectType } from '../../../../shared/enums';
import {
  emptyPrecheckForm,
  normalizePrecheckForm,
  type PrecheckFormErrors,
  type PrecheckFormField,
  type PrecheckFormValues,
  validatePrecheckForm,
} from '../../../../shared/validators/precheck-form';

/**
 * The precheck form as a reducer (spec sections 2, 4 and 5): values, the fields the user has touched,
 * and the field messages a 400 from the server brought back. Pure, so the rules are unit-tested here
 * and the screen only renders them.
 */
export interface PrecheckFormState {
  values: PrecheckFormValues;
  touched: Partial<Record<PrecheckFormField, boolean>>;
  /** Messages of the last 400, each shown on its field until the field changes. */
  serverErrors: PrecheckFormErrors;
}

export type PrecheckFormAction =
  | { type: 'change'; field: PrecheckFormField; value: string }
  | { type: 'blur'; field: PrecheckFormField }
  | { type: 'serverErrors'; errors: PrecheckFormErrors }
  /** The province's municipalities arrived: a prefilled municipality takes the name the list gives it. */
  | { type: 'municipalitiesListed'; names: readonly string[] }
  | { type: 'reset' };

export const initialPrecheckFormState: PrecheckFormState = {
  values: emptyPrecheckForm(),
  touched: {},
  serverErrors: {},
};

function isSubjectType(value: string): value is SubjectType {
  return value === 'PF' || value === 'PG';
}

export function precheckFormReducer(state: PrecheckFormState, action: PrecheckFormAction): PrecheckFormState {
  switch (action.type) {
    case 'change':
      return change(state, action.field, action.value);
    case 'blur':
      return { ...state, touched: { ...state.touched, [action.field]: true } };
    case 'serverErrors':
      return { ...state, serverErrors: action.errors };
    case 'municipalitiesListed':
      return withListedMunicipality(state, action.names);
    case 'reset':
      return initialPrecheckFormState;
  }
}

/**
 * A prefilled municipality as the province's list names it: a feed may write 'ROMA' where the list has
 * 'Roma'. One the list does not hold is cleared (the user then chooses it; the street stays). A name
 * already listed leaves the state as it is.
 */
function withListedMunicipality(state: PrecheckFormState, names: readonly string[]): PrecheckFormState {
  const { municipality } = state.values;
  if (!municipality || names.includes(municipality)) return state;
  const wanted = municipality.toLocaleLowerCase('it');
  const listed = names.find((name) => name.toLocaleLowerCase('it') === wanted) ?? '';
  return { ...state, values: { ...state.values, municipality: listed } };
}

function change(state: PrecheckFormState, field: PrecheckFormField, raw: string): PrecheckFormState {
  // Changing the subject type resets the form (PF gets PER automatically).
  if (field === 'subjectType') {
    if (!isSubjectType(raw) || raw === state.values.subjectType) return state;
    return { values: emptyPrecheckForm(raw), touched: { subjectType: true }, serverErrors: {} };
  }
  // Leading whitespace is stripped as the user types.
  const value = normalizePrecheckForm({ ...state.values, [field]: raw })[field];
  const values = { ...state.values, [field]: value };
  const touched = { ...state.touched, [field]: true };
  // A new province clears the municipality (spec section 4). The street is kept, never emptied behind
  // the user's back: it waits, disabled, for a municipality and is still the user's text.
  if (field === 'provinceCode' && value !== state.values.provinceCode) values.municipality = '';
  const serverErrors = { ...state.serverErrors };
  delete serverErrors[field];
  return { values, touched, serverErrors };
}

/** The message to show on each field: the server's for this field, else the rule's once touched. */
export function visibleErrors(state: PrecheckFormState): PrecheckFormErrors {
  const errors = validatePrecheckForm(state.values);
  const shown: PrecheckFormErrors = {};
  for (const field of Object.keys(state.values) as PrecheckFormField[]) {
    const message = state.serverErrors[field] ?? (state.touched[field] ? errors[field] : undefined);
    if (message) shown[field] = message;
  }
  return shown;
}

/** 'Esegui verifica' is enabled only for a touched, valid form. */
export function canSubmit(state: PrecheckFormState): boolean {
  return Object.keys(state.touched).length > 0 && Object.keys(validatePrecheckForm(state.values)).length === 0;
}

/**
 * The server names request fields ('taxCode', 'contactAddress.provinceCode',
 * 'supplyPointList.0.paymentMode'); the form shows each on its own field. The contact address is what
 * the form edits, so the point and invoice addresses (copies of it) land on the same fields.
 */
export function formFieldOf(serverField: string | undefined): PrecheckFormField | undefined {
  if (!serverField) return undefined;
  const parts = serverField.split('.');
  const last = parts[parts.length - 1];
  if (serverField.endsWith('municipality.name') || last === 'municipality') return 'municipality';
  const direct: Record<string, PrecheckFormField> = {
    subjectType: 'subjectType',
    microSegment: 'microSegment',
    vatRegistrationNo: 'vatRegistrationNo',
    taxCode: 'taxCode',
    name: 'name',
    surname: 'surname',
    commodity: 'commodity',
    paymentMode: 'paymentMode',
    provinceCode: 'provinceCode',
    street: 'street',
  };
  return last === undefined ? undefined : direct[last];
}

/** The 400's errors on their fields (the first message per field); those without a field are left out. */
export function serverFieldErrors(
  errors: readonly { field?: string | undefined; description: string }[],
): PrecheckFormErrors {
  const mapped: PrecheckFormErrors = {};
  for (const error of errors) {
    const field = formFieldOf(error.field);
    if (field && !mapped[field]) mapped[field] = error.description;
  }
  return mapped;
}
