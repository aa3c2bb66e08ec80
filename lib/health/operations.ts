// GET /healthz and GET /readyz: unauthenticated and cheap, for load balancers and orchestrators.
import { z } from "zod";
import { defineOperation } from "../http/operation";
import { Problem } from "../http/problem";
import { readiness } from "./readiness";

const Health = z.object({ status: z.literal("ok") }).meta({ id: "Health" });

export const healthOperation = defineOperation({
  method: "GET",
  path: "/healthz",
  summary: "Tell that the process is alive",
  description: "Answers 200 while the process serves HTTP; it checks nothing else (see /readyz).",
  area: "public",
  responses: { 200: { description: "The process is alive", schema: Health } },
  handler: async () => ({ status: 200, body: { status: "ok" }, headers: { "cache-control": "no-store" } }),
});

export const readyOperation = defineOperation({
  method: "GET",
  path: "/readyz",
  summary: "Tell whether the process can serve requests",
  description:
    "200 when the database answers, every migration is applied and the queue answers; otherwise 503 `not_ready` " +
    "with `part` naming what failed: `database`, `migrations`, `queue`, or `shutdown` (the process is stopping).",
  area: "public",
  responses: { 200: { description: "Ready", schema: Health } },
  handler: async () => {
    const state = await readiness();
    if (!state.ready)
      throw new Problem(
        503,
        "not_ready",
        `${state.part}: ${state.detail}`,
        { part: state.part },
        { "cache-control": "no-store" },
      );
    return { status: 200, body: { status: "ok" }, headers: { "cache-control": "no-store" } };
  },
});
