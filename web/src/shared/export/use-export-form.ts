import { useCallback, useReducer, useRef } from 'react';
import type { ExtractionType } from '../../../../shared/enums';
import { ApiError, api, type CallInput } from '../api';
import {
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
 */
export function useExportForm(extractionType: ExtractionType, filters: ExportFilters) {
  const [state, dispatch] = useReducer(exportFormReducer, undefined, () =>
    initialExportFormState(extractionType, new Date()),
  );
  // The handlers read the state of the latest render, not of the render that created them.
  const latest = useRef<ExportFormState>(state);
  latest.current = state;

  const change = useCallback((field: ExportFormField, value: string) => {
    dispatch({ type: 'change', field, value });
  }, []);

  const blur = useCallback(async (field: ExportFormField) => {
    dispatch({ type: 'blur', field });
    if (field !== 'filename') return;
    const name = nameToCheck(latest.current);
    if (!name) return;
    dispatch({ type: 'checkStarted', name });
    try {
      const taken = await api.call('checkExportFilename', { params: { filename: name } });
      dispatch({ type: 'checkAnswered', name, taken });
    } catch {
      dispatch({ type: 'checkFailed', name });
    }
  }, []);

  const submit = useCallback(async () => {
    const body = exportRequestBody(latest.current, extractionType, filters);
    if (!body || latest.current.phase !== 'editing') return;
    dispatch({ type: 'submitStarted' });
    try {
      await api.call('exportFileAsync', { body });
      dispatch({ type: 'submitted' });
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : undefined;
      dispatch({
        type: 'submitFailed',
        nameTaken: error?.errors[0]?.code === 'NAME_TAKEN',
        description: error?.description ?? String(caught),
      });
    }
  }, [extractionType, filters]);

  return { state, change, blur, submit };
}
