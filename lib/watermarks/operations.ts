import { defineOperation } from "../http/operation";
import { createWatermark, getWatermark, listWatermarks, watermarkView } from "./service";
import { WatermarkCreateRequest, WatermarkIdParams, WatermarkList, WatermarkListQuery, WatermarkView } from "./schemas";

const BASE = "/watermarking/v1.0/measurement/watermarks";

export const createWatermarkOperation = defineOperation({
  method: "POST",
  path: BASE,
  summary: "Create a watermark",
  area: "watermarking",
  body: WatermarkCreateRequest,
  responses: { 201: { description: "The registered watermark", schema: WatermarkView } },
  handler: async ({ actor, body }) => ({ status: 201, body: await createWatermark(actor, body) }),
});

export const listWatermarksOperation = defineOperation({
  method: "GET",
  path: BASE,
  summary: "List watermarks",
  description:
    "Newest first; filter by type, sid, csid, a name substring or ids (a lookup of exactly those watermarks); " +
    "page with next_cursor. With q, a search: best matches first, in one page.",
  area: "watermarking",
  query: WatermarkListQuery,
  responses: { 200: { description: "A page of watermarks", schema: WatermarkList } },
  handler: async ({ query }) => ({ status: 200, body: await listWatermarks(query) }),
});

export const getWatermarkOperation = defineOperation({
  method: "GET",
  path: `${BASE}/{watermark_id}`,
  summary: "Read a watermark",
  area: "watermarking",
  params: WatermarkIdParams,
  responses: { 200: { description: "The watermark", schema: WatermarkView } },
  handler: async ({ params }) => ({ status: 200, body: watermarkView(await getWatermark(params.watermark_id)) }),
});
