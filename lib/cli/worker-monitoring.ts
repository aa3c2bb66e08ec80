// What `broadmark worker` serves on BROADMARK_WORKER_METRICS_PORT: /healthz, /readyz and /metrics, the same
// operations (and the same guard on /metrics) as the API's, so each worker process can be scraped and
// probed by an orchestrator on its own. The metrics are this process's: its jobs' and deliveries' counters
// and histograms, its CPU and memory, and the queue's gauges read from the database.
import { createServer, type Server } from "node:http";
import { buildRouter, requestListener } from "../api/routing";
import { listenAddress, workerMetricsPort } from "../config/env";
import { healthOperation, readyOperation } from "../health/operations";
import { log } from "../log/logger";
import { metricsOperation } from "../metrics/operations";

/** Listens when the port is set (on HOST, like the API); undefined when it is not. */
export async function serveWorkerMonitoring(): Promise<Server | undefined> {
  const port = workerMetricsPort();
  if (port === undefined) return undefined;
  const { host } = listenAddress();
  const server = createServer(requestListener(buildRouter([healthOperation, readyOperation, metricsOperation])));
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, host, resolve));
  log.info({ url: `http://${host}:${port}/metrics` }, "the worker serves /metrics, /healthz and /readyz");
  return server;
}
