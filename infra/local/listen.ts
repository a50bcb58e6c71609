import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens and resolves with the bound port, so port 0 (any free port) can be used everywhere. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Closes a server without waiting for idle keep-alive connections of SDK clients to time out. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
