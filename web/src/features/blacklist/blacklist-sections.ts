import { areaSections } from '../../shared/components/area-sections';

/**
 * The four sections of the Configuration Manager area (/admin/blacklist), chosen by the `section`
 * query parameter. Spec section 3 'UI state' names the default section 'agenzie': the agency mapping
 * shows whenever none of the other three is selected.
 */
export const BLACKLIST_SECTIONS = ['ceduti', 'radiati', 'configurazione', 'agenzie'] as const;
export type BlacklistSection = (typeof BLACKLIST_SECTIONS)[number];

export const BLACKLIST_AREA = areaSections<BlacklistSection>('/admin/blacklist', BLACKLIST_SECTIONS, 'agenzie');

export const blacklistSectionOf = BLACKLIST_AREA.sectionOf;
export const blacklistSectionHref = BLACKLIST_AREA.href;
