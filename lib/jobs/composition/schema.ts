// A job composition (docs/api.md §2.3): input containers with their streams, output containers with streams
// mapped from the inputs, and the MeasurementLinearWatermark property on output audio streams.
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { MAX_YAML_BODY } from "../../http/body";
import { HEX32 } from "../../ids/random-hex";
import { Instant } from "../../time/instant";
import { CONTAINER_TYPES, type ContainerType } from "../../render/ffmpeg-args";
import { NAME_PATTERN } from "../names";

const Name = z
  .string({ error: "name must be a string" })
  .regex(NAME_PATTERN, "names are identifiers: a letter, then up to 63 letters, digits, _ or -");

const InputStream = z.strictObject({
  name: Name,
  index: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe("Which stream of this kind in the file (default: the entry's position)"),
});

export const MeasurementLinearWatermark = z
  .strictObject({
    Id: z
      .string({ error: "Id must be a watermark id" })
      .regex(HEX32, "Id must be a watermark id (32 lowercase hex digits)"),
    Start: Instant("Start", "Broadcast time of the first watermark block"),
    Duration: z.number().int().min(1).max(86_400).optional().describe("Seconds; default: the input content's duration"),
    Verify: z.boolean().default(false).describe("Decode the rendered output and check every block's payload and time"),
    Overwrite: z
      .boolean()
      .optional()
      .describe(
        "Mark the source even if it already carries a Broadmark code; by default such a source fails the job with source_already_marked",
      ),
    Output: Name.describe("The output container (properties.Kind: data) that receives the watermark data ZIP"),
  })
  .meta({ id: "MeasurementLinearWatermark" });
export type MeasurementLinearWatermark = z.infer<typeof MeasurementLinearWatermark>;

const Source = z
  .string({ error: "source must be a string <input container>.<stream name>" })
  .regex(
    /^[A-Za-z][A-Za-z0-9_-]{0,63}\.[A-Za-z][A-Za-z0-9_-]{0,63}$/,
    "source must be <input container>.<stream name>",
  );

const OutputVideo = z.strictObject({ name: Name, source: Source });
const OutputAudio = z.strictObject({
  name: Name,
  source: Source,
  properties: z.strictObject({ MeasurementLinearWatermark: MeasurementLinearWatermark.optional() }).optional(),
});

/** A media container (type and streams) or, with properties.Kind: data, the watermark data container. */
const OutputContainer = z
  .strictObject({
    name: Name,
    type: z.enum(CONTAINER_TYPES, { error: `type must be one of ${CONTAINER_TYPES.join(", ")}` }).optional(),
    video: z.array(OutputVideo).max(1, "one video stream per output container").default([]),
    audio: z.array(OutputAudio).max(16, "at most 16 audio streams").default([]),
    properties: z.strictObject({ Kind: z.enum(["media", "data"]).optional() }).optional(),
  })
  .superRefine((container, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (container.properties?.Kind === "data") {
      if (container.type !== undefined) issue("type", "a data container has no type");
      if (container.video.length + container.audio.length > 0) issue("audio", "a data container has no streams");
    } else {
      if (container.type === undefined) issue("type", `type is required: one of ${CONTAINER_TYPES.join(", ")}`);
      if (container.audio.length === 0) issue("audio", "a media container needs at least one audio stream");
    }
  });
type OutputContainer = z.infer<typeof OutputContainer>;
export type MediaOutput = OutputContainer & { type: ContainerType };

const CompositionShape = z.strictObject({
  input: z.strictObject({
    container: z
      .array(
        z.strictObject({
          name: Name,
          video: z.array(InputStream).default([]),
          audio: z.array(InputStream).default([]),
        }),
      )
      .min(1, "at least one input container"),
  }),
  output: z.strictObject({
    container: z.array(OutputContainer).min(1, "at least one output container"),
  }),
});
export type Composition = z.infer<typeof CompositionShape>;

export const Composition = CompositionShape.superRefine(checkReferences).meta({ id: "Composition" });
export function isDataOutput(container: OutputContainer): boolean {
  return container.properties?.Kind === "data";
}

export function isMediaOutput(container: OutputContainer): container is MediaOutput {
  return !isDataOutput(container) && container.type !== undefined;
}

/** Names are unique, sources name existing input streams of the same kind, Output names a data container. */
function checkReferences(composition: Composition, context: z.RefinementCtx): void {
  const inputs = new Map(composition.input.container.map((c) => [c.name, c]));
  duplicates(composition.input.container.map((c) => c.name)).forEach((i) =>
    context.addIssue({
      code: "custom",
      path: ["input", "container", i, "name"],
      message: "input container names must be unique",
    }),
  );
  const outputs = composition.output.container;
  duplicates(outputs.map((c) => c.name)).forEach((i) =>
    context.addIssue({
      code: "custom",
      path: ["output", "container", i, "name"],
      message: "output container names must be unique",
    }),
  );
  const dataNames = new Set(outputs.filter(isDataOutput).map((c) => c.name));
  outputs.forEach((container, c) => {
    if (!isMediaOutput(container)) return;
    if (container.type === "wav" && container.video.length > 0) {
      context.addIssue({
        code: "custom",
        path: ["output", "container", c, "video"],
        message: "a wav container carries no video",
      });
    }
    for (const kind of ["video", "audio"] as const) {
      container[kind].forEach((stream, s) => {
        const [inputName, streamName] = stream.source.split(".");
        const found = inputs.get(inputName!)?.[kind].some((candidate) => candidate.name === streamName);
        if (!found) {
          context.addIssue({
            code: "custom",
            path: ["output", "container", c, kind, s, "source"],
            message: `no ${kind} stream "${streamName}" in input container "${inputName}"`,
          });
        }
      });
    }
    container.audio.forEach((stream, s) => {
      const output = stream.properties?.MeasurementLinearWatermark?.Output;
      if (output !== undefined && !dataNames.has(output)) {
        context.addIssue({
          code: "custom",
          path: ["output", "container", c, "audio", s, "properties", "MeasurementLinearWatermark", "Output"],
          message: `"${output}" is not an output container declared with properties.Kind: data`,
        });
      }
    });
  });
}

function duplicates(names: string[]): number[] {
  return names.flatMap((name, i) => (names.indexOf(name) < i ? [i] : []));
}

/** A composition as a JSON object, or as YAML text inside a JSON body (parsed first, then validated). */
export const CompositionField = z
  .unknown()
  .transform((value, context) => {
    if (typeof value !== "string") return value;
    if (value.length > MAX_YAML_BODY) {
      context.addIssue({ code: "custom", message: "a YAML composition is at most 256 KiB" });
      return z.NEVER;
    }
    try {
      return parseYaml(value, { maxAliasCount: 100 }) as unknown;
    } catch (error) {
      context.addIssue({ code: "custom", message: `not valid YAML: ${(error as Error).message.split("\n")[0]}` });
      return z.NEVER;
    }
  })
  .pipe(Composition)
  .describe("The Composition object, or the same as YAML text");
