// The media-processing part of the typed client: factories, jobs, their results and uploads.
import { z } from "zod";
import { SpecListQuery, StoredSpecList, StoredSpecView } from "../delivery-specs/schemas";
import type { DeliverySpecInput } from "../probe/delivery-spec/spec-schema";
import { Composition } from "../jobs/composition/schema";
import { FactoryList, FactoryView, JobList, JobView, StaleOutputList, UploadView } from "../jobs/schemas";
import type { FactoryCreateRequest, JobListQuery, JobSubmitRequest } from "../jobs/schemas";
import { ContainerProbe } from "../probe/schema";
import { followResult, redirectLocation, request, type Transport } from "./http";

const BASE = "/mediaprocessing/v1.0";

export function mediaProcessingApi(transport: Transport) {
  const id = encodeURIComponent;
  const factory = (factoryId: string) => `${BASE}/factories/${id(factoryId)}`;
  const job = (factoryId: string, jobId: string) => `${factory(factoryId)}/jobs/${id(jobId)}`;
  return {
    factories: {
      list: () => request(transport, "GET", `${BASE}/factories`, FactoryList),
      get: (factoryId: string) => request(transport, "GET", factory(factoryId), FactoryView),
      create: (body: z.input<typeof FactoryCreateRequest>) =>
        request(transport, "POST", `${BASE}/factories`, FactoryView, { body }),
    },
    jobs: {
      submit: (factoryId: string, body: z.input<typeof JobSubmitRequest>) =>
        request(transport, "POST", `${factory(factoryId)}/jobs`, JobView, { body }),
      list: (factoryId: string, query: Partial<z.input<typeof JobListQuery>> = {}) =>
        request(transport, "GET", `${factory(factoryId)}/jobs`, JobList, { query }),
      get: (factoryId: string, jobId: string) => request(transport, "GET", job(factoryId, jobId), JobView),
      cancel: (factoryId: string, jobId: string) =>
        request(transport, "POST", `${job(factoryId, jobId)}/cancel`, JobView),
      composition: (factoryId: string, jobId: string) =>
        request(transport, "GET", `${job(factoryId, jobId)}/composition`, Composition),
      /** An input's probe object (the API answers 302 to a signed URL, followed here). */
      inputResult: (factoryId: string, jobId: string, name: string) =>
        followResult(transport, `${job(factoryId, jobId)}/inputs/${id(name)}`, ContainerProbe),
      outputResult: (factoryId: string, jobId: string, name: string) =>
        followResult(transport, `${job(factoryId, jobId)}/outputs/${id(name)}`, ContainerProbe),
      /** A signed, expiring URL of an output's rendered file, for a browser to download without a key. */
      outputFileUrl: (factoryId: string, jobId: string, name: string) =>
        redirectLocation(transport, `${job(factoryId, jobId)}/outputs/${id(name)}/file`),
    },
    specs: {
      list: (query: Partial<z.input<typeof SpecListQuery>> = {}) =>
        request(transport, "GET", `${BASE}/specs`, StoredSpecList, { query }),
      get: (name: string) => request(transport, "GET", `${BASE}/specs/${id(name)}`, StoredSpecView),
      put: (name: string, body: DeliverySpecInput) =>
        request(transport, "PUT", `${BASE}/specs/${id(name)}`, StoredSpecView, { body }),
      delete: (name: string) => request(transport, "DELETE", `${BASE}/specs/${id(name)}`, z.undefined()),
    },
    staleOutputs: (query: { cursor?: string; limit?: number } = {}) =>
      request(transport, "GET", `${BASE}/stale_outputs`, StaleOutputList, { query }),
    uploads: {
      /** Streams a media file to the service; its answer's `url` (upload://<id>) is a job input. */
      create: (name: string, stream: ReadableStream<Uint8Array>, length?: number) =>
        request(transport, "POST", `${BASE}/uploads`, UploadView, { query: { name }, raw: { stream, length } }),
    },
  };
}
