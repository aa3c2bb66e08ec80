import { defineOperation } from "../http/operation";
import { notFound } from "../http/problem";
import { importAsRun } from "./as-run";
import { MAX_FILE_BYTES } from "./file";
import { importSchedule } from "./import";
import {
  AsRunList,
  AsRunQuery,
  AsRunReport,
  ImportIdParams,
  ImportListQuery,
  ScheduleImportList,
  ScheduleImportQuery,
  ScheduleImportView,
} from "./schemas";
import { findAsRunReport, findScheduleImport, listAsRunReports, listScheduleImports } from "./store";

const BASE = "/watermarking/v1.0/measurement";
const FILE = `a BXF message (SMPTE ST 2021, Content-Type application/xml) or a CSV file (text/csv) of at most ${MAX_FILE_BYTES} bytes (5 MiB; 413 beyond)`;

export const scheduleImportOperation = defineOperation({
  method: "POST",
  path: `${BASE}/schedule_imports`,
  summary: "Import a schedule",
  description:
    `Reserves the events of ${FILE}, each mapped to a watermark by the README's rule, in one batch. One row per ` +
    "event: granted, free (dry run), conflict (with the clash: an existing reservation or another line of the file), " +
    "unknown_code or invalid (with the reason). mode all books every event or none (409 schedule_refused with the rows); " +
    "a malformed file is 400 malformed_file naming the line. A dry run writes nothing; an import is kept.",
  area: "watermarking",
  query: ScheduleImportQuery,
  rawBody: { contentType: "application/xml", description: `The schedule: ${FILE}` },
  responses: {
    201: { description: "The kept import", schema: ScheduleImportView },
    200: { description: "A dry run: what would be booked (id null)", schema: ScheduleImportView },
  },
  handler: ({ actor, request, query }) => importSchedule(actor, request, query),
});

export const listScheduleImportsOperation = defineOperation({
  method: "GET",
  path: `${BASE}/schedule_imports`,
  summary: "List schedule imports",
  area: "watermarking",
  query: ImportListQuery,
  responses: { 200: { description: "Imports, newest first (without their rows)", schema: ScheduleImportList } },
  handler: async ({ query }) => ({ status: 200, body: await listScheduleImports(query) }),
});

export const getScheduleImportOperation = defineOperation({
  method: "GET",
  path: `${BASE}/schedule_imports/{id}`,
  summary: "Read a schedule import",
  area: "watermarking",
  params: ImportIdParams,
  responses: { 200: { description: "The import with its rows", schema: ScheduleImportView } },
  handler: async ({ params }) => {
    const found = await findScheduleImport(params.id);
    if (!found) throw notFound(`schedule import ${params.id}`);
    return { status: 200, body: found };
  },
});

export const asRunImportOperation = defineOperation({
  method: "POST",
  path: `${BASE}/as_run_imports`,
  summary: "Reconcile an as-run log",
  description:
    `Reads what aired from ${FILE} and reconciles it with the Active reservations of the window (from/to, else ` +
    "the aired events' first start to last end): each reservation aired as reserved (start and end within the " +
    "tolerance), aired at another time (with the offsets) or not aired, and each aired event without a reservation. " +
    "The report is kept.",
  area: "watermarking",
  query: AsRunQuery,
  rawBody: { contentType: "application/xml", description: `The as-run log: ${FILE}` },
  responses: { 201: { description: "The kept report", schema: AsRunReport } },
  handler: async ({ actor, request, query }) => ({ status: 201, body: await importAsRun(actor, request, query) }),
});

export const listAsRunImportsOperation = defineOperation({
  method: "GET",
  path: `${BASE}/as_run_imports`,
  summary: "List as-run reports",
  area: "watermarking",
  query: ImportListQuery,
  responses: { 200: { description: "Reports, newest first (without their rows)", schema: AsRunList } },
  handler: async ({ query }) => ({ status: 200, body: await listAsRunReports(query) }),
});

export const getAsRunImportOperation = defineOperation({
  method: "GET",
  path: `${BASE}/as_run_imports/{id}`,
  summary: "Read an as-run report",
  area: "watermarking",
  params: ImportIdParams,
  responses: { 200: { description: "The report with its rows", schema: AsRunReport } },
  handler: async ({ params }) => {
    const found = await findAsRunReport(params.id);
    if (!found) throw notFound(`as-run report ${params.id}`);
    return { status: 200, body: found };
  },
});
