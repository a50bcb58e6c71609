/**
 * The four sections of the Configuration Manager area (/admin/blacklist), chosen by the `section`
 * query parameter. Spec section 3 'UI state' names the default section 'agenzie': the agency mapping
 * shows whenever none of the other three is selected.
 */
export const BLACKLIST_SECTIONS = ['ceduti', 'radiati', 'configurazione', 'agenzie'] as const;
export type BlacklistSection = (typeof BLACKLIST_SECTIONS)[number];

export const DEFAULT_BLACKLIST_SECTION: BlacklistSection = 'agenzie';
export const BLACKLIST_SECTION_PARAM = 'section';

export function blacklistSectionOf(search: URLSearchParams): BlacklistSection {
  const value = search.get(BLACKLIST_SECTION_PARAM);
  return BLACKLIST_SECTIONS.find((section) => section === value) ?? DEFAULT_BLACKLIST_SECTION;
}

export function blacklistSectionHref(section: BlacklistSection): string {
  return `/admin/blacklist?${BLACKLIST_SECTION_PARAM}=${section}`;
}
