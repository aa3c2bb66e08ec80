"use server";
import type { z } from "zod";
import { settle } from "@/lib/client/problem";
import type { FactoryCreateRequest, JobListQuery, JobSubmitRequest } from "@/lib/jobs/schemas";
import { signedInClient } from "../session";

export async function listFactories() {
  return settle(async () => (await signedInClient()).factories.list());
}

export async function createFactory(body: z.input<typeof FactoryCreateRequest>) {
  return settle(async () => (await signedInClient()).factories.create(body));
}

export async function submitJob(factoryId: string, body: z.input<typeof JobSubmitRequest>) {
  return settle(async () => (await signedInClient()).jobs.submit(factoryId, body));
}

export async function listJobs(factoryId: string, query: Partial<z.input<typeof JobListQuery>>) {
  return settle(async () => (await signedInClient()).jobs.list(factoryId, query));
}

export async function getJob(factoryId: string, jobId: string) {
  return settle(async () => (await signedInClient()).jobs.get(factoryId, jobId));
}

export async function cancelJob(factoryId: string, jobId: string) {
  return settle(async () => (await signedInClient()).jobs.cancel(factoryId, jobId));
}

export async function jobResult(factoryId: string, jobId: string, kind: "inputs" | "outputs", name: string) {
  return settle(async () => {
    const client = await signedInClient();
    return kind === "inputs"
      ? client.jobs.inputResult(factoryId, jobId, name)
      : client.jobs.outputResult(factoryId, jobId, name);
  });
}

/** A signed, expiring download URL: the browser fetches the file with it, never with the key. */
export async function outputFileUrl(factoryId: string, jobId: string, name: string) {
  return settle(async () => (await signedInClient()).jobs.outputFileUrl(factoryId, jobId, name));
}

/** Watermarked outputs whose reservation was revoked or moved, newest first. */
export async function listStaleOutputs(query: { cursor?: string; limit?: number }) {
  return settle(async () => (await signedInClient()).staleOutputs(query));
}
