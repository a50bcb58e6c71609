import { describe, expect, it } from 'vitest';
import { blacklistSectionHref, blacklistSectionOf } from './blacklist-sections';

describe('black list sections', () => {
  it.each([
    ['section=ceduti', 'ceduti'],
    ['section=radiati', 'radiati'],
    ['section=configurazione', 'configurazione'],
    ['section=agenzie', 'agenzie'],
    ['', 'agenzie'],
    ['section=unknown', 'agenzie'],
  ])('?%s shows %s (agency mapping unless another section is chosen)', (search, section) => {
    expect(blacklistSectionOf(new URLSearchParams(search))).toBe(section);
  });

  it('links a section through the query', () => {
    expect(blacklistSectionHref('radiati')).toBe('/admin/blacklist?section=radiati');
  });
});
