import net from 'node:net';

/**
 * A loopback TCP proxy in front of a real server (Redis, PostgreSQL) that a test can cut,
 * pause and restore, to show what the shop does when that server goes away or stops answering.
 */
export interface TcpProxy {
  port: number;
  /** Closes every connection and refuses new ones (the server "went away"). */
  cut(): Promise<void>;
  /** Keeps connections open but forwards nothing (the server is paused). */
  pause(): void;
  /** Accepts and forwards again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let paused = false;
  const held: (() => void)[] = [];

  const onConnection = (client: net.Socket) => {
    const upstream = net.connect(target);
    sockets.add(client).add(upstream);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (paused) held.push(() => to.write(chunk));
        else to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    for (const socket of [client, upstream]) {
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
  };

  let server = net.createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);

  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  return {
    port,
    cut: stopListening,
    pause() {
      paused = true;
    },
    async restore() {
      paused = false;
      for (const send of held.splice(0)) send();
      if (!server.listening) {
        server = net.createServer(onConnection);
        await listen(port);
      }
    },
    close: stopListening,
  };
}
