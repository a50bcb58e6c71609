import { REQUIRED_MESSAGE, TEXT_MESSAGES } from '../../../../../../shared/validators/messages';

/** The shared operation wizard (spec 'Shared wizards'): its steps and the note every operation needs. */
export const wizardTexts = {
  operationWizard: {
    dismiss: 'Chiudi la finestra',
    note: 'Note',
    noteConstraint: "Obbligatoria: perché si fa l'operazione, al massimo {{max}} caratteri.",
    noteProblems: {
      required: REQUIRED_MESSAGE,
      tooLong: 'La nota può contenere al massimo {{max}} caratteri.',
      invalid: TEXT_MESSAGES.multiLine,
    },
    cancel: 'Annulla',
    continue: 'Continua',
    back: 'Indietro',
    confirm: 'Conferma',
    sending: 'Invio in corso',
    question: "Vuoi confermare l'operazione?",
    irreversible: 'Non è reversibile',
    success: 'Operazione effettuata con successo!',
    error: 'Errore nella richiesta',
    backToForm: 'Torna al modulo',
    close: 'Chiudi',
  },
};
