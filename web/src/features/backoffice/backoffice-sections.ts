import { areaSections } from '../../shared/components/area-sections';

/**
 * The sections of the back office (/admin/backoffice, ADMIN), chosen by the `section` query parameter:
 * users and roles (the default), the audit trail ('Registro modifiche') and the developer tools with the
 * API contract.
 */
export const BACKOFFICE_SECTIONS = ['utenti', 'registro', 'strumenti'] as const;
export type BackofficeSection = (typeof BACKOFFICE_SECTIONS)[number];

export const BACKOFFICE_AREA = areaSections<BackofficeSection>('/admin/backoffice', BACKOFFICE_SECTIONS, 'utenti');
