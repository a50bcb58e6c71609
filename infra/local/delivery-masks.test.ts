import { describe, expect, it } from 'vitest';
import { domainInitialsOf, masked, simulatedMask } from './delivery-masks';

const KEY = Buffer.alloc(32, 7);

describe('delivery masks', () => {
  it('masks an address as Cognito does', () => {
    expect(masked('mario.rossi@semaforo.local')).toBe('m***@s***');
  });

  it("gives a name nobody has the name's initial and a domain initial of the pool's users", () => {
    expect(simulatedMask('utente.finto', ['s', 's'], KEY)).toBe('u***@s***');
    expect(simulatedMask('Zeta.Nessuno', ['s'], KEY)).toBe('z***@s***');
    expect(simulatedMask('9nove', ['s'], KEY)).toBe('9***@s***');
  });

  it('draws by the key where the name leaves a choice, the same at every request', () => {
    const mask = simulatedMask('_sottolineato', ['a', 'b', 'c'], KEY);
    expect(mask).toMatch(/^[a-z]\*\*\*@[abc]\*\*\*$/);
    expect(simulatedMask('_sottolineato', ['c', 'b', 'a'], KEY)).toBe(mask);
    expect(simulatedMask('utente.finto', [], KEY)).toMatch(/^u\*\*\*@[a-z]\*\*\*$/);
  });

  it('draws differently under another key', () => {
    const names = Array.from({ length: 40 }, (_, n) => `_${n}`);
    const under = (key: Buffer) => names.map((name) => simulatedMask(name, [], key)).join();
    expect(under(Buffer.alloc(32, 8))).not.toBe(under(KEY));
  });

  it("reads the domain initials of the users' addresses", () => {
    expect(domainInitialsOf(['a@semaforo.local', undefined, 'b@altro.it', 'senza-chiocciola'])).toEqual(['s', 'a']);
  });
});
