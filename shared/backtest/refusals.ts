/** Why a version cannot be back-tested (409): a back-test is of a version not yet published. */
export const BACKTEST_REFUSALS = {
  CONFIGURATION: 'Si simula solo una configurazione in aggiornamento: questa è in vigore o archiviata.',
  BLACKLIST: 'Si simula solo una versione della lista caricata e non ancora pubblicata (READY).',
  NO_CURRENT: 'Nessuna configurazione in vigore con cui confrontare.',
  CONFIGURATION_NOT_FOUND: 'Configurazione non trovata.',
  BLACKLIST_NOT_FOUND: 'Versione della lista non trovata.',
} as const;
