import { CHAINS_CSV_HEADER } from '../../../../../../shared/monitoring/chains-csv';
import { listTexts } from './list';

const [chainId, subject, identifier, attempts, flags, latestTrafficLight, agencies, users, channels, markets] =
  CHAINS_CSV_HEADER;
const [, , , , , , , , , , firstAt, lastAt, reviewStatus] = CHAINS_CSV_HEADER;

/** The flags a chain keeps (docs/monitoring.md 'What a chain says'). */
const FLAG_LABELS = {
  REPEAT_AFTER_RED: 'Ripetuta dopo un rosso',
  RED_THEN_GREEN_EDIT: 'Verde dopo un rosso, con modifiche',
  IDENTITY_VARIANTS: 'Varianti di identità',
  BURST: 'Raffica di verifiche',
};

const REVIEW_STATUS_LABELS = { OPEN: 'Da esaminare', LEGITIMATE: 'Legittima', SUSPICIOUS: 'Sospetta' };

/**
 * 'Verifiche ripetute' (docs/monitoring.md): the chains of repeated checks, one chain's attempts and its
 * review, who repeats them, and the chain as the check's page, the precheck and the dashboard show it.
 */
export const repeatedChecksTexts = {
  repeatedChecks: {
    title: 'Verifiche ripetute {{total}}',
    titleLoading: 'Verifiche ripetute',
    empty: 'Nessuna catena di verifiche ripetute nel periodo.',
    selected: '{{count}} catene selezionate',
    tableLabel: 'Catene di verifiche ripetute',
    // The same words as the CSV header (shared/monitoring/chains-csv.ts).
    columns: {
      chainId,
      subject,
      identifier,
      attempts,
      flags,
      latestTrafficLight,
      agencies,
      users,
      channels,
      markets,
      firstAt,
      lastAt,
      reviewStatus,
    },
    filters: {
      dateRange: 'Ultima verifica',
      flags: 'Segnalazioni',
      agency: 'Agenzia (codice)',
      user: 'Utente',
      channel: 'Canale di acquisizione',
      market: 'Mercato',
      minAttempts: 'Tentativi almeno',
      maxAttempts: 'Tentativi al più',
      reviewStatus: 'Stato esame',
    },
    options: {
      flags: FLAG_LABELS,
      reviewStatus: REVIEW_STATUS_LABELS,
      // The channel filter is the acquisition channel's: the same names as every other list's.
      channel: listTexts.list.options.acquisitionChannel,
    },
    optionDescriptions: {
      flags: {
        REPEAT_AFTER_RED: 'Verificato di nuovo entro 7 giorni da un rosso.',
        RED_THEN_GREEN_EDIT: 'Un verde dopo un rosso, con dati diversi tra i due tentativi.',
        IDENTITY_VARIANTS: 'Due o più codici fiscali o partite IVA nella stessa catena.',
        BURST: 'Cinque o più tentativi in 24 ore.',
      },
    },
    open: 'Apri la catena',
    flagNames: FLAG_LABELS,
    reviewStatuses: REVIEW_STATUS_LABELS,
    noFlags: 'Nessuna segnalazione',
    more: '+{{count}}',
    fields: {
      name: 'Nome',
      surname: 'Cognome',
      taxCode: 'Codice fiscale',
      vatRegistrationNo: 'Partita IVA',
      companyName: 'Ragione sociale',
      subjectType: 'Tipo soggetto',
      microSegment: 'Microsegmento',
      address: 'Indirizzo di fornitura',
      commodity: 'Commodity',
      paymentMode: 'Modalità di pagamento',
    },
    attempts: {
      label: 'Tentativi della catena, in ordine',
      columns: {
        order: 'N.',
        check: 'Verifica',
        at: 'Data e ora',
        outcome: 'Esito',
        user: 'Utente',
        origin: 'Canale o agenzia',
        market: 'Mercato',
        subject: 'Soggetto',
        identifier: 'Codice fiscale o partita IVA',
        address: 'Indirizzo di fornitura',
        changed: 'Cosa è cambiato dal tentativo prima',
      },
      check: 'N. {{id}}',
      first: 'Primo tentativo',
      unchanged: 'Nulla',
      change: '{{field}}: {{from}} → {{to}}',
      changedMark: '(modificato)',
      empty: 'vuoto',
      thisCheck: 'questa verifica',
    },
    chain: {
      breadcrumbs: 'Percorso',
      title: 'Catena {{id}}',
      titlePlain: 'Catena',
      notFound: 'Catena non trovata.',
      failed: 'Impossibile caricare la catena.',
      retry: 'Riprova',
      back: 'Torna alle verifiche ripetute',
      summary: 'Riepilogo',
      firstAt: 'Prima verifica',
      lastAt: 'Ultima verifica',
      attempts: 'Tentativi',
      attemptsLatest: '{{total}} tentativi: dei {{latest}} più recenti, {{shown}} dei tuoi mercati',
      attemptsShown: '{{total}} tentativi, {{shown}} dei tuoi mercati',
      flags: 'Segnalazioni',
      reviewStatus: 'Stato esame',
      review: 'Ultimo esame',
      reviewedBy: '{{outcome}}, da {{by}} il {{at}}',
      reviewNote: 'Nota: {{note}}',
      reopened: 'Un nuovo tentativo dopo l’esame ha riaperto la catena.',
      attemptsTitle: 'Tentativi',
    },
    review: {
      action: 'Esamina',
      title: 'Esame della catena',
      outcome: 'Esito dell’esame',
      outcomes: {
        LEGITIMATE: 'Legittima: verifiche ripetute per un motivo valido',
        SUSPICIOUS: 'Sospetta: tentativi di aggirare un rosso',
      },
      summary: 'La catena {{id}} sarà segnata come {{outcome}}.',
    },
    whoRepeats: {
      title: 'Chi ripete {{total}}',
      titleLoading: 'Chi ripete',
      empty: 'Nessuna verifica nel periodo.',
      tableLabel: 'Chi ripete, per agenzia o per utente',
      by: 'Raggruppa per',
      byAgency: 'Agenzia',
      byUser: 'Utente',
      overall:
        'Tutti, nel periodo: {{checks}} verifiche, {{joined}} entrate in una catena, {{redThenGreen}} verdi dopo un rosso con modifiche.',
      columns: {
        key: 'Codice',
        name: 'Nome',
        checks: 'Verifiche',
        joined: 'In una catena',
        redThenGreen: 'Verde dopo un rosso',
        marked: 'Sopra il limite',
      },
      rate: '{{rate}} ({{count}})',
      limit: 'limite fino a {{upper}}',
      marked: 'Sopra il limite',
      notMarked: 'Nel limite',
      fewChecks: 'Meno di 30 verifiche',
      chartTitle: 'Verde dopo un rosso, con modifiche: quota e limite',
      chartJoinedTitle: 'Entrate in una catena: quota e limite',
      chartDescription: 'I primi {{count}} per distanza dal limite; la linea tratteggiata è la quota di tutti.',
      series: { rate: 'Quota', upper: 'Limite superiore (p + 3σ)', overall: 'Tutti' },
      openChains: 'Vedi le catene',
      note: 'Limiti binomiali p ± 3σ sul numero di verifiche di ciascuno; segnato chi supera il limite superiore con almeno 30 verifiche.',
    },
    sections: { catene: 'Catene', chiRipete: 'Chi ripete' },
    detail: {
      title: 'Verifiche ripetute dello stesso soggetto',
      description: '{{count}} tentativi nella catena {{id}} visibili per i tuoi mercati.',
      open: 'Apri la catena',
    },
    counter:
      'Questo soggetto è già stato verificato {{count}} volte negli ultimi {{days}} giorni: le verifiche ripetute sono segnalate al controllo rischi.',
    counter_one:
      'Questo soggetto è già stato verificato una volta negli ultimi {{days}} giorni: le verifiche ripetute sono segnalate al controllo rischi.',
    dashboard: {
      title: 'Verifiche ripetute',
      description: 'Ultimi 30 giorni',
      openRedThenGreen: 'Catene da esaminare con un verde dopo un rosso',
      openRedThenGreenLink: '{{figure}} catene da esaminare con un verde dopo un rosso: aprile',
      agenciesOverLimit: 'Agenzie sopra il limite',
      noAgency: 'Nessuna agenzia sopra il limite',
      agency: '{{code}} {{name}}',
    },
  },
};
