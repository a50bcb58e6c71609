import { describe, expect, it } from 'vitest';
import { arrive, keepsPlace, type LandingPorts, leave } from './landing';

/** An address and a storage of a browser, in memory. */
function browser(address: string) {
  const items = new Map<string, string>();
  const state = { address };
  const ports: LandingPorts = {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    replaceAddress: (path) => {
      state.address = path;
    },
  };
  return { ports, state };
}

const CUSTOMER_PAGE = '/admin/clientsList/details?code=C000101';

describe('where a sign-in lands', () => {
  it.each<[string, string | null, string, boolean]>([
    ['nobody before: a link is the visitor’s own', null, 'giulia.bianchi', true],
    ['the same user, back after an expired session', 'mario.rossi', 'mario.rossi', true],
    ['another user: not the previous one’s place', 'mario.rossi', 'giulia.bianchi', false],
  ])('%s', (_case, owner, username, kept) => {
    expect(keepsPlace(owner, username)).toBe(kept);
  });

  it('an expired session: its user returns where it was, another user opens its own default page', () => {
    const { ports, state } = browser(CUSTOMER_PAGE);
    arrive('mario.rossi', ports);
    expect(state.address).toBe(CUSTOMER_PAGE);
    // The session expires on the customer's page: the address stays for mario.rossi.
    arrive('mario.rossi', ports);
    expect(state.address).toBe(CUSTOMER_PAGE);
    arrive('giulia.bianchi', ports);
    expect(state.address).toBe('/');
  });

  it('a sign-out leaves the address to nobody: the next sign-in, even the same user, opens the default page', () => {
    const { ports, state } = browser(CUSTOMER_PAGE);
    arrive('mario.rossi', ports);
    leave(ports);
    expect(state.address).toBe('/');
    state.address = '/admin/precheck?subjectType=PF';
    // A link followed after the sign-out is the next visitor's own.
    arrive('mario.rossi', ports);
    expect(state.address).toBe('/admin/precheck?subjectType=PF');
  });
});
