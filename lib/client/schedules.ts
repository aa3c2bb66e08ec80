// The schedule imports and as-run reports of the typed client: files sent as they are (BXF or CSV).
import type { z } from "zod";
import { AsRunList, AsRunReport, ScheduleImportList, ScheduleImportView } from "../schedules/schemas";
import type { AsRunQuery, ImportListQuery, ScheduleImportQuery } from "../schedules/schemas";
import { request, type Transport } from "./http";

const BASE = "/watermarking/v1.0/measurement";
export type ImportFormat = "bxf" | "csv";
const CONTENT_TYPES: Record<ImportFormat, string> = { bxf: "application/xml", csv: "text/csv" };

export function schedulesApi(transport: Transport) {
  const id = encodeURIComponent;
  const file = (text: string, format: ImportFormat) => ({ stream: text, contentType: CONTENT_TYPES[format] });
  return {
    scheduleImports: {
      create: (text: string, format: ImportFormat, query: Partial<z.input<typeof ScheduleImportQuery>> = {}) =>
        request(transport, "POST", `${BASE}/schedule_imports`, ScheduleImportView, { query, raw: file(text, format) }),
      list: (query: Partial<z.input<typeof ImportListQuery>> = {}) =>
        request(transport, "GET", `${BASE}/schedule_imports`, ScheduleImportList, { query }),
      get: (importId: string) =>
        request(transport, "GET", `${BASE}/schedule_imports/${id(importId)}`, ScheduleImportView),
    },
    asRunImports: {
      create: (text: string, format: ImportFormat, query: Partial<z.input<typeof AsRunQuery>> = {}) =>
        request(transport, "POST", `${BASE}/as_run_imports`, AsRunReport, { query, raw: file(text, format) }),
      list: (query: Partial<z.input<typeof ImportListQuery>> = {}) =>
        request(transport, "GET", `${BASE}/as_run_imports`, AsRunList, { query }),
      get: (reportId: string) => request(transport, "GET", `${BASE}/as_run_imports/${id(reportId)}`, AsRunReport),
    },
  };
}
