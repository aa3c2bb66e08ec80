import { defineOperation } from "../http/operation";
import { redirectToResult, serveResult } from "./results";
import {
  FactoryCreateRequest,
  FactoryList,
  FactoryParams,
  FactoryView,
  InputParams,
  JobList,
  JobListQuery,
  JobParams,
  JobSubmitRequest,
  JobView,
  OutputParams,
  ResultParams,
  ResultQuery,
  StaleOutputList,
  StaleOutputsQuery,
  UploadQuery,
  UploadView,
} from "./schemas";
import { listStaleOutputs, staleMarks } from "./stale";
import { cancelJob, createFactory, getFactory, getJob, listFactories, listJobs, submitJob } from "./service";
import { receiveUpload } from "./uploads";
import { factoryView, jobView } from "./views";
import { ContainerProbe } from "../probe/schema";
import { notFound, Problem } from "../http/problem";
import { FILE_URL_REFUSAL, fileUrlRefusal } from "./sources/file-input";
import { Composition } from "./composition/schema";

const BASE = "/mediaprocessing/v1.0";
const JOBS = `${BASE}/factories/{factory_id}/jobs`;

export const listFactoriesOperation = defineOperation({
  method: "GET",
  path: `${BASE}/factories`,
  summary: "List factories",
  area: "jobs",
  responses: { 200: { description: "Every factory", schema: FactoryList } },
  handler: async () => ({ status: 200, body: { items: await listFactories() } }),
});

export const createFactoryOperation = defineOperation({
  method: "POST",
  path: `${BASE}/factories`,
  summary: "Create a factory",
  area: "admin",
  body: FactoryCreateRequest,
  responses: { 201: { description: "The new factory", schema: FactoryView } },
  handler: async ({ body }) => ({ status: 201, body: await createFactory(body.name) }),
});

export const getFactoryOperation = defineOperation({
  method: "GET",
  path: `${BASE}/factories/{factory_id}`,
  summary: "Read a factory",
  area: "jobs",
  params: FactoryParams,
  responses: { 200: { description: "The factory", schema: FactoryView } },
  handler: async ({ params }) => ({ status: 200, body: factoryView(await getFactory(params.factory_id)) }),
});

export const submitJobOperation = defineOperation({
  method: "POST",
  path: JOBS,
  summary: "Submit a job",
  description:
    "A probe job sends `inputs` only: every input is probed. A composition job adds `composition` (an object, " +
    "YAML text, or the whole body as text/yaml): its outputs are rendered, then probed. A detect job adds `detect` " +
    "instead: each input's audio is searched for watermark blocks and compared with the expected reservations (422 " +
    "reservation_not_found for an unknown one); the result is the job's `detection`. MeasurementLinearWatermark " +
    "needs a registered Linear watermark whose code has an Active reservation covering [Start, Start + Duration) " +
    "made with the submitting key (or an admin key): otherwise 422 watermark_not_found, watermark_not_linear, " +
    "no_reservation or reservation_not_usable.",
  area: "jobs",
  params: FactoryParams,
  body: JobSubmitRequest,
  acceptsYaml: true,
  responses: { 202: { description: "The job, Queued", schema: JobView } },
  handler: async ({ actor, params, body }) => {
    refuseFileInputsOutsideRoots(body);
    return { status: 202, body: await submitJob(actor, params.factory_id, body) };
  },
});

/**
 * file:// inputs judged from their text before anything is written (and before the file system is
 * touched): the same 400 as schema validation. Not in JobSubmitRequest itself, which the dashboard also
 * runs in the browser, where the server's media roots are unknown.
 */
function refuseFileInputsOutsideRoots(request: JobSubmitRequest): void {
  const errors = Object.entries(request.inputs)
    .filter(([, input]) => new URL(input.url).protocol === "file:" && fileUrlRefusal(input.url) !== undefined)
    .map(([name]) => ({ path: `inputs.${name}.url`, message: FILE_URL_REFUSAL }));
  if (errors.length === 0) return;
  const summary = errors.map((error) => `${error.path}: ${error.message}`).join("; ");
  throw new Problem(400, "validation_failed", `invalid body: ${summary}`, { errors });
}

export const listJobsOperation = defineOperation({
  method: "GET",
  path: JOBS,
  summary: "List jobs",
  description: "Newest first; filter by status; page with next_cursor.",
  area: "jobs",
  params: FactoryParams,
  query: JobListQuery,
  responses: { 200: { description: "A page of jobs", schema: JobList } },
  handler: async ({ params, query }) => ({ status: 200, body: await listJobs(params.factory_id, query) }),
});

export const getJobOperation = defineOperation({
  method: "GET",
  path: `${JOBS}/{job_id}`,
  summary: "Read a job",
  area: "jobs",
  params: JobParams,
  responses: { 200: { description: "The job, with per-input status and progress", schema: JobView } },
  handler: async ({ params }) => {
    const job = await getJob(params.factory_id, params.job_id);
    return { status: 200, body: jobView(job, (await staleMarks([job.id])).get(job.id)) };
  },
});

export const cancelJobOperation = defineOperation({
  method: "POST",
  path: `${JOBS}/{job_id}/cancel`,
  summary: "Cancel a job",
  description: "Queued or Running jobs become Canceled; finished jobs answer 409 job_finished.",
  area: "jobs",
  params: JobParams,
  responses: { 200: { description: "The job, Canceled", schema: JobView } },
  handler: async ({ params }) => ({ status: 200, body: await cancelJob(params.factory_id, params.job_id) }),
});

const redirectResponse = {
  302: { description: "Redirect to a signed, expiring URL of the probe JSON (follow redirects)" },
};

export const inputResultOperation = defineOperation({
  method: "GET",
  path: `${JOBS}/{job_id}/inputs/{input_name}`,
  summary: "Get input probe result",
  description: "409 job_not_completed before completion; a failed input answers with its error as problem details.",
  area: "jobs",
  params: InputParams,
  responses: redirectResponse,
  handler: ({ params }) => redirectToResult(params.factory_id, params.job_id, "inputs", params.input_name),
});

export const outputResultOperation = defineOperation({
  method: "GET",
  path: `${JOBS}/{job_id}/outputs/{output_name}`,
  summary: "Get output probe result",
  description:
    "409 job_not_completed before completion; a failed output answers with its error; probe jobs have no outputs (404).",
  area: "jobs",
  params: OutputParams,
  responses: redirectResponse,
  handler: ({ params }) => redirectToResult(params.factory_id, params.job_id, "outputs", params.output_name),
});

export const compositionOperation = defineOperation({
  method: "GET",
  path: `${JOBS}/{job_id}/composition`,
  summary: "Read a job's composition",
  description: "The composition as the service understood it (defaults filled in); 404 for probe jobs.",
  area: "jobs",
  params: JobParams,
  responses: { 200: { description: "The composition", schema: Composition } },
  handler: async ({ params }) => {
    const job = await getJob(params.factory_id, params.job_id);
    if (job.composition === null) throw notFound(`a composition for job ${params.job_id} (it is a probe job)`);
    return { status: 200, body: job.composition };
  },
});

export const outputFileOperation = defineOperation({
  method: "GET",
  path: `${JOBS}/{job_id}/outputs/{output_name}/file`,
  summary: "Download an output file",
  description: "302 to a signed, expiring URL of the rendered file (or of the watermark data ZIP).",
  area: "jobs",
  params: OutputParams,
  responses: redirectResponse,
  handler: ({ params }) => redirectToResult(params.factory_id, params.job_id, "files", params.output_name),
});

export const resultFileOperation = defineOperation({
  method: "GET",
  path: `${BASE}/results/{job_id}/{kind}/{name}`,
  summary: "Read a probe result file",
  description: "The target of the result redirects: needs no API key but a valid, unexpired signature (403 otherwise).",
  area: "signed-url",
  params: ResultParams,
  query: ResultQuery,
  responses: { 200: { description: "The container probe object (strong ETag)", schema: ContainerProbe } },
  handler: ({ request, params, query }) => serveResult(request, params, query),
});

export const uploadOperation = defineOperation({
  method: "POST",
  path: `${BASE}/uploads`,
  summary: "Upload a media file",
  description:
    "Streams the body to the blob store (limit BROADMARK_UPLOAD_LIMIT, default 50 GiB); use the returned url as a job input.",
  area: "jobs",
  query: UploadQuery,
  rawBody: { contentType: "application/octet-stream", description: "The media file's bytes" },
  responses: { 201: { description: "The stored upload", schema: UploadView } },
  handler: async ({ actor, request, query }) => ({
    status: 201,
    body: await receiveUpload(actor, request, query.name),
  }),
});

export const staleOutputsOperation = defineOperation({
  method: "GET",
  path: "/mediaprocessing/v1.0/stale_outputs",
  summary: "List stale outputs",
  description:
    "Completed outputs of composition jobs whose reservation was revoked or rescheduled after they were rendered: their " +
    "embedded timestamps no longer match the broadcast. Newest revocation first.",
  area: "jobs",
  query: StaleOutputsQuery,
  responses: { 200: { description: "A page of stale outputs", schema: StaleOutputList } },
  handler: async ({ query }) => ({ status: 200, body: await listStaleOutputs(query) }),
});
