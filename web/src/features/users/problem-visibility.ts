/** What the person has done with a field, and with the form, so far. */
export interface FieldTouch {
  /** The value was changed (typed, picked). */
  changed: boolean;
  /** The field was left after focusing it. */
  left: boolean;
  /** Continue was asked while the form could not go on, or the server refused the form at the end. */
  submitted: boolean;
}

/**
 * Which of a field's problems the form shows: none before the person has done anything with it (a
 * dialog opens without a red word, and a focus the dialog moves itself is no touch). A rule of the form
 * shows once the changed field is left, not at the first key; what the server said of the value (a
 * taken username) shows as soon as it is known, since it answers a pause in typing; after a submit,
 * every field says what stops it.
 */
export function visibleProblem<P>(own: P | undefined, server: P | undefined, touch: FieldTouch): P | undefined {
  if (touch.submitted) return own ?? server;
  if (!touch.changed) return undefined;
  return touch.left ? (own ?? server) : server;
}
