// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_PROFILES } from '../../../../shared/roles';
import { mountInConsole } from '../../shared/testing/mount-in-console';
import { SideNav } from './side-nav';

/** The side menu: one entry per screen, the areas opened onto their sections, the right entry lit. */

let unmount: () => Promise<void> = async () => {};
afterEach(async () => {
  await unmount();
  document.body.innerHTML = '';
});

async function menuAt(url: string, locale: 'it' | 'en' = 'it') {
  const mounted = await mountInConsole(<SideNav screens={ROLE_PROFILES.ADMIN.screens} />, { url, locale });
  unmount = mounted.unmount;
  const links = [...document.querySelectorAll('a')];
  return {
    hrefs: links.map((link) => link.getAttribute('href')),
    current: links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
  };
}

describe('side navigation', () => {
  it('lists the back office sections under their screen, users and roles first', async () => {
    const { hrefs } = await menuAt('/admin/backoffice');
    expect(hrefs).toEqual(
      expect.arrayContaining(['/admin/backoffice?section=utenti', '/admin/backoffice?section=strumenti']),
    );
    expect(hrefs.indexOf('/admin/backoffice?section=utenti')).toBeLessThan(
      hrefs.indexOf('/admin/backoffice?section=strumenti'),
    );
  });

  it.each([
    ['/admin/backoffice', 'it', 'Utenti e ruoli'],
    ['/admin/backoffice?section=strumenti', 'it', 'Strumenti per sviluppatori'],
    ['/admin/backoffice?section=registro', 'en', 'Change log'],
    ['/admin/backoffice?section=unknown', 'en', 'Users and roles'],
    // The API contract sits under the tools: they stay lit on its page.
    ['/admin/backoffice/api', 'en', 'Developer tools'],
    ['/admin/blacklist', 'it', 'Mapping codice agenzia'],
    ['/admin/blacklist?section=radiati', 'it', 'Black list radiati'],
    ['/admin/precheck', 'it', 'Precheck'],
  ] as const)('at %s lights the entry of what is shown (%s: %s)', async (url, locale, lit) => {
    expect((await menuAt(url, locale)).current).toEqual([lit]);
  });
});
