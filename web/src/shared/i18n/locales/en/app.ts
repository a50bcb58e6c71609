import type { Catalogue } from '../it';
import { refusals } from './refusals';

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
    repeatedChecks: 'Repeated checks',
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
  back: {
    title: 'Go back',
    description: 'Return to the page you visited before.',
    action: 'Go back',
  },
  alerts: {
    label: 'Notifications',
    withStatus: '{{status}} - {{message}}',
    generic: 'Generic error.',
    dismiss: 'Dismiss notification',
    serverErrors: {
      BAD_REQUEST: 'Invalid request.',
      VALIDATION_ERROR: 'Invalid data.',
      INVALID_CURSOR: 'The page cursor does not belong to this search: run the search again.',
      UNAUTHORIZED: 'Authentication required.',
      USER_DISABLED: 'User disabled: the session has ended.',
      FORBIDDEN: 'Operation not allowed for your role.',
      ROLE_CHANGED: 'Your role has changed and does not allow this operation: sign in again.',
      FOUR_EYES_REQUIRED: 'Publishing needs a second administrator: whoever made the last change cannot publish it.',
      NOT_FOUND: 'Resource not found.',
      CONFLICT: 'The resource was changed by another user: reload and try again.',
      NAME_TAKEN: 'A file with the same name already exists',
      GONE: 'The file is no longer available: it was discarded when its retention ended.',
      FILE_TOO_LARGE: 'The uncompressed file exceeds the 20 MB limit.',
      TOO_MANY_RECORDS: 'The file exceeds the limit of 50,000 records.',
      UNREADABLE_FILE: 'The file must be a zip archive holding one readable CSV file.',
      INTERNAL_ERROR: 'Generic error.',
      NOT_IMPLEMENTED: 'Feature not yet available.',
      SERVICE_UNAVAILABLE: 'Service temporarily unavailable: try again.',
      NETWORK: 'Server unreachable.',
      INVALID_RESPONSE: 'Invalid response from the server.',
      ...refusals,
    },
  },
};
