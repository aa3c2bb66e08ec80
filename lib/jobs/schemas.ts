import { z } from "zod";
import { text } from "../http/text";
import { HEX32 } from "../ids/random-hex";
import { CursorParam } from "../paging/cursor";
import { CompositionField } from "./composition/schema";
import { DetectRequest, DetectionView } from "./detection/schema";
import { NAME_PATTERN } from "./names";
import { ANALYSES, AnalysisName } from "../probe/analysis/analysis-schema";
import { DeliverySpec } from "../probe/delivery-spec/spec-schema";
import { SpecName } from "../delivery-specs/schemas";

export const JobStatus = z.enum(["Queued", "Running", "Completed", "Failed", "Canceled"]);
export type JobStatus = z.infer<typeof JobStatus>;
export const TERMINAL_STATUSES: readonly JobStatus[] = ["Completed", "Failed", "Canceled"];

export const MAX_INPUTS = 64;

const InputUrl = text("url")
  .max(4096, "url must be at most 4096 characters")
  .refine((text) => URL.canParse(text), { error: "url must be an absolute URL (http, https, file or upload)" })
  .refine((text) => !URL.canParse(text) || ["http:", "https:", "file:", "upload:"].includes(new URL(text).protocol), {
    error: "url scheme must be http, https, file or upload",
  })
  .refine((text) => !URL.canParse(text) || new URL(text).protocol !== "upload:" || HEX32.test(new URL(text).hostname), {
    error: "upload URLs are upload://<upload id>",
  });

const InputAnalysis = z
  .union([
    z.literal(true),
    z
      .array(AnalysisName, { error: `analysis names are ${ANALYSES.join(", ")}` })
      .min(1, "analysis lists at least one analysis"),
  ])
  .describe(
    "Runs the deep analysis pass over the whole input after the probe: true for all, or the analyses to run. Results are under `analysis` of the container and streams of the input's result",
  );

const InputSpec = z
  .union([DeliverySpec, SpecName.describe("The name of a stored spec (PUT /mediaprocessing/v1.0/specs/{name})")])
  .describe(
    "Checks the input against this delivery spec (docs/delivery-specs.md), given whole or by a stored spec's name, after the probe, running the analyses its rules need: the verdict is `delivery_check` of the input's result",
  );

/** A job's name: what a QA engineer calls it in lists and searches (docs/api.md §10.3). */
export const JobName = text("name")
  .trim()
  .min(1, "name must not be empty")
  .max(200, "name must be at most 200 characters")
  .describe("A name for the job, shown and searched in job lists");

export const JobSubmitRequest = z
  .strictObject({
    name: JobName.optional(),
    inputs: z
      .record(
        z.string().regex(NAME_PATTERN, "input names are identifiers: a letter, then up to 63 letters, digits, _ or -"),
        z.strictObject({ url: InputUrl, analysis: InputAnalysis.optional(), spec: InputSpec.optional() }),
      )
      .refine((inputs) => Object.keys(inputs).length >= 1, { error: "a job needs at least one input" })
      .refine((inputs) => Object.keys(inputs).length <= MAX_INPUTS, {
        error: `a job takes at most ${MAX_INPUTS} inputs`,
      }),
    template: z
      .unknown()
      .optional()
      .describe("Templates are not supported (422 not_supported_yet): send a composition"),
    composition: CompositionField.optional(),
    detect: DetectRequest.optional(),
  })
  .refine((request) => request.composition === undefined || request.detect === undefined, {
    error: "a job either renders a composition or detects marks, not both",
    path: ["detect"],
  })
  .meta({ id: "JobSubmitRequest" });
export type JobSubmitRequest = z.infer<typeof JobSubmitRequest>;

const JobInputView = z.object({
  url: z.string(),
  file_name: z.string().optional().describe("An upload:// input's file name, as it was uploaded"),
  analysis: z.array(AnalysisName).optional().describe("The analyses the deep pass runs on this input"),
  spec: DeliverySpec.optional().describe(
    "The delivery spec the input is checked against (a stored spec as it was when the job was submitted)",
  ),
  status: z.enum(["Pending", "Completed", "Failed"]),
  error: z.string().optional(),
  error_code: z.string().optional(),
});

const StaleReason = z.enum(["revoked", "rescheduled"]);

const JobOutputView = z.object({
  type: z.string().describe("Container type, or data for a watermark data container"),
  status: z.enum(["Pending", "Completed", "Failed"]),
  error: z.string().optional(),
  stale: z
    .object({ reason: StaleReason, reservation_id: z.string().regex(HEX32), at: z.string() })
    .optional()
    .describe(
      "The reservation this output was watermarked under was revoked or rescheduled: its timestamps no longer match the broadcast",
    ),
});

export const JobView = z
  .object({
    id: z.string().regex(HEX32),
    factory_id: z.string().regex(HEX32),
    name: z.string().optional().describe("The name given at submission"),
    status: JobStatus,
    inputs: z.record(z.string(), JobInputView),
    outputs: z
      .record(z.string(), JobOutputView)
      .describe("Output containers of a composition job; empty for probe jobs"),
    composition: z.unknown().optional().describe("The composition as the service understood it (composition jobs)"),
    detection: DetectionView.optional().describe(
      "A detect job's expected reservations and, once it completed, its result per input",
    ),
    progress: z.number().int().min(0).max(100),
    error: z.string().optional(),
    error_code: z
      .string()
      .optional()
      .describe("A failed job's stable code, when its failure has one: source_already_marked (docs/api.md §10.7)"),
    created_at: z.string(),
    started_at: z.string().optional(),
    completed_at: z.string().optional(),
  })
  .meta({ id: "Job" });
export type JobView = z.infer<typeof JobView>;

export const JobList = z
  .object({ items: z.array(JobView), next_cursor: z.string().nullable() })
  .meta({ id: "JobList" });

export const JobListQuery = z.strictObject({
  status: JobStatus.optional(),
  name: text("name")
    .max(200, "name must be at most 200 characters")
    .optional()
    .describe("Only jobs whose name contains this text (any case)"),
  cursor: CursorParam,
  limit: z.coerce.number({ error: "limit must be an integer" }).int().min(1).max(200).default(50),
});

export const FactoryView = z
  .object({ id: z.string().regex(HEX32), name: z.string(), created_at: z.string() })
  .meta({ id: "Factory" });
export const FactoryList = z.object({ items: z.array(FactoryView) }).meta({ id: "FactoryList" });
export const FactoryCreateRequest = z
  .strictObject({
    name: text("name").trim().min(1, "name must not be empty").max(200, "name must be at most 200 characters"),
  })
  .meta({ id: "FactoryCreateRequest" });

const hex = (field: string) => z.string().regex(HEX32, `${field} must be 32 lowercase hex digits`);
export const FactoryParams = z.object({ factory_id: hex("factory_id") });
export const JobParams = FactoryParams.extend({ job_id: hex("job_id") });
export const InputParams = JobParams.extend({ input_name: z.string().regex(NAME_PATTERN, "not an input name") });
export const OutputParams = JobParams.extend({ output_name: z.string().regex(NAME_PATTERN, "not an output name") });

export const ResultParams = z.object({
  job_id: hex("job_id"),
  kind: z.enum(["inputs", "outputs", "files"]),
  name: z.string().regex(NAME_PATTERN, "not an input or output name"),
});
export const ResultQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "not a signature"),
});

export const UploadView = z
  .object({
    id: z.string().regex(HEX32),
    name: z.string(),
    size: z.number().int(),
    url: z.string().describe("upload://<id>: use it as a job input url"),
    created_at: z.string(),
  })
  .meta({ id: "Upload" });
export const UploadQuery = z.strictObject({ name: text("name").min(1).max(255).optional() });

export const StaleOutputsQuery = z.strictObject({
  cursor: CursorParam,
  limit: z.coerce.number({ error: "limit must be an integer" }).int().min(1).max(200).default(50),
});

export const StaleOutputList = z
  .object({
    items: z.array(
      z.object({
        factory_id: z.string().regex(HEX32),
        job_id: z.string().regex(HEX32),
        output: z.string(),
        reservation_id: z.string().regex(HEX32),
        watermark_id: z.string().regex(HEX32),
        reason: StaleReason,
        at: z.string().describe("When the reservation was revoked"),
      }),
    ),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: "StaleOutputList" });
