import { MULTI_LINE_PATTERN } from '../../../../shared/schemas/text';

/** The note of a versioned operation (update, delete, publish, restore): as the server's schemas bound it. */
export const OPERATION_NOTE_MAX_LENGTH = 400;

export type NoteProblem = 'required' | 'tooLong' | 'invalid';

/**
 * Why a typed note cannot be sent, or undefined. Blank counts as missing: a note of spaces says nothing
 * about why the operation was done.
 */
export function noteProblem(note: string): NoteProblem | undefined {
  if (note.trim() === '') return 'required';
  if (note.length > OPERATION_NOTE_MAX_LENGTH) return 'tooLong';
  if (!MULTI_LINE_PATTERN.test(note)) return 'invalid';
  return undefined;
}
