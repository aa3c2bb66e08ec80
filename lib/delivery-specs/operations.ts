// The stored delivery specs (docs/api.md §11.10): an admin writes and deletes them (JSON or YAML, audited);
// everyone who submits jobs lists and reads them and names them as a job input's `spec`.
import { defineOperation } from "../http/operation";
import { audit } from "../keys/audit";
import { DeliverySpec } from "../probe/delivery-spec/spec-schema";
import { SpecListQuery, SpecParams, StoredSpecList, StoredSpecView } from "./schemas";
import { deleteStoredSpec, getStoredSpec, listStoredSpecs, putStoredSpec } from "./store";

const BASE = "/mediaprocessing/v1.0/specs";
const PATH = `${BASE}/{name}`;

export const listSpecsOperation = defineOperation({
  method: "GET",
  path: BASE,
  summary: "List stored delivery specs",
  description: "In the order of their names, each with the rules it sets; page with next_cursor.",
  area: "jobs",
  query: SpecListQuery,
  responses: { 200: { description: "A page of stored specs", schema: StoredSpecList } },
  handler: async ({ query }) => ({ status: 200, body: await listStoredSpecs(query) }),
});

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
  handler: async ({ actor, params, body }) => {
    const stored = await putStoredSpec(params.name, body);
    await audit(actor, "delivery_spec.put", params.name, "stored", { name: params.name });
    return { status: 200, body: stored };
  },
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

export const deleteSpecOperation = defineOperation({
  method: "DELETE",
  path: PATH,
  summary: "Delete a stored delivery spec",
  description: "Jobs submitted with it keep the spec as it was; new jobs naming it are refused (422 unknown_spec).",
  area: "admin",
  params: SpecParams,
  responses: { 204: { description: "Deleted" } },
  handler: async ({ actor, params }) => {
    await deleteStoredSpec(params.name);
    await audit(actor, "delivery_spec.delete", params.name, "deleted", { name: params.name });
    return new Response(null, { status: 204 });
  },
});
