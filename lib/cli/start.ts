// `broadmark start`: the database (embedded unless DATABASE_URL is set), migrations, the first admin
// key, then the web server and a queue worker in this process. The server answers the API from the
// operations table (lib/api/router.ts) and hands every other path to Next.js, which serves the dashboard;
// BROADMARK_DASHBOARD=false leaves Next.js out (an API-only process, what is scaled out).
import { createServer, type RequestListener } from "node:http";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { apiRequestListener, isApiPath } from "../api/router";
import { builtDeploymentId, serverActionsKey } from "../config/deployment.mjs";
import { adminKeyFromEnv, dataDir, listenAddress, shutdownGraceSeconds } from "../config/env";
import { openDatabase } from "./open-database";
import { db, disconnectDb } from "../db/client";
import { ensureAdminKey } from "../keys/keys";
import { markShuttingDown } from "../health/readiness";
import { log } from "../log/logger";
import { refusedAsOtherDeployment } from "./deployment-guard";
import { closeServer, stopRequested } from "./shutdown";
import { limitConnections } from "./connection-limits";
import { setting } from "../config/settings";

export async function run(): Promise<number> {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  const stop = stopRequested();
  const database = await openDatabase();
  await announceAdminKey();

  const { host, port } = listenAddress();
  const dashboard = setting("BROADMARK_DASHBOARD") === "false" ? undefined : await dashboardListener(host, port);
  // API-only servers (workers scaled out with `broadmark worker`) set BROADMARK_START_WORKER=false.
  // The worker (queue runner, prober, renderer) loads only where it runs.
  const worker =
    setting("BROADMARK_START_WORKER") === "false" ? undefined : await (await import("../worker/worker")).startWorker();
  const server = createServer(
    (request, response) =>
      void (dashboard && !isApiPath(request.url ?? "/") ? dashboard : apiRequestListener)(request, response),
  );
  limitConnections(server);
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, host, resolve));
  log.info(
    { url: `http://${host}:${port}` },
    dashboard ? "Broadmark is serving the API and the dashboard" : "Broadmark is serving the API",
  );
  // The query engine compiles itself on first use, the largest part of a start-up: done once the server
  // answers (authentication and reservations do not use it), rather than by the first request that needs it.
  void db()
    .apiKey.findFirst({ select: { id: true } })
    .catch((error: unknown) => log.warn({ err: error }, "query engine warm-up"));

  const signal = await stop;
  const grace = shutdownGraceSeconds();
  log.info({ signal, graceSeconds: grace }, "shutting down");
  markShuttingDown();
  // Requests and jobs finish side by side within the same grace period; the database stops last.
  await Promise.all([closeServer(server, grace), worker?.stop(grace)]);
  await disconnectDb();
  await database.stop();
  log.info("stopped");
  return 0;
}

/** Next.js's request handler for the dashboard (loaded only when the dashboard is served). */
async function dashboardListener(hostname: string, port: number): Promise<RequestListener> {
  // The key the build derived the server actions' ids from (the same file `npm run build` used), so
  // every process of this installation decrypts what any other encrypted.
  process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = serverActionsKey(dataDir());
  const deploymentId = builtDeploymentId(path.resolve(".next"));
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  return (request, response) =>
    void (refusedAsOtherDeployment(request, response, deploymentId) || handle(request, response));
}

async function announceAdminKey(): Promise<void> {
  const key = await ensureAdminKey(adminKeyFromEnv());
  if (!key) return;
  const file = path.join(dataDir(), "admin-key");
  // With DATABASE_URL the data directory may not exist yet: the key is printed even if it cannot be saved.
  const saved = await mkdir(dataDir(), { recursive: true })
    .then(() => writeFile(file, `${key}\n`, { mode: 0o600 }))
    .then(
      () => true,
      (error: unknown) => (
        log.error({ err: error, file }, "the first admin key could not be saved; copy it from the output"),
        false
      ),
    );
  const where = saved ? ` (also saved in ${file}, mode 0600)` : "";
  process.stdout.write(`\nFirst start: an admin API key was created${where}:\n\n  ${key}\n\n`);
}
