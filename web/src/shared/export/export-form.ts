import { JOB_NOTE_MAX_LENGTH, TYPED_FILE_NAME_MAX_LENGTH } from '../../../../shared/constants';
import { type ExtractionType, FILE_SEPARATORS, type FileSeparator } from '../../../../shared/enums';
import { defaultExportFileName } from '../../../../shared/exports/file-name';
import { ExportFileNameSchema } from '../../../../shared/schemas/exports';

/**
 * The export form as a reducer (spec section 5 'Export form'): values, touched fields, the name check
 * made on blur and the submit's phase. Pure, so the rules are unit-tested here and the modal only
 * renders them.
 */

export type ExportFormField = 'filename' | 'fileSeparator' | 'note';
/** Keys of the catalogue's `exportModal.errors`. */
export type ExportFormError = 'required' | 'nameTaken' | 'backend' | 'noteTooLong';

export interface ExportFormValues {
  filename: string;
  fileSeparator: FileSeparator | '';
  note: string;
}

/** The answer of checkExportFilename for one name; it counts only while the field holds that name. */
export interface NameCheck {
  name: string;
  status: 'checking' | 'free' | 'taken' | 'failed';
}

export interface ExportFormState {
  values: ExportFormValues;
  touched: Partial<Record<ExportFormField, boolean>>;
  check: NameCheck | undefined;
  phase: 'editing' | 'submitting' | 'submitted';
  /** The server's description of a failed submit other than a taken name. */
  submitError: string | undefined;
}

export type ExportFormAction =
  | { type: 'change'; field: ExportFormField; value: string }
  | { type: 'blur'; field: ExportFormField }
  | { type: 'checkStarted'; name: string }
  | { type: 'checkAnswered'; name: string; taken: boolean }
  | { type: 'checkFailed'; name: string }
  | { type: 'submitStarted' }
  | { type: 'submitted' }
  | { type: 'submitFailed'; nameTaken: boolean; description: string };

export function initialExportFormState(type: ExtractionType, now: Date): ExportFormState {
  return {
    values: { filename: defaultExportFileName(type, now), fileSeparator: FILE_SEPARATORS[0], note: '' },
    touched: {},
    check: undefined,
    phase: 'editing',
    submitError: undefined,
  };
}

/**
 * The name the server will store for what was typed, through the server's own schema, so the name
 * checked, the name sent and the name saved are one; '' when nothing usable is left.
 */
export function storedFileName(typed: string): string {
  const parsed = ExportFileNameSchema.safeParse(typed);
  return parsed.success ? parsed.data : '';
}

function isSeparator(value: string): value is FileSeparator {
  return (FILE_SEPARATORS as readonly string[]).includes(value);
}

export function exportFormReducer(state: ExportFormState, action: ExportFormAction): ExportFormState {
  switch (action.type) {
    case 'change':
      return change(state, action.field, action.value);
    case 'blur': {
      const touched = { ...state.touched, [action.field]: true };
      if (action.field !== 'filename') return { ...state, touched };
      // Leaving the field shows the name as it will be stored (e.g. 'a b/c' becomes 'a_b_c').
      const filename = storedFileName(state.values.filename) || state.values.filename.trimStart();
      return { ...state, touched, values: { ...state.values, filename } };
    }
    case 'checkStarted':
      return { ...state, check: { name: action.name, status: 'checking' } };
    case 'checkAnswered':
    case 'checkFailed': {
      // An answer for a name the field no longer holds is stale.
      if (state.check?.name !== action.name) return state;
      const status = action.type === 'checkFailed' ? 'failed' : action.taken ? 'taken' : 'free';
      return { ...state, check: { name: action.name, status } };
    }
    case 'submitStarted':
      return { ...state, phase: 'submitting', submitError: undefined };
    case 'submitted':
      return { ...state, phase: 'submitted' };
    case 'submitFailed':
      // A name taken meanwhile (409 NAME_TAKEN) is the field's error, as on blur; anything else the form's.
      return action.nameTaken
        ? { ...state, phase: 'editing', check: { name: storedFileName(state.values.filename), status: 'taken' } }
        : { ...state, phase: 'editing', submitError: action.description };
  }
}

function change(state: ExportFormState, field: ExportFormField, raw: string): ExportFormState {
  if (state.phase !== 'editing') return state;
  if (field === 'fileSeparator' && raw !== '' && !isSeparator(raw)) return state;
  // Leading whitespace is stripped as the user types (spec section 5).
  const value = field === 'note' ? raw : raw.trimStart().slice(0, TYPED_FILE_NAME_MAX_LENGTH);
  const values = { ...state.values, [field]: value };
  const check = field === 'filename' ? undefined : state.check;
  return { ...state, values, check, submitError: undefined, touched: { ...state.touched, [field]: true } };
}

/** Whether leaving the filename field should ask the server: not for a name already answered. */
export function nameToCheck(state: ExportFormState): string | undefined {
  const name = storedFileName(state.values.filename);
  if (!name) return undefined;
  if (state.check?.name === name && state.check.status !== 'failed') return undefined;
  return name;
}

/** Every rule broken now, touched or not. */
export function exportFormErrors(state: ExportFormState): Partial<Record<ExportFormField, ExportFormError>> {
  const errors: Partial<Record<ExportFormField, ExportFormError>> = {};
  const name = storedFileName(state.values.filename);
  if (!name) errors.filename = 'required';
  else if (state.check?.name === name && state.check.status === 'taken') errors.filename = 'nameTaken';
  else if (state.check?.name === name && state.check.status === 'failed') errors.filename = 'backend';
  if (!state.values.fileSeparator) errors.fileSeparator = 'required';
  if (state.values.note.length > JOB_NOTE_MAX_LENGTH) errors.note = 'noteTooLong';
  return errors;
}

/** What the fields show: a missing value once touched; the name check's and the note's at once. */
export function visibleExportErrors(state: ExportFormState): Partial<Record<ExportFormField, ExportFormError>> {
  const shown: Partial<Record<ExportFormField, ExportFormError>> = {};
  for (const [field, error] of Object.entries(exportFormErrors(state)) as [ExportFormField, ExportFormError][]) {
    if (error !== 'required' || state.touched[field]) shown[field] = error;
  }
  return shown;
}

/** 'Conferma' is enabled only for a valid form whose name is not being checked. */
export function canConfirmExport(state: ExportFormState): boolean {
  return (
    state.phase === 'editing' && state.check?.status !== 'checking' && Object.keys(exportFormErrors(state)).length === 0
  );
}

/** The body of exportFileAsync; undefined while the form cannot be sent. */
export function exportRequestBody<Filters>(state: ExportFormState, extractionType: ExtractionType, filters: Filters) {
  const filename = storedFileName(state.values.filename);
  const { fileSeparator } = state.values;
  if (!filename || !fileSeparator) return undefined;
  const note = state.values.note.trim();
  return { extractionType, filters, filename, fileSeparator, note: note || undefined };
}
