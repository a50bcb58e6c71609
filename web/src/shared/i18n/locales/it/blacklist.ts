import { BLACKLIST_LIFECYCLE, BLACKLIST_UPDATING_EXISTS } from '../../../../../../shared/blacklist/blacklist-lifecycle';
import { BLACKLIST_LOAD_FAILURE_LABELS } from '../../../../../../shared/enums';

/**
 * The black-list screens (spec section 2 'Black lists (ceduti and radiati)', section 4 'Black list
 * version', section 5 'Black list upload'): their tables, a version's detail, its operations and the
 * upload.
 */
export const blacklistTexts = {
  blacklistScreen: {
    tables: {
      updating: 'Lista in aggiornamento',
      active: 'Lista attiva',
      history: 'Storico',
    },
    empty: 'Nessuna lista trovata',
    columns: {
      filename: 'Nome file',
      status: 'Stato',
      loadedRecords: 'Record caricati',
      discardedRecords: 'Record scartati',
      note: 'Note',
      userId: 'Caricata da',
      statusUpdateDate: 'Aggiornamento stato',
      validity: 'Vigenza',
    },
    statuses: {
      LOADING: 'In caricamento',
      READY: 'Caricata, da pubblicare',
      DISCARDING: 'Scartata',
      PUBLISHED: 'Pubblicata',
      ACTIVE: 'Attiva',
      ARCHIVED: 'Archiviata',
    },
    // Why a load failed: the server's reasons (shared/enums.ts), verbatim.
    failures: BLACKLIST_LOAD_FAILURE_LABELS,
    validity: {
      from: 'In vigore dal {{from}}',
      between: 'Dal {{from}} al {{to}}',
      never: 'Mai entrata in vigore',
    },
    rowLabel: 'lista {{filename}} ({{id}})',
    actions: {
      upload: 'Aggiorna lista',
      publish: 'Pubblica',
      delete: 'Elimina',
      restore: 'Ripristina',
      download: 'Scarica',
    },
    uploadBlocked: BLACKLIST_UPDATING_EXISTS,
    // Why 'Pubblica' is disabled: the words the server would refuse with.
    publishNeedsSecondPerson: BLACKLIST_LIFECYCLE.secondPersonRequired,
    detail: {
      title: 'Dettaglio lista',
      dismiss: 'Chiudi il dettaglio',
      close: 'Chiudi',
      label: 'Dati della lista',
      id: 'Id',
      publicationUser: 'Pubblicata da',
      neverInForce: 'Mai entrata in vigore: sostituita il {{to}} da una pubblicazione successiva',
      notPublished: 'Non pubblicata',
      restoredFrom: 'Ripristino della lista',
      empty: '-',
      changes: {
        title: 'Modifiche rispetto alla lista in vigore al caricamento',
        comparedWith: 'Confrontata con la lista {{list}}',
        nothingInForce: 'Nessuna lista era in vigore: tutti i soggetti sono nuovi.',
        pending: 'Le modifiche sono disponibili a caricamento concluso.',
        none: 'Caricamento non riuscito: nessuna modifica.',
        added: 'Soggetti aggiunti',
        removed: 'Soggetti rimossi',
        unchanged: 'Soggetti invariati',
      },
      downloadFailed: 'Impossibile scaricare il file. Riprovare.',
    },
    operations: {
      publish: 'Pubblica lista',
      delete: 'Elimina lista',
      restore: 'Ripristina lista',
    },
    explanations: {
      publish:
        "La lista {{filename}} entra in vigore dal {{date}} (dalla mezzanotte, ora italiana): fino ad allora resta in vigore la lista attiva, che poi passa nello storico. La pubblica un amministratore diverso da chi l'ha caricata.",
      delete: 'La lista {{filename}} viene eliminata con i soggetti caricati; la lista attiva resta in vigore.',
      restore:
        'La lista archiviata {{filename}} torna in vigore come nuova lista dal {{date}} (dalla mezzanotte, ora italiana); la lista attiva passa poi nello storico.',
      supersedes:
        'La lista {{filename}}, pubblicata e in attesa di entrare in vigore, viene archiviata senza mai entrare in vigore.',
    },
    upload: {
      title: 'Aggiorna lista',
      file: 'File',
      description:
        'Un solo file .csv: codice fiscale e partita IVA separati da punto e virgola, una riga per soggetto, al massimo {{max}} record.',
      chooseFile: 'Scegli file',
      dropFile: 'Trascina qui il file',
      remove: 'Elimina',
      fileError: 'Errore',
      note: 'Note',
      noteConstraint: 'Facoltativa, al massimo {{max}} caratteri.',
      reading: 'Lettura del file in corso…',
      records: 'Il file contiene {{records}} record.',
      summary: 'File {{file}}: {{records}} record da caricare nella lista {{kind}}.',
      kinds: {
        CEDUTI: 'ceduti',
        RADIATI: 'radiati',
      },
      refusals: {
        onlyCsv: 'Si carica un solo file .csv.',
        empty: 'Il file è vuoto: nessun record da caricare.',
        tooManyRecords: 'Il file contiene più di {{max}} record: il limite è {{max}}. Dividere la lista e riprovare.',
        tooLarge: 'Il file supera i {{megabytes}} MB: ridurlo e riprovare.',
        badName: 'Il nome del file non è valido: al massimo {{max}} caratteri, senza caratteri di controllo.',
        unreadable: 'Il file non si può leggere: scegliere un file .csv di testo.',
      },
    },
  },
};
