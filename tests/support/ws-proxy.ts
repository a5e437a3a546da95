import { once } from 'node:events';
import { createConnection, type Socket } from 'node:net';
import { WebSocketServer } from 'ws';

export interface WsProxy {
  /** host:port, as NEON_WS_PROXY expects it. */
  address: string;
  port: number;
  /** WebSocket connections accepted so far: proves traffic really went through the proxy. */
  readonly connections: number;
  close(): Promise<void>;
}

/**
 * What Neon runs in front of Postgres, in miniature: a WebSocket at `/v1?address=host:port` whose
 * binary frames are piped to and from a TCP socket. Listens on 127.0.0.1 only; test use only.
 */
export async function startWsProxy(): Promise<WsProxy> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const sockets = new Set<Socket>();
  let connections = 0;
  wss.on('connection', (ws, req) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    const [, host, port] = /^(.+):(\d+)$/.exec(url.searchParams.get('address') ?? '') ?? [];
    if (url.pathname !== '/v1' || !host || !port) return ws.close(1008, 'expected /v1?address=host:port');
    connections++;
    const tcp = createConnection({ host, port: Number(port) });
    sockets.add(tcp);
    ws.on('message', (data) => tcp.write(data as Buffer)); // binaryType is nodebuffer
    tcp.on('data', (chunk) => ws.send(chunk));
    ws.on('close', () => tcp.end());
    ws.on('error', () => tcp.destroy());
    tcp.on('close', () => (sockets.delete(tcp), ws.close()));
    tcp.on('error', () => ws.terminate());
  });
  await once(wss, 'listening');
  const { port } = wss.address() as { port: number };
  return {
    address: `127.0.0.1:${port}`,
    port,
    get connections() {
      return connections;
    },
    async close() {
      for (const ws of wss.clients) ws.terminate();
      for (const s of sockets) s.destroy();
      await new Promise<void>((ok, fail) => wss.close((err) => (err ? fail(err) : ok())));
    },
  };
}
