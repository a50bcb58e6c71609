import type { Catalogue } from '../it';

export const wizardTexts: Pick<Catalogue, 'operationWizard'> = {
  operationWizard: {
    dismiss: 'Close the window',
    note: 'Note',
    noteConstraint: 'Required: why the operation is done, at most {{max}} characters.',
    noteProblems: {
      required: 'Required field',
      tooLong: 'The note may hold at most {{max}} characters.',
      invalid: 'The text holds characters that are not allowed (control characters)',
    },
    cancel: 'Cancel',
    continue: 'Continue',
    back: 'Back',
    confirm: 'Confirm',
    sending: 'Sending',
    question: 'Do you want to confirm the operation?',
    irreversible: 'It cannot be undone',
    success: 'Operation completed successfully!',
    error: 'Request failed',
    backToForm: 'Back to the form',
    close: 'Close',
  },
};
