// GET/PUT /mediaprocessing/v1.0/specs/{name}: delivery specs stored by name (docs/api.md §11.10). An admin
// writes them (JSON or YAML); everyone who submits jobs reads them and names them as a job input's `spec`.
import { defineOperation } from "../http/operation";
import { DeliverySpec } from "../probe/delivery-spec/spec-schema";
import { SpecParams, StoredSpecView } from "./schemas";
import { getStoredSpec, putStoredSpec } from "./store";

const PATH = "/mediaprocessing/v1.0/specs/{name}";

export const putSpecOperation = defineOperation({
  method: "PUT",
  path: PATH,
  summary: "Store a delivery spec",
  description: "Writes or replaces the spec stored under the name; a probe job input's `spec` may then give the name.",
  area: "admin",
  params: SpecParams,
  body: DeliverySpec,
  acceptsYaml: true,
  responses: { 200: { description: "The stored spec", schema: StoredSpecView } },
  handler: async ({ params, body }) => ({ status: 200, body: await putStoredSpec(params.name, body) }),
});

export const getSpecOperation = defineOperation({
  method: "GET",
  path: PATH,
  summary: "Read a stored delivery spec",
  area: "jobs",
  params: SpecParams,
  responses: { 200: { description: "The stored spec", schema: StoredSpecView } },
  handler: async ({ params }) => ({ status: 200, body: await getStoredSpec(params.name) }),
});
