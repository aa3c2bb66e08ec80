import { ANALYSES, type AnalysisName } from "../probe/analysis/analysis-schema";
import { analysesFor } from "../probe/delivery-spec/check-spec";
import type { DeliverySpec } from "../probe/delivery-spec/spec-schema";
import { findStoredSpec } from "../delivery-specs/store";
import { db } from "../db/client";
import { Problem, notFound } from "../http/problem";
import { newId } from "../ids/random-hex";
import type { Actor } from "../keys/roles";
import { newestFirstAfter, page } from "../paging/cursor";
import { nowNs } from "../time/clock";
import { finishJob, insertJob } from "./job-store";
import { TERMINAL_STATUSES, type JobStatus, type JobSubmitRequest } from "./schemas";
import { factoryView, jobView } from "./views";
import { staleMarks } from "./stale";
import { uploadNames } from "./uploads";
import { admitComposition } from "./composition/admission";
import { isDataOutput } from "./composition/schema";
import { admitDetection } from "./detection/admission";

export async function listFactories() {
  return (await db().factory.findMany({ orderBy: { createdAt: "asc" } })).map(factoryView);
}

export async function getFactory(id: string) {
  const factory = await db().factory.findUnique({ where: { id } });
  if (!factory) throw notFound(`factory ${id}`);
  return factory;
}

export async function createFactory(name: string) {
  if (await db().factory.findUnique({ where: { name } }))
    throw new Problem(409, "name_taken", `a factory named "${name}" exists`);
  return factoryView(await db().factory.create({ data: { id: newId(), name, createdAt: nowNs() } }));
}

export async function submitJob(actor: Actor, factoryId: string, request: JobSubmitRequest) {
  if (request.template !== undefined) {
    await getFactory(factoryId);
    throw new Problem(
      422,
      "not_supported_yet",
      "job templates are not supported; describe the outputs with a composition",
    );
  }
  const { composition, detect } = request;
  // A composition's or detection's admission reads other tables: the factory is checked first, so that a
  // wrong factory is what the client hears. A probe job's statement checks its factory itself.
  if (composition || detect) await getFactory(factoryId);
  if (detect) await admitDetection(detect);
  const watermarks = composition ? await admitComposition(actor, Object.keys(request.inputs), composition) : [];
  const specs = await inputSpecs(request.inputs);
  const fileNames = await uploadNames(Object.values(request.inputs).map((input) => input.url));
  const job = await insertJob({
    id: newId(),
    factoryId,
    name: request.name,
    createdAt: nowNs(),
    createdByKeyId: actor.keyId,
    composition: composition ?? null,
    detect,
    inputs: Object.entries(request.inputs).map(([name, input]) => ({
      name,
      url: input.url,
      fileName: fileNames.get(input.url),
      analysis: inputAnalyses(input.analysis, specs.get(name)),
      ...optionalSpec(specs.get(name)),
    })),
    outputs: (composition?.output.container ?? []).map((container) => ({
      name: container.name,
      type: isDataOutput(container) ? "data" : container.type!,
    })),
    watermarks,
  });
  if (!job) throw notFound(`factory ${factoryId}`);
  return jobView(job);
}

/** The analyses an input asks for, and those its delivery spec's rules need measured. */
function inputAnalyses(
  analysis: JobSubmitRequest["inputs"][string]["analysis"],
  spec: DeliverySpec | undefined,
): AnalysisName[] {
  const asked = analysis === true ? [...ANALYSES] : (analysis ?? []);
  return [...new Set([...asked, ...(spec ? analysesFor(spec) : [])])];
}

const optionalSpec = (spec: DeliverySpec | undefined) => (spec ? { spec } : {});

/** Each input's spec, a stored one looked up by its name (kept as it is now: a later PUT changes no job). */
async function inputSpecs(inputs: JobSubmitRequest["inputs"]): Promise<Map<string, DeliverySpec>> {
  const specs = new Map<string, DeliverySpec>();
  for (const [name, { spec }] of Object.entries(inputs)) {
    if (typeof spec !== "string") {
      if (spec) specs.set(name, spec);
      continue;
    }
    const stored = await findStoredSpec(spec);
    const path = `inputs.${name}.spec`;
    if (!stored)
      throw new Problem(422, "unknown_spec", `${path}: no delivery spec is stored as "${spec}"`, {
        errors: [{ path, message: `no delivery spec is stored as "${spec}"` }],
      });
    specs.set(name, stored);
  }
  return specs;
}

export async function getJob(factoryId: string, jobId: string) {
  const job = await db().job.findFirst({ where: { id: jobId, factoryId }, include: { inputs: true, outputs: true } });
  if (!job) throw notFound(`job ${jobId} in factory ${factoryId}`);
  return job;
}

export async function listJobs(
  factoryId: string,
  query: { status?: JobStatus; name?: string; cursor?: string; limit: number },
) {
  await getFactory(factoryId);
  const rows = await db().job.findMany({
    where: {
      factoryId,
      ...(query.status ? { status: query.status } : {}),
      ...(query.name ? { name: { contains: query.name, mode: "insensitive" as const } } : {}),
      ...newestFirstAfter(query.cursor),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    include: { inputs: true, outputs: true },
  });
  const { items, next } = page(rows, query.limit, (row) => ({ key: row.createdAt, id: row.id }));
  const stale = await staleMarks(items.map((job) => job.id));
  return { items: items.map((job) => jobView(job, stale.get(job.id))), next_cursor: next };
}

export async function cancelJob(factoryId: string, jobId: string) {
  const job = await getJob(factoryId, jobId);
  const canceled = await finishJob(jobId, ["Queued", "Running"], { status: "Canceled", at: nowNs() });
  if (!canceled) throw new Problem(409, "job_finished", `job ${jobId} is already ${job.status}`);
  return jobView(await getJob(factoryId, jobId));
}

export function isTerminal(status: string): boolean {
  return (TERMINAL_STATUSES as readonly string[]).includes(status);
}
