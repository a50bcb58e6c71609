import type { Catalogue } from '../it';

export const appTexts: Pick<
  Catalogue,
  | 'app'
  | 'languages'
  | 'topBar'
  | 'roles'
  | 'navigation'
  | 'screens'
  | 'blacklistSections'
  | 'blacklistTitles'
  | 'comingSoon'
  | 'back'
  | 'alerts'
> = {
  app: {
    name: 'Semaforo',
    loading: 'Loading',
    configError: 'The console configuration could not be loaded. Reload the page.',
  },
  languages: {
    label: 'Language',
    it: 'Italiano',
    en: 'English',
  },
  topBar: {
    userMenu: 'User menu',
    signOut: 'Sign out',
  },
  roles: {
    ADMIN: 'Administrator',
    RISK_OFFICER: 'Risk officer',
    ANALISTA: 'Analyst',
    ANALISTA_LIBERO: 'Free-market analyst',
    ANALISTA_TUTELATO: 'Protected-market analyst',
    AGENT: 'Agent',
  },
  navigation: {
    label: 'Main menu',
  },
  screens: {
    precheck: 'Precheck',
    clientsList: 'Customers',
    dossierList: 'Request log',
    dossierListAggregated: 'Aggregated dossiers',
    whitelist: 'White list management',
    blacklist: 'Configuration Manager',
    dashboard: 'Dashboard',
    enricher: 'Extractions & Enrichments',
    parameters: 'Control parameters',
    backoffice: 'Back office',
  },
  blacklistSections: {
    ceduti: 'Transferred black list',
    radiati: 'Struck-off black list',
    configurazione: 'Parameter configuration',
    agenzie: 'Agency code mapping',
  },
  blacklistTitles: {
    ceduti: 'Transferred black list management',
    radiati: 'Struck-off black list management',
    configurazione: 'Parameter configuration',
    agenzie: 'Agency code mapping',
  },
  comingSoon: {
    title: 'Coming soon',
    description: 'This screen will be available in a future version of the console.',
    purpose: {},
  },
  back: {
    title: 'Go back',
    description: 'Return to the page you visited before.',
    action: 'Go back',
  },
  alerts: {
    label: 'Notifications',
    httpError: 'Error - Error status code: {{status}}',
    generic: 'GENERIC ERROR',
    dismiss: 'Dismiss notification',
  },
};
