// The production build (`bin/broadmark start`/`worker`) as child processes, and a keep-alive HTTP
// client for load: node:http, because fetch's own overhead would dominate the measurements here.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import getPort from "get-port";

export interface ProductionServer {
  port: number;
  agent: http.Agent;
  stop(): Promise<void>;
}

/** Node flags for the processes under test, e.g. BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=prof" to profile them. */
const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];

/** `stderr`: where the process's log goes (this process's stderr, or an open file's descriptor). */
export async function startProcess(
  command: "start" | "worker",
  env: Record<string, string>,
  stderr: "inherit" | number = "inherit",
): Promise<ChildProcess> {
  return spawn(process.execPath, [...nodeFlags, "bin/broadmark", command], {
    env: { ...process.env, LOG_LEVEL: "warn", BROADMARK_RATE_LIMIT: "0", ...env },
    stdio: ["ignore", "ignore", stderr],
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** `broadmark worker`, once its /readyz (on BROADMARK_WORKER_METRICS_PORT) answers 200: its runners listen. */
export async function startReadyWorker(
  env: Record<string, string>,
  stderr: "inherit" | number = "inherit",
): Promise<ChildProcess> {
  const port = await getPort({ host: "127.0.0.1" });
  const child = await startProcess("worker", { ...env, BROADMARK_WORKER_METRICS_PORT: String(port) }, stderr);
  const agent = new http.Agent({ keepAlive: false });
  for (let attempt = 0; ; attempt++) {
    const status = await request(agent, port, "GET", "/readyz").then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return child;
    if (attempt > 600 || child.exitCode !== null) throw new Error("the worker did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startProductionServer(
  env: Record<string, string>,
  clients = 32,
  stderr: "inherit" | number = "inherit",
): Promise<ProductionServer> {
  const port = await getPort({ host: "127.0.0.1" });
  const child = await startProcess("start", { ...env, PORT: String(port) }, stderr);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  for (let attempt = 0; ; attempt++) {
    const status = await request(agent, port, "GET", "/openapi.json").then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (attempt > 600 || child.exitCode !== null) throw new Error("the production server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    agent,
    async stop() {
      agent.destroy();
      await stopProcess(child);
    },
  };
}

export interface HttpReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function request(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  key?: string,
  body?: unknown,
): Promise<HttpReply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string | number> = {};
  if (key) headers["x-api-key"] = key;
  if (payload !== undefined)
    Object.assign(headers, { "content-type": "application/json", "content-length": Buffer.byteLength(payload) });
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: "127.0.0.1", port, path, method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}
