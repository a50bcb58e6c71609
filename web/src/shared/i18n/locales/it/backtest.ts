import { BACKTEST_CHANGE_LABELS } from '../../../../../../shared/backtest/change-columns';

/** The back-test of a draft on the recorded checks: 'Simula', its result and its limits. */
export const backtestTexts = {
  backtest: {
    title: 'Simulazione su storico',
    simulate: 'Simula',
    open: 'Simula sullo storico',
    breadcrumbs: 'Percorso',
    back: 'Torna alla gestione delle versioni',
    target: {
      CONFIGURATION: 'Configurazione in aggiornamento, versione {{version}}, ultima modifica di {{user}} il {{date}}',
      RADIATI: 'Black list radiati: {{file}}, caricata da {{user}} il {{date}}',
      CEDUTI: 'Black list ceduti: {{file}}, caricata da {{user}} il {{date}}',
      gone: 'Questa versione non è più in preparazione: resta visibile l’ultima simulazione.',
      notADraft: 'Si simula solo una versione in preparazione: questa è già pubblicata o archiviata.',
    },
    deleted: {
      CONFIGURATION: {
        title: 'Questa bozza è stata eliminata',
        description: 'Le sue modifiche e i risultati delle sue simulazioni non sono più disponibili.',
        back: 'Torna all’elenco delle configurazioni',
      },
      RADIATI: {
        title: 'Questa versione della black list radiati è stata eliminata',
        description: 'I risultati delle sue simulazioni non sono più disponibili.',
        back: 'Torna alle black list',
      },
      CEDUTI: {
        title: 'Questa versione della black list ceduti è stata eliminata',
        description: 'I risultati delle sue simulazioni non sono più disponibili.',
        back: 'Torna alle black list',
      },
    },
    period: 'Periodo',
    periodDays: 'Ultimi {{count}} giorni',
    periodHint: 'Le verifiche registrate in questi giorni italiani, oggi compreso.',
    limits:
      'La simulazione rigioca i fatti com’erano al momento di ogni verifica, non quelli di oggi, e non può conoscere l’esito delle verifiche mai fatte.',
    running: 'Simulazione in corso',
    progress: '{{done}} verifiche lette su {{total}}',
    queued:
      'Il periodo è lungo: la simulazione prosegue in coda ed è visibile anche in Estrazioni & Arricchimenti ({{file}}).',
    failed: 'La simulazione non è riuscita: riprovare.',
    runFailed: 'Impossibile avviare la simulazione',
    none: 'Nessuna simulazione eseguita per questa versione.',
    stale: {
      DRAFT_CHANGED:
        'La versione è stata modificata dopo la simulazione: il risultato non la descrive più. Simulare di nuovo.',
      CURRENT_CHANGED:
        'La configurazione in vigore è cambiata dopo la simulazione: il confronto non è più attuale. Simulare di nuovo.',
      NOT_A_DRAFT: 'La versione non è più in preparazione.',
    },
    summary: {
      title: 'Risultato',
      runAt: 'Eseguita il {{date}} da {{user}}, periodo dal {{from}} al {{to}}',
      checks: 'Verifiche rigiocate',
      changed: 'Esiti cambiati',
      red: 'Rossi',
      green: 'Verdi',
    },
    outcomes: {
      title: 'Rossi e verdi, contati tre volte',
      description:
        'Le stesse verifiche come furono decise allora (le conta la dashboard), rigiocate con la configurazione in vigore ora e rigiocate con {{target}}: gli esiti cambiati confrontano le ultime due.',
      light: 'Semaforo',
      recorded: 'Registrati (decisi allora)',
      before: 'Rigiocati con la configurazione in vigore',
      after: 'Rigiocati con {{target}}',
      notCounted: 'Non contati da questa simulazione: rieseguirla.',
    },
    /** What 'after' is decided with, as the sentences above name it. */
    replayedWith: {
      CONFIGURATION: 'la bozza',
      RADIATI: 'la nuova versione della black list radiati',
      CEDUTI: 'la nuova versione della black list ceduti',
    },
    reproducibility: {
      title: 'Riproducibilità',
      full: 'Tutte le {{count}} verifiche rigiocate danno l’esito registrato.',
      partial:
        '{{reproduced}} verifiche su {{replayed}} danno l’esito registrato ({{share}}): le altre sono elencate tra le verifiche cambiate.',
      apart:
        'Contate a parte, mai stimate: {{withoutSnapshot}} registrate prima dei fatti letti, {{errors}} errori tecnici.',
      unknownConfiguration: '{{count}} decise con una configurazione non più presente.',
      showUnreproduced: 'Mostra tra le verifiche cambiate le {{count}} che non danno l’esito registrato',
    },
    transitions: {
      title: 'Tabella delle transizioni',
      description: 'Da esito rigiocato con la configurazione in vigore a esito rigiocato con {{target}}.',
      from: 'Da',
      to: 'A',
      count: 'Verifiche',
      changed: 'Cambiato',
      yes: 'Sì',
      no: 'No',
      empty: 'Nessuna verifica nel periodo.',
    },
    segments: {
      title: 'Per segmento',
      description:
        'Rossi registrati, rigiocati con la configurazione in vigore e rigiocati con {{target}}, per segmento.',
      subjectType: 'Tipo soggetto',
      microSegment: 'Microsegmento',
      market: 'Mercato',
      acquisitionChannel: 'Canale di acquisizione',
      redRecorded: 'Rossi registrati',
      redBefore: 'Rossi con la configurazione in vigore',
      redAfter: 'Rossi con {{target}}',
      yTitle: 'Verifiche rosse',
      notStated: 'Non indicato',
    },
    latest: {
      title: 'Ultima simulazione su storico',
      none: 'Nessuna simulazione è stata eseguita su questa versione: la pubblicazione avviene senza sapere quali verifiche cambierebbero esito.',
      figures:
        '{{changed}} esiti cambiati su {{checks}} verifiche; rossi da {{redBefore}} con la configurazione in vigore a {{redAfter}} con {{target}}.',
      recorded: 'Registrati allora: {{red}} rossi su {{checks}}.',
      running: 'Una simulazione è in corso.',
    },
  },
  backtestChanges: {
    title: 'Verifiche cambiate {{total}}',
    titleLoading: 'Verifiche cambiate',
    empty: 'Nessuna verifica cambia esito.',
    tableLabel: 'Verifiche cambiate',
    open: 'Confronta',
    filters: { transitions: 'Transizione' },
    columns: BACKTEST_CHANGE_LABELS,
    kinds: { CHANGED: 'Cambiata', NOT_REPRODUCED: 'Non riprodotta' },
    notReproduced: 'Non riprodotta: {{from}} → {{to}}',
  },
} as const;
