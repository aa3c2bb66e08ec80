// A TCP proxy in front of the test database, for outage tests: `cut()` drops every open connection and
// refuses new ones (what clients see while PostgreSQL restarts or fails over), `restore()` accepts again.
import { createServer, connect, type AddressInfo, type Socket } from "node:net";

export interface DatabaseProxy {
  /** The database URL, pointed at the proxy. */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function proxyDatabase(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let open = true;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    if (!open) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
