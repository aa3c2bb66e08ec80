// Probe results: the job's input/output endpoints answer with a redirect to a signed, expiring URL of
// the JSON file; the results route checks the signature and serves the file with a strong ETag.
import { db } from "../db/client";
import { Problem, notFound } from "../http/problem";
import { blobStore } from "../storage";
import { resultKey } from "./process-job";
import { getJob, isTerminal } from "./service";
import { checkSignature, resultUrlTtlSeconds, signedPath } from "./signed-urls";

const RESULTS_BASE = "/mediaprocessing/v1.0/results";

export async function redirectToResult(factoryId: string, jobId: string, kind: "inputs" | "outputs", name: string): Promise<Response> {
  const job = await getJob(factoryId, jobId);
  const input = kind === "inputs" ? job.inputs.find((candidate) => candidate.name === name) : undefined;
  if (!input) throw notFound(`${kind === "inputs" ? "input" : "output"} "${name}" of job ${jobId}`);
  if (!isTerminal(job.status) || input.status === "Pending") {
    throw new Problem(409, "job_not_completed", `job ${jobId} is ${job.status}; probe results are available once it has completed`);
  }
  if (input.status === "Failed") {
    throw new Problem(422, input.errorCode ?? "input_failed", `input "${name}" failed: ${input.error ?? "unknown error"}`);
  }
  const location =
    (await blobStore().presignedUrl(resultKey(jobId, kind, name), resultUrlTtlSeconds())) ??
    (await signedPath(`${RESULTS_BASE}/${jobId}/${kind}/${name}`));
  return new Response(null, { status: 302, headers: { location, "cache-control": "no-store" } });
}

export async function serveResult(
  request: Request,
  params: { job_id: string; kind: "inputs" | "outputs"; name: string },
  query: { expires: number; signature: string },
): Promise<Response> {
  const path = `${RESULTS_BASE}/${params.job_id}/${params.kind}/${params.name}`;
  const check = await checkSignature(path, query.expires, query.signature);
  if (check !== "valid") {
    throw new Problem(403, check === "expired" ? "url_expired" : "bad_signature", check === "expired" ? "this result URL has expired; ask the job endpoint for a new one" : "this result URL's signature is not valid");
  }
  const input = await db().jobInput.findUnique({ where: { jobId_name: { jobId: params.job_id, name: params.name } } });
  const bytes = input?.resultKey ? await blobStore().get(input.resultKey) : null;
  if (!input?.resultEtag || !bytes) throw notFound("this result");
  const etag = `"${input.resultEtag}"`;
  const headers = { etag, "cache-control": "private, max-age=300, immutable" };
  if (request.headers.get("if-none-match")?.split(",").some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(bytes as BodyInit, { status: 200, headers: { ...headers, "content-type": "application/json" } });
}
