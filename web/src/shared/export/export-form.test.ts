import { describe, expect, it } from 'vitest';
import { JOB_NOTE_MAX_LENGTH } from '../../../../shared/constants';
import { ExportFileAsyncRequestSchema } from '../../../../shared/schemas/exports';
import {
  canConfirmExport,
  type ExportFormAction,
  type ExportFormState,
  exportFormErrors,
  exportFormReducer,
  exportRequestBody,
  initialExportFormState,
  nameToCheck,
  storedFileName,
  visibleExportErrors,
} from './export-form';

// 22 November 2026, 14:30 in Rome (CET, UTC+1).
const NOW = new Date('2026-11-22T13:30:00Z');
const start = (type: 'REQUEST_LOG' | 'GROUPED_REQUEST_LOG' = 'REQUEST_LOG') => initialExportFormState(type, NOW);
const run = (state: ExportFormState, ...actions: ExportFormAction[]) => actions.reduce(exportFormReducer, state);
const typeName = (value: string): ExportFormAction => ({ type: 'change', field: 'filename', value });
const blurName: ExportFormAction = { type: 'blur', field: 'filename' };

describe('export form: defaults', () => {
  it("proposes the list's prefix and the Italian time, separator ';', no note", () => {
    expect(start().values).toEqual({ filename: 'logRichieste_20261122_1430', fileSeparator: ';', note: '' });
    expect(start('GROUPED_REQUEST_LOG').values.filename).toBe('praticheAggregate_20261122_1430');
  });

  it('is valid as it opens: Confirm is enabled and no message shows', () => {
    expect(canConfirmExport(start())).toBe(true);
    expect(visibleExportErrors(start())).toEqual({});
  });
});

describe('export form: file name', () => {
  it("strips leading whitespace as typed; an empty name is 'required' once touched", () => {
    const typed = run(start(), typeName('   report'));
    expect(typed.values.filename).toBe('report');
    const emptied = run(start(), typeName('  '));
    expect(emptied.values.filename).toBe('');
    expect(visibleExportErrors(emptied)).toEqual({ filename: 'required' });
    expect(canConfirmExport(emptied)).toBe(false);
  });

  it("shows on blur the name the server will store (the server's schema)", () => {
    const left = run(start(), typeName('../report 2026/11'), blurName);
    expect(left.values.filename).toBe('_report_2026_11');
    expect(storedFileName('../report 2026/11')).toBe(
      ExportFileAsyncRequestSchema.shape.filename.parse('../report 2026/11'),
    );
  });

  it("a name with nothing usable left is 'required'", () => {
    const dots = run(start(), typeName('...'), blurName);
    expect(exportFormErrors(dots)).toEqual({ filename: 'required' });
  });

  it('never holds more than the schema accepts', () => {
    const long = run(start(), typeName('a'.repeat(500)));
    expect(long.values.filename).toHaveLength(400);
    expect(storedFileName(long.values.filename)).toHaveLength(120);
  });
});

describe('export form: the name check on blur', () => {
  const checking = run(start(), typeName('report'), blurName, { type: 'checkStarted', name: 'report' });

  it('asks for the stored name, once per name; again after a failure', () => {
    expect(nameToCheck(run(start(), typeName('my report')))).toBe('my_report');
    expect(nameToCheck(run(start(), typeName('')))).toBeUndefined();
    expect(nameToCheck(checking)).toBeUndefined();
    const free = run(checking, { type: 'checkAnswered', name: 'report', taken: false });
    expect(nameToCheck(free)).toBeUndefined();
    const failed = run(checking, { type: 'checkFailed', name: 'report' });
    expect(nameToCheck(failed)).toBe('report');
  });

  it('disables Confirm while checking', () => {
    expect(canConfirmExport(checking)).toBe(false);
    expect(canConfirmExport(run(checking, { type: 'checkAnswered', name: 'report', taken: false }))).toBe(true);
  });

  it("a taken name is 'nameTaken', a failed check 'backend'; both keep Confirm disabled", () => {
    const taken = run(checking, { type: 'checkAnswered', name: 'report', taken: true });
    expect(visibleExportErrors(taken)).toEqual({ filename: 'nameTaken' });
    expect(canConfirmExport(taken)).toBe(false);
    const failed = run(checking, { type: 'checkFailed', name: 'report' });
    expect(visibleExportErrors(failed)).toEqual({ filename: 'backend' });
    expect(canConfirmExport(failed)).toBe(false);
  });

  it('typing again clears the answer; a late answer for an old name is dropped', () => {
    const taken = run(checking, { type: 'checkAnswered', name: 'report', taken: true });
    const retyped = run(taken, typeName('report2'));
    expect(retyped.check).toBeUndefined();
    expect(canConfirmExport(retyped)).toBe(true);
    const late = run(checking, typeName('other'), { type: 'checkAnswered', name: 'report', taken: true });
    expect(late.check).toBeUndefined();
    expect(exportFormErrors(late)).toEqual({});
  });
});

describe('export form: separator and note', () => {
  it("takes only ; | , and is 'required' when cleared", () => {
    expect(run(start(), { type: 'change', field: 'fileSeparator', value: '|' }).values.fileSeparator).toBe('|');
    expect(run(start(), { type: 'change', field: 'fileSeparator', value: 'x' }).values.fileSeparator).toBe(';');
    const cleared = run(start(), { type: 'change', field: 'fileSeparator', value: '' });
    expect(visibleExportErrors(cleared)).toEqual({ fileSeparator: 'required' });
  });

  it('accepts a note up to the limit the server takes', () => {
    const atLimit = run(start(), { type: 'change', field: 'note', value: 'n'.repeat(JOB_NOTE_MAX_LENGTH) });
    expect(canConfirmExport(atLimit)).toBe(true);
    const over = run(atLimit, { type: 'change', field: 'note', value: 'n'.repeat(JOB_NOTE_MAX_LENGTH + 1) });
    expect(visibleExportErrors(over)).toEqual({ note: 'noteTooLong' });
    expect(canConfirmExport(over)).toBe(false);
    const body = (note: string) => ({ extractionType: 'REQUEST_LOG', filename: 'a', fileSeparator: ';', note });
    expect(ExportFileAsyncRequestSchema.safeParse(body('n'.repeat(JOB_NOTE_MAX_LENGTH))).success).toBe(true);
    expect(ExportFileAsyncRequestSchema.safeParse(body('n'.repeat(JOB_NOTE_MAX_LENGTH + 1))).success).toBe(false);
  });
});

describe('export form: submit', () => {
  it('sends the type, the filters as given, the stored name, the separator and the trimmed note', () => {
    const state = run(
      start(),
      typeName('my file'),
      { type: 'change', field: 'fileSeparator', value: '|' },
      { type: 'change', field: 'note', value: '  for the board  ' },
    );
    const filters = { trafficLight: ['R'] };
    const body = exportRequestBody(state, 'REQUEST_LOG', filters);
    expect(body).toEqual({
      extractionType: 'REQUEST_LOG',
      filters,
      filename: 'my_file',
      fileSeparator: '|',
      note: 'for the board',
    });
    expect(ExportFileAsyncRequestSchema.parse(body).filename).toBe('my_file');
    expect(exportRequestBody(run(start(), typeName('')), 'REQUEST_LOG', {})).toBeUndefined();
    expect(exportRequestBody(start(), 'REQUEST_LOG', {})?.note).toBeUndefined();
  });

  it('goes submitting, then submitted; the form is locked meanwhile', () => {
    const submitting = run(start(), { type: 'submitStarted' });
    expect(canConfirmExport(submitting)).toBe(false);
    expect(run(submitting, typeName('changed')).values.filename).toBe('logRichieste_20261122_1430');
    expect(run(submitting, { type: 'submitted' }).phase).toBe('submitted');
  });

  it("a 409 NAME_TAKEN is the field's error; any other failure the form's", () => {
    const submitting = run(start(), { type: 'submitStarted' });
    const taken = run(submitting, { type: 'submitFailed', nameTaken: true, description: 'File con lo stesso nome' });
    expect(taken.phase).toBe('editing');
    expect(visibleExportErrors(taken)).toEqual({ filename: 'nameTaken' });
    expect(taken.submitError).toBeUndefined();
    const failed = run(submitting, { type: 'submitFailed', nameTaken: false, description: 'Dati non validi.' });
    expect(failed.submitError).toBe('Dati non validi.');
    expect(canConfirmExport(failed)).toBe(true);
    expect(run(failed, typeName('x')).submitError).toBeUndefined();
  });
});
