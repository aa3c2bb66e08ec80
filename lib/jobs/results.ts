// Probe results and rendered files: the job endpoints answer with a redirect to a signed, expiring URL;
// the results route checks the signature and serves the JSON (strong ETag) or streams the file.
import { db } from "../db/client";
import type { JobInput, JobOutput } from "../db/generated/client";
import { Problem, notFound } from "../http/problem";
import { blobStore } from "../storage";
import { getJob, isTerminal } from "./service";
import { checkSignature, resultUrlTtlSeconds, signedPath } from "./signed-urls";

const RESULTS_BASE = "/mediaprocessing/v1.0/results";
export type ResultKind = "inputs" | "outputs" | "files";

/** What a result URL points at: a probe result (inputs, outputs) or an output's file (files). */
interface Target {
  status: string;
  error: string | null;
  errorCode?: string | null;
  key: string | null;
  etag: string | null;
}

function targetOf(kind: ResultKind, row: JobInput | JobOutput): Target {
  if (kind === "files") return { status: row.status, error: row.error, key: (row as JobOutput).fileKey, etag: null };
  return { status: row.status, error: row.error, errorCode: (row as JobInput).errorCode, key: row.resultKey, etag: row.resultEtag };
}

export async function redirectToResult(factoryId: string, jobId: string, kind: ResultKind, name: string): Promise<Response> {
  const job = await getJob(factoryId, jobId);
  const row = kind === "inputs" ? job.inputs.find((i) => i.name === name) : job.outputs.find((o) => o.name === name);
  if (!row) throw notFound(`${kind === "inputs" ? "input" : "output"} "${name}" of job ${jobId}`);
  const target = targetOf(kind, row);
  if (!isTerminal(job.status) || target.status === "Pending") {
    throw new Problem(409, "job_not_completed", `job ${jobId} is ${job.status}; results are available once it has completed`);
  }
  if (kind !== "inputs" && job.status !== "Completed") {
    throw new Problem(422, "job_failed", `job ${jobId} is ${job.status}: outputs are served only when the job completed`);
  }
  if (target.status === "Failed" || !target.key) {
    throw new Problem(422, target.errorCode ?? "output_failed", `"${name}" failed: ${target.error ?? "the job did not complete"}`);
  }
  const location =
    (await blobStore().presignedUrl(target.key, resultUrlTtlSeconds())) ?? (await signedPath(`${RESULTS_BASE}/${jobId}/${kind}/${name}`));
  return new Response(null, { status: 302, headers: { location, "cache-control": "no-store" } });
}

export async function serveResult(
  request: Request,
  params: { job_id: string; kind: ResultKind; name: string },
  query: { expires: number; signature: string },
): Promise<Response> {
  const check = await checkSignature(`${RESULTS_BASE}/${params.job_id}/${params.kind}/${params.name}`, query.expires, query.signature);
  if (check !== "valid") {
    throw new Problem(
      403,
      check === "expired" ? "url_expired" : "bad_signature",
      check === "expired" ? "this result URL has expired; ask the job endpoint for a new one" : "this result URL's signature is not valid",
    );
  }
  const where = { jobId_name: { jobId: params.job_id, name: params.name } };
  const row = params.kind === "inputs" ? await db().jobInput.findUnique({ where }) : await db().jobOutput.findUnique({ where });
  const target = row ? targetOf(params.kind, row) : undefined;
  if (!target?.key) throw notFound("this result");
  if (params.kind === "files") {
    const body = await blobStore().stream(target.key);
    if (!body) throw notFound("this file");
    const filename = target.key.split("/").pop()!;
    return new Response(body, { headers: { "content-type": "application/octet-stream", "content-disposition": `attachment; filename="${filename}"` } });
  }
  const bytes = await blobStore().get(target.key);
  if (!bytes || !target.etag) throw notFound("this result");
  const etag = `"${target.etag}"`;
  const headers = { etag, "cache-control": "private, max-age=300, immutable" };
  if (request.headers.get("if-none-match")?.split(",").some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: { ...headers, "content-type": "application/json" } });
}
