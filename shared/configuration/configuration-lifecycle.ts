import type { ConfigurationStatus } from '../enums';
import type { Lifecycle } from '../versioned/lifecycle';

export type ConfigurationAction = 'update' | 'publish' | 'restore' | 'delete';

/**
 * Spec section 4 'Configuration status' as data: UPDATING can be edited, deleted and published;
 * CURRENT can be edited (which prepares a new UPDATING) only while none exists; ARCHIVED can be
 * restored. Publishing needs a second person; a restore (a rollback) does not.
 */
export const CONFIGURATION_LIFECYCLE: Lifecycle<ConfigurationStatus, ConfigurationAction> = {
  statuses: { updating: 'UPDATING', current: 'CURRENT', archived: 'ARCHIVED' },
  transitions: {
    update: {
      from: ['UPDATING', 'CURRENT'],
      refusal: 'Una configurazione archiviata non si modifica: ripristinarla e poi modificarla.',
    },
    publish: {
      from: ['UPDATING'],
      refusal: 'Si pubblica solo una configurazione in aggiornamento.',
      secondPerson: true,
    },
    restore: {
      from: ['ARCHIVED'],
      refusal: 'Si ripristina solo una configurazione archiviata.',
    },
    delete: {
      from: ['UPDATING'],
      refusal: 'Si elimina solo una configurazione in aggiornamento.',
    },
  },
  notFound: 'Configurazione non trovata.',
  stale: 'La configurazione è stata modificata da un altro utente nel frattempo: ricaricare e riprovare.',
  secondPersonRequired:
    'La pubblicazione richiede un secondo amministratore: questa configurazione contiene modifiche tue. Chiedere a un altro amministratore di pubblicarla.',
};

/** Editing CURRENT prepares a new version; while one is being prepared, that is the one to edit. */
export const UPDATING_EXISTS =
  'Esiste già una configurazione in aggiornamento: modificare quella, oppure eliminarla prima di partire da quella attiva.';

/** An update whose file says what the version already says (only content counts: sorting is no change). */
export const CONFIGURATION_UNCHANGED = 'Nessuna modifica: la configurazione inviata è uguale a quella salvata.';
