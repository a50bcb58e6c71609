/** The query parameter that names an area's section (the Configuration Manager's, the back office's). */
export const SECTION_PARAM = 'section';

/**
 * An area of the console shown one section at a time, chosen by the `section` query parameter: which
 * section a query names (`fallback` when none or an unknown one), and the link to each.
 */
export function areaSections<S extends string>(path: string, sections: readonly S[], fallback: S) {
  return {
    sections,
    sectionOf: (search: URLSearchParams): S =>
      sections.find((section) => section === search.get(SECTION_PARAM)) ?? fallback,
    href: (section: S) => `${path}?${SECTION_PARAM}=${section}`,
  };
}
