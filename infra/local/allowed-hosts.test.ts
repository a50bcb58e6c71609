import { describe, expect, it } from 'vitest';
import { allowedHosts, isAllowedHost } from './allowed-hosts';

describe('allowed hosts', () => {
  const loopback = allowedHosts(3000, '127.0.0.1');

  it.each([
    ['localhost:3000', true],
    ['LocalHost:3000', true],
    ['127.0.0.1:3000', true],
    ['[::1]:3000', true],
    ['localhost:3001', false],
    ['localhost', false],
    ['evil.example:3000', false],
    ['localhost.evil.example:3000', false],
    ['127.0.0.1.nip.io:3000', false],
    ['', false],
    [undefined, false],
  ])('on loopback, Host %s is %s', (host, allowed) => {
    expect(isAllowedHost(loopback, host)).toBe(allowed);
  });

  it('adds the bound interface, unless it is a wildcard, and the configured hosts', () => {
    expect(isAllowedHost(allowedHosts(3000, '192.168.1.5'), '192.168.1.5:3000')).toBe(true);
    expect(isAllowedHost(allowedHosts(3000, '::1'), '[::1]:3000')).toBe(true);
    expect(allowedHosts(3000, '0.0.0.0').size).toBe(3);
    const configured = allowedHosts(3000, '0.0.0.0', ' semaforo.lan , proxy.lan:80,[fd00::1]:8443');
    expect(isAllowedHost(configured, 'semaforo.lan:3000')).toBe(true);
    expect(isAllowedHost(configured, 'proxy.lan')).toBe(true);
    expect(isAllowedHost(configured, '[fd00::1]:8443')).toBe(true);
    expect(isAllowedHost(configured, 'semaforo.lan')).toBe(false);
  });
});
