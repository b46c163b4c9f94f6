// A TCP proxy (node:net) between the API and a real server, which a test cuts and restores as a restart would.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type TcpProxy = {
  port: number;
  /**
   * Cuts every connection. `refuse`: the port is closed (connection refused), as while a server restarts;
   * `stall`: new connections are accepted and never answered, as a server that hangs.
   */
  cut(mode: 'refuse' | 'stall'): Promise<void>;
  /** Forwards again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let stalled = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const onConnection = (client: Socket) => {
    track(client);
    if (stalled) return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  };
  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const port = await listen(0);
  let listening = true;

  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    async cut(mode) {
      dropAll();
      if (mode === 'stall') {
        stalled = true;
        return;
      }
      if (listening) {
        const closed = stopListening();
        dropAll();
        await closed;
        listening = false;
      }
    },
    async restore() {
      stalled = false;
      dropAll();
      if (!listening) {
        server = createServer(onConnection);
        await listen(port);
        listening = true;
      }
    },
    async close() {
      dropAll();
      if (listening) await stopListening();
      listening = false;
    },
  };
}
