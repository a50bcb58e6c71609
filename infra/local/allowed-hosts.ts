/**
 * The Host headers the public server answers. A page on another site can point its own name at
 * 127.0.0.1 (DNS rebinding) and then read this server as its own origin, demo passwords and all;
 * refusing every Host but the configured ones closes that. Loopback names with the server's port are
 * always allowed, the interface the server binds to (SEMAFORO_HOST) when it is a name or an address,
 * and any `name` or `name:port` listed in SEMAFORO_ALLOWED_HOSTS (comma-separated; without a port,
 * the server's).
 */
export function allowedHosts(port: number, bindHost: string, configured = ''): ReadonlySet<string> {
  const names = ['localhost', '127.0.0.1', '[::1]'];
  if (!WILDCARDS.has(bindHost)) names.push(bindHost.includes(':') ? `[${bindHost}]` : bindHost);
  const hosts = new Set(names.map((name) => `${name.toLowerCase()}:${port}`));
  for (const entry of configured.split(',')) {
    const host = entry.trim().toLowerCase();
    if (host) hosts.add(hasPort(host) ? host : `${host}:${port}`);
  }
  return hosts;
}

/** A Host header without a port means port 80, as the browser omits the scheme's default. */
export function isAllowedHost(allowed: ReadonlySet<string>, host: string | undefined): boolean {
  if (!host) return false;
  const normalized = host.trim().toLowerCase();
  return allowed.has(hasPort(normalized) ? normalized : `${normalized}:80`);
}

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

function hasPort(host: string): boolean {
  return /:\d+$/.test(host) && (!host.startsWith('[') || host.includes(']:'));
}
