/** The head of the precheck configuration: a copy of the CURRENT version, the one commit point. */
export const CURRENT_CONFIGURATION_KEY = { pk: 'CONFIGURATION#PRECHECK_SAS', sk: 'CURRENT' } as const;
