import { ERROR_DESCRIPTIONS } from '../../../../../../shared/errors';

export const appTexts = {
  app: {
    name: 'Semaforo',
    loading: 'Caricamento in corso',
    configError: 'Impossibile caricare la configurazione della console. Ricaricare la pagina.',
  },
  languages: {
    label: 'Lingua',
    it: 'Italiano',
    en: 'English',
  },
  topBar: {
    userMenu: 'Menu utente',
    signOut: 'Esci',
  },
  roles: {
    ADMIN: 'Amministratore',
    RISK_OFFICER: 'Risk officer',
    ANALISTA: 'Analista',
    ANALISTA_LIBERO: 'Analista mercato libero',
    ANALISTA_TUTELATO: 'Analista mercato tutelato',
    AGENT: 'Agente',
  },
  navigation: {
    label: 'Menu principale',
  },
  screens: {
    precheck: 'Precheck',
    clientsList: 'Vista Clienti',
    dossierList: 'Log Richieste',
    dossierListAggregated: 'Pratiche Aggregate',
    whitelist: 'Gestione White list',
    blacklist: 'Gestione configurazione',
    dashboard: 'Dashboard',
    repeatedChecks: 'Verifiche ripetute',
    enricher: 'Estrazioni & Arricchimenti',
    parameters: 'Parametri di controllo',
    backoffice: 'Back office',
  },
  blacklistSections: {
    ceduti: 'Black list ceduti',
    radiati: 'Black list radiati',
    configurazione: 'Configurazione parametri',
    agenzie: 'Mapping codice agenzia',
  },
  blacklistTitles: {
    ceduti: 'Gestione BlackList Ceduti',
    radiati: 'Gestione BlackList Radiati',
    configurazione: 'Configurazione parametri',
    agenzie: 'Mapping codice agenzia',
  },
  back: {
    title: 'Torna indietro',
    description: 'Torna alla pagina visitata in precedenza.',
    action: 'Torna indietro',
  },
  // Spec section 8, second reading: '{status} - {message}', fallback 'Errore generico.'.
  alerts: {
    label: 'Notifiche',
    withStatus: '{{status}} - {{message}}',
    generic: 'Errore generico.',
    dismiss: 'Chiudi notifica',
    // The console's text for each code the server answers with: the generic codes' and every refusal's
    // (shared/refusals.ts), verbatim as the server sends them (web/src/shared/i18n/error-text.ts).
    serverErrors: {
      ...ERROR_DESCRIPTIONS,
      NETWORK: 'Server non raggiungibile.',
      INVALID_RESPONSE: 'Risposta non valida dal server.',
    },
  },
};
