import { useCallback, useReducer, useRef } from 'react';
import type { ExtractionType } from '../../../../shared/enums';
import { ApiError, api, type CallInput } from '../api';
import { showInPlace } from '../api/shown-in-place';
import {
  canConfirmExport,
  type ExportFormField,
  type ExportFormState,
  exportFormReducer,
  exportRequestBody,
  initialExportFormState,
  nameToCheck,
} from './export-form';

/** The filters exportFileAsync takes: the list's own, exactly as its list call sends them. */
export type ExportFilters = CallInput<'exportFileAsync'>['body']['filters'];

/**
 * The export form with its two calls: checkExportFilename when the name field is left, and
 * exportFileAsync on 'Conferma'. Failed calls have raised the app's alert already; here they become
 * the field's or the form's message.
 *
 * Pressing 'Conferma' right after typing a name leaves the field first: the check starts and disables
 * the button between the press and the click, so the click is lost. The press is remembered instead
 * (`confirmPressed`), and the form is sent once the check finds the name free.
 */
export function useExportForm(extractionType: ExtractionType, filters: ExportFilters) {
  const [state, dispatch] = useReducer(exportFormReducer, undefined, () =>
    initialExportFormState(extractionType, new Date()),
  );
  // The handlers read the state of the latest render, not of the render that created them.
  const latest = useRef<ExportFormState>(state);
  latest.current = state;
  const pressed = useRef(false);
  const sending = useRef(false);

  const submit = useCallback(async () => {
    pressed.current = false;
    const body = exportRequestBody(latest.current, extractionType, filters);
    if (!body || latest.current.phase !== 'editing' || sending.current) return;
    sending.current = true;
    dispatch({ type: 'submitStarted' });
    try {
      await api.call('exportFileAsync', { body });
      dispatch({ type: 'submitted' });
    } catch (caught) {
      // The form shows why (a name taken on the field, anything else above the buttons).
      showInPlace(caught);
      const error = caught instanceof ApiError ? caught : undefined;
      dispatch({
        type: 'submitFailed',
        nameTaken: error?.errors[0]?.code === 'NAME_TAKEN',
        description: error?.description ?? String(caught),
      });
    } finally {
      sending.current = false;
    }
  }, [extractionType, filters]);

  const confirmPressed = useCallback(() => {
    pressed.current = canConfirmExport(latest.current);
  }, []);

  const change = useCallback((field: ExportFormField, value: string) => {
    pressed.current = false;
    dispatch({ type: 'change', field, value });
  }, []);

  const blur = useCallback(
    async (field: ExportFormField) => {
      dispatch({ type: 'blur', field });
      if (field !== 'filename') return;
      const name = nameToCheck(latest.current);
      if (!name) return;
      dispatch({ type: 'checkStarted', name });
      let taken: boolean;
      try {
        taken = await api.call('checkExportFilename', { params: { filename: name } });
      } catch (caught) {
        // The field says 'Errore nel sistema di backend.'.
        showInPlace(caught);
        pressed.current = false;
        dispatch({ type: 'checkFailed', name });
        return;
      }
      dispatch({ type: 'checkAnswered', name, taken });
      // The field may hold another name by now: then the press was cleared by the change.
      if (pressed.current && !taken) void submit();
      pressed.current = false;
    },
    [submit],
  );

  return { state, change, blur, submit, confirmPressed };
}
