// The service-wide settings (data directory, database, listen address, keys, rate limit). Settings that
// belong to one module are read there (jobs, storage, render); README "Configuration" lists them all.
import path from "node:path";

export function dataDir(): string {
  return path.resolve(/* turbopackIgnore: true */ process.env.BROADMARK_DATA_DIR ?? "data");
}

export function externalDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: start the service with `broadmark start`, which provides it");
  return url;
}

/** `<per-second>:<burst>`; `0` turns rate limiting off. */
export function rateLimitSetting(): string {
  return process.env.BROADMARK_RATE_LIMIT ?? "100:200";
}

/** `<per-second>:<burst>` failed authentications per client address; `0` turns the limit off. */
export function authFailureLimitSetting(): string {
  return process.env.BROADMARK_AUTH_FAILURE_LIMIT ?? "1:20";
}

export function adminKeyFromEnv(): string | undefined {
  return process.env.BROADMARK_ADMIN_KEY || undefined;
}

export function listenAddress(): { host: string; port: number } {
  return { host: process.env.HOST ?? "127.0.0.1", port: Number(process.env.PORT ?? 3000) };
}

/** Where the dashboard finds the service API: another deployment, or by default this server. */
export function apiBaseUrl(): string {
  const { host, port } = listenAddress();
  return process.env.BROADMARK_API_URL || `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
}

/** How long a stopping process lets in-flight requests and running jobs finish (BROADMARK_SHUTDOWN_GRACE_SECONDS). */
export function shutdownGraceSeconds(): number {
  const seconds = Number(process.env.BROADMARK_SHUTDOWN_GRACE_SECONDS ?? 30);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 30;
}

/** The port `broadmark worker` serves /metrics, /healthz and /readyz on (BROADMARK_WORKER_METRICS_PORT); undefined: none. */
export function workerMetricsPort(): number | undefined {
  const port = Number(process.env.BROADMARK_WORKER_METRICS_PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`BROADMARK_WORKER_METRICS_PORT must be a port number (0 = off), not ${process.env.BROADMARK_WORKER_METRICS_PORT}`);
  return port === 0 ? undefined : port;
}
