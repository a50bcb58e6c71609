import { areaSections } from '../../shared/components/area-sections';

/**
 * The sections of the back office (/admin/backoffice), chosen as the Configuration Manager area's are:
 * the audit trail ('registro', shown when none is chosen) and the developer tools ('strumenti'). The
 * users' administration ('utenti') joins them the same way.
 */
export const BACKOFFICE_SECTIONS = ['registro', 'strumenti'] as const;
export type BackofficeSection = (typeof BACKOFFICE_SECTIONS)[number];

export const BACKOFFICE_AREA = areaSections('/admin/backoffice', BACKOFFICE_SECTIONS, 'registro');
