/** The query parameter that names an area's section: the section survives a reload and is a plain link. */
export const SECTION_PARAM = 'section';

/**
 * A console screen made of sections, one shown at a time (the Configuration Manager, the back office):
 * which section a query names, falling back to the area's default for none or an unknown one, and the
 * link to each. The side menu expands such a screen into its sections (app/console/side-nav.tsx).
 */
export interface AreaSections<Section extends string> {
  /** The screen's path, `/admin/<screen>`. */
  path: string;
  /** In the order the menu lists them. */
  sections: readonly Section[];
  defaultSection: Section;
  sectionOf(search: URLSearchParams): Section;
  href(section: Section): string;
}

export function areaSections<Section extends string>(
  path: string,
  sections: readonly Section[],
  defaultSection: Section,
): AreaSections<Section> {
  return {
    path,
    sections,
    defaultSection,
    sectionOf: (search) => sections.find((section) => section === search.get(SECTION_PARAM)) ?? defaultSection,
    href: (section) => `${path}?${SECTION_PARAM}=${section}`,
  };
}
