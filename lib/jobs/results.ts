// Probe results and rendered files: the job endpoints answer with a redirect to a signed, expiring URL;
// the results route checks the signature and serves the JSON (strong ETag) or streams the file.
import { pool } from "../db/client";
import { Problem, notFound } from "../http/problem";
import { blobStore } from "../storage";
import { isTerminal } from "./service";
import { checkSignature, resultUrlTtlSeconds, signedPath } from "./signed-urls";

const RESULTS_BASE = "/mediaprocessing/v1.0/results";
export type ResultKind = "inputs" | "outputs" | "files";

/** What a result URL points at: a probe result (inputs, outputs) or an output's file (files). */
interface Target {
  status: string;
  error: string | null;
  error_code: string | null;
  key: string | null;
  etag: string | null;
}

// Both result requests are one statement each through the pool (no query engine): they are what clients
// poll for, and a result fetch's latency is mostly its database work (target: redirect + JSON p99 < 25 ms,
// printed by `npm run bench -- jobs`).
const TARGET_SQL: Record<ResultKind, string> = {
  inputs: "SELECT r.status, r.error, r.error_code, r.result_key AS key, r.result_etag AS etag FROM job_input r",
  outputs: "SELECT r.status, r.error, NULL AS error_code, r.result_key AS key, r.result_etag AS etag FROM job_output r",
  files: "SELECT r.status, r.error, NULL AS error_code, r.file_key AS key, NULL AS etag FROM job_output r",
};

/** The job's status and the named input's or output's result, in one round trip; undefined when there is no such job. */
async function findTarget(factoryId: string, jobId: string, kind: ResultKind, name: string) {
  const { rows } = await pool().query<{ job_status: string; target: Target | null }>({
    name: `result.target.${kind}`,
    text: `SELECT j.status AS job_status, (SELECT row_to_json(t) FROM (${TARGET_SQL[kind]} WHERE r.job_id = j.id AND r.name = $3) t) AS target
      FROM job j WHERE j.id = $1 AND j.factory_id = $2`,
    values: [jobId, factoryId, name],
  });
  const row = rows[0];
  return row && { jobStatus: row.job_status, target: row.target ?? undefined };
}

export async function redirectToResult(
  factoryId: string,
  jobId: string,
  kind: ResultKind,
  name: string,
): Promise<Response> {
  const found = await findTarget(factoryId, jobId, kind, name);
  if (!found) throw notFound(`job ${jobId} in factory ${factoryId}`);
  const { jobStatus, target } = found;
  if (!target) throw notFound(`${kind === "inputs" ? "input" : "output"} "${name}" of job ${jobId}`);
  if (!isTerminal(jobStatus) || target.status === "Pending") {
    throw new Problem(
      409,
      "job_not_completed",
      `job ${jobId} is ${jobStatus}; results are available once it has completed`,
    );
  }
  if (kind !== "inputs" && jobStatus !== "Completed") {
    throw new Problem(
      422,
      "job_failed",
      `job ${jobId} is ${jobStatus}: outputs are served only when the job completed`,
    );
  }
  if (target.status === "Failed" || !target.key) {
    throw new Problem(
      422,
      target.error_code ?? "output_failed",
      `"${name}" failed: ${target.error ?? "the job did not complete"}`,
    );
  }
  const location =
    (await blobStore().presignedUrl(target.key, resultUrlTtlSeconds())) ??
    (await signedPath(`${RESULTS_BASE}/${jobId}/${kind}/${name}`));
  return new Response(null, { status: 302, headers: { location, "cache-control": "no-store" } });
}

export async function serveResult(
  request: Request,
  params: { job_id: string; kind: ResultKind; name: string },
  query: { expires: number; signature: string },
): Promise<Response> {
  const check = await checkSignature(
    `${RESULTS_BASE}/${params.job_id}/${params.kind}/${params.name}`,
    query.expires,
    query.signature,
  );
  if (check !== "valid") {
    throw new Problem(
      403,
      check === "expired" ? "url_expired" : "bad_signature",
      check === "expired"
        ? "this result URL has expired; ask the job endpoint for a new one"
        : "this result URL's signature is not valid",
    );
  }
  const { rows } = await pool().query<Target>({
    name: `result.serve.${params.kind}`,
    text: `${TARGET_SQL[params.kind]} WHERE r.job_id = $1 AND r.name = $2`,
    values: [params.job_id, params.name],
  });
  const target = rows[0];
  if (!target?.key) throw notFound("this result");
  if (params.kind === "files") {
    const body = await blobStore().stream(target.key);
    if (!body) throw notFound("this file");
    const filename = target.key.split("/").pop()!;
    return new Response(body, {
      headers: {
        "content-type": "application/octet-stream",
        "content-disposition": `attachment; filename="${filename}"`,
      },
    });
  }
  const bytes = await blobStore().get(target.key);
  if (!bytes || !target.etag) throw notFound("this result");
  const etag = `"${target.etag}"`;
  const headers = { etag, "cache-control": "private, max-age=300, immutable" };
  if (
    request.headers
      .get("if-none-match")
      ?.split(",")
      .some((tag) => tag.trim() === etag)
  )
    return new Response(null, { status: 304, headers });
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { ...headers, "content-type": "application/json" },
  });
}
