import { CONFIGURATION_LIFECYCLE } from '../../../../../../shared/configuration/configuration-lifecycle';

/** The configuration screen (spec section 2 'Configuration'): its tables and its operations. */
export const configurationTexts = {
  configurationScreen: {
    title: 'Configurazione parametri',
    tables: {
      updating: 'Configurazione in aggiornamento',
      active: 'Configurazione attiva',
      history: 'Storico',
    },
    empty: 'Nessuna configurazione trovata',
    columns: {
      id: 'Id',
      status: 'Stato',
      validityStartDate: 'Valida dal',
      validityEndDate: 'Valida fino al',
      publicationUser: 'Pubblicata da',
      authors: 'Modificata da',
      note: 'Note',
    },
    statuses: {
      CURRENT: 'Attiva',
      UPDATING: 'In aggiornamento',
      ARCHIVED: 'Archiviata',
    },
    rowLabel: 'configurazione {{id}}',
    actions: {
      publish: 'Pubblica',
      delete: 'Elimina',
      restore: 'Ripristina',
      compare: 'Confronta',
    },
    compareHint: 'Selezionare due configurazioni dello storico',
    operations: {
      update: 'Aggiorna configurazione',
      publish: 'Pubblica configurazione',
      delete: 'Elimina configurazione',
      restore: 'Ripristina configurazione',
    },
    explanations: {
      updateCurrent:
        'Le modifiche creano la configurazione in aggiornamento: quella attiva resta in vigore finché la nuova non è pubblicata.',
      updateUpdating: 'Le modifiche si salvano nella configurazione in aggiornamento (versione {{version}}).',
      publish:
        'La configurazione in aggiornamento diventa attiva; quella attiva passa nello storico. La pubblica un amministratore che non vi ha fatto modifiche.',
      delete: 'La configurazione in aggiornamento viene eliminata; quella attiva resta in vigore.',
      restore:
        'La configurazione archiviata torna in vigore come nuova configurazione attiva; quella attiva passa nello storico.',
    },
    // The delete confirmation names the draft as the list does (its id) and what goes with it.
    deleteConsequences:
      'Si elimina la configurazione in aggiornamento {{id}} (versione {{version}}, modificata da {{authors}}): si perdono le sue modifiche, qui sotto, e i risultati delle sue simulazioni su storico.',
    activeUnavailable:
      'La configurazione attiva non è stata letta, quindi non si può mostrare cosa cambia: chiudere e riprovare.',
    diffLabels: {
      active: 'Configurazione attiva',
      updating: 'Configurazione in aggiornamento',
      saved: 'Versione {{version}} salvata',
      edited: 'Con le modifiche',
      validFrom: 'Valida dal {{date}}',
    },
    compare: {
      title: 'Confronto configurazioni',
      close: 'Chiudi',
      dismiss: 'Chiudi il confronto',
    },
    // Why 'Pubblica' is disabled: the words the server would refuse with.
    publishNeedsSecondPerson: CONFIGURATION_LIFECYCLE.secondPersonRequired,
  },
};
