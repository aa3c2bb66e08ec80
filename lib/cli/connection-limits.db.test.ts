// Idle connections from one client past its cap are closed at once, and other clients are still served.
import { spawn } from "node:child_process";
import { connect, type Socket } from "node:net";
import http from "node:http";
import getPort from "get-port";
import { describe, expect, it } from "vitest";

const PER_CLIENT = 40;

function get(port: number, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/healthz", localAddress, agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
      .on("error", reject);
  });
}

describe("connection caps", () => {
  it(
    "close a client's connections past BROADMARK_MAX_CONNECTIONS_PER_CLIENT and keep serving others",
    { timeout: 120_000 },
    async () => {
      const port = await getPort({ host: "127.0.0.1" });
      const child = spawn(process.execPath, ["--import", "tsx", "lib/cli/main.ts", "start"], {
        env: {
          ...process.env,
          HOST: "127.0.0.1",
          PORT: String(port),
          BROADMARK_DASHBOARD: "false",
          BROADMARK_START_WORKER: "false",
          BROADMARK_MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT),
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "ignore", "ignore"],
      });
      const sockets: Socket[] = [];
      try {
        while (
          !(await get(port, "127.0.0.1").then(
            (status) => status === 200,
            () => false,
          ))
        )
          await new Promise((resolve) => setTimeout(resolve, 100));
        const closedEarly = await Promise.all(
          Array.from(
            { length: PER_CLIENT + 20 },
            () =>
              new Promise<boolean>((resolve) => {
                const socket = connect({ host: "127.0.0.1", port, localAddress: "127.0.0.5" });
                sockets.push(socket);
                const timer = setTimeout(() => resolve(false), 2000);
                socket.on("close", () => (clearTimeout(timer), resolve(true)));
                socket.on("error", () => undefined);
              }),
          ),
        );
        expect(closedEarly.filter(Boolean).length).toBe(20);
        expect(await get(port, "127.0.0.6")).toBe(200);
      } finally {
        for (const socket of sockets) socket.destroy();
        child.kill("SIGTERM");
      }
    },
  );
});
