/**
 * Console pages that are not screens of their own but sit under one (app/console/screens.ts mounts
 * them for the roles of that screen): a feature links to them by path, never by importing another feature.
 */
export const API_CONTRACT_PATH = '/admin/backoffice/api';
