// GET /metrics: the Prometheus text exposition. Operational data, so it is guarded: with
// BROADMARK_METRICS_TOKEN set, a scraper sends `Authorization: Bearer <token>`; without it, only
// loopback clients (a scraper or agent on the same host) are answered.
import { createHash, timingSafeEqual } from "node:crypto";
import ipaddr from "ipaddr.js";
import { defineOperation } from "../http/operation";
import { Problem } from "../http/problem";
import { registry } from "./metrics";
import { setting } from "../config/settings";

export const metricsOperation = defineOperation({
  method: "GET",
  path: "/metrics",
  summary: "Read the Prometheus metrics",
  description:
    "Prometheus text format. With BROADMARK_METRICS_TOKEN set, send `Authorization: Bearer <token>`; " +
    "without it only clients on the loopback interface are answered.",
  area: "public",
  responses: {
    200: { description: "The metrics in the Prometheus text format", contentType: "text/plain; version=0.0.4" },
  },
  handler: async ({ request, clientAddress }) => {
    refuseUnlessAllowed(request.headers.get("authorization"), clientAddress);
    return new Response(await registry.metrics(), { headers: { "content-type": registry.contentType } });
  },
});

function refuseUnlessAllowed(authorization: string | null, clientAddress: string | undefined): void {
  const token = setting("BROADMARK_METRICS_TOKEN");
  if (token) {
    const sent = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1] ?? "";
    // Compared as digests: equal lengths for timingSafeEqual, and no timing hint of the token's length.
    if (!timingSafeEqual(digest(sent), digest(token))) {
      throw new Problem(
        401,
        "unauthorized",
        "send the metrics token as `Authorization: Bearer <token>`",
        {},
        { "www-authenticate": "Bearer" },
      );
    }
    return;
  }
  if (!isLoopback(clientAddress)) {
    throw new Problem(
      403,
      "forbidden",
      "metrics are served to loopback clients only unless BROADMARK_METRICS_TOKEN is set",
    );
  }
}

const digest = (text: string) => createHash("sha256").update(text).digest();

function isLoopback(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  return ip.range() === "loopback";
}
