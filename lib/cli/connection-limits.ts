// Connection caps, so that one client cannot take the server's file descriptors: at most
// BROADMARK_MAX_CONNECTIONS open connections in all, and BROADMARK_MAX_CONNECTIONS_PER_CLIENT from one
// peer address (0 turns either off; behind a proxy every client has the proxy's address, so raise or turn
// off the per-client cap there). A connection past a cap is closed as soon as it is accepted.
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { log } from "../log/logger";
import { setting } from "../config/settings";

export function limitConnections(server: Server): void {
  const total = setting("BROADMARK_MAX_CONNECTIONS");
  const perClient = setting("BROADMARK_MAX_CONNECTIONS_PER_CLIENT");
  if (total > 0) server.maxConnections = total;
  if (perClient === 0) return;
  const open = new Map<string, number>();
  let refusedSince = 0;
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = (open.get(address) ?? 0) + 1;
    if (count > perClient) {
      // One log line per burst of refusals, not one per connection.
      if (Date.now() - refusedSince > 10_000)
        log.warn({ client: address, perClient }, "connections past the per-client cap are closed");
      refusedSince = Date.now();
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = open.get(address)! - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
