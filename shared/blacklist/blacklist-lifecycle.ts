import type { BlacklistStatus } from '../enums';
import type { Lifecycle } from '../versioned/lifecycle';

export type BlacklistAction = 'publish' | 'restore' | 'delete';

/**
 * Spec section 4 'Black list version' as data: READY or DISCARDING can be deleted; READY can be
 * published; ARCHIVED can be restored (with a note); download is always available (not a transition).
 * Publishing needs a second administrator (four-eyes, the configuration's rule and setting); a restore
 * (a rollback) does not. Both take effect at the next Italian midnight (docs/versioned-entities.md).
 */
export const BLACKLIST_LIFECYCLE: Lifecycle<BlacklistStatus, BlacklistAction> = {
  statuses: { updating: 'READY', current: 'ACTIVE', archived: 'ARCHIVED' },
  transitions: {
    publish: {
      from: ['READY'],
      refusal: 'Si pubblica solo una lista caricata e in aggiornamento.',
      secondPerson: true,
    },
    restore: {
      from: ['ARCHIVED'],
      refusal: 'Si ripristina solo una lista archiviata.',
    },
    delete: {
      from: ['READY', 'DISCARDING'],
      refusal: 'Si elimina solo una lista in aggiornamento caricata o scartata.',
    },
  },
  notFound: 'Lista non trovata.',
  stale: 'La lista è stata modificata da un altro utente nel frattempo: ricaricare e riprovare.',
  secondPersonRequired:
    'La pubblicazione richiede un secondo amministratore: questa lista è stata caricata da te. Chiedere a un altro amministratore di pubblicarla.',
};

/** One version is prepared at a time: a second upload waits until the first is published or deleted. */
export const BLACKLIST_UPDATING_EXISTS =
  "Esiste già una lista in aggiornamento: pubblicarla oppure eliminarla prima di caricarne un'altra.";
