// Stored delivery specs (docs/delivery-specs.md, "Stored specs"): the path parameter and the views.
import { z } from "zod";
import { CursorParam } from "../paging/cursor";
import { DeliverySpec } from "../probe/delivery-spec/spec-schema";

/** A stored spec's name: what a job input's `spec` gives to use it. */
export const SPEC_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;
export const SpecName = z
  .string()
  .regex(
    SPEC_NAME,
    "spec names are 1 to 64 lowercase letters, digits, '.', '_' or '-', starting with a letter or digit",
  );

export const SpecParams = z.object({ name: SpecName });

export const StoredSpecView = z
  .object({ name: z.string(), spec: DeliverySpec, updated_at: z.string() })
  .meta({ id: "StoredDeliverySpec" });
export type StoredSpecView = z.infer<typeof StoredSpecView>;

export const StoredSpecSummary = z
  .object({
    name: z.string(),
    title: z.string().describe("The spec's own `name`"),
    rules: z
      .array(z.string())
      .describe("The rules the spec sets, as field paths (video.width, loudness.integrated_lufs)"),
    updated_at: z.string(),
  })
  .meta({ id: "StoredDeliverySpecSummary" });
export type StoredSpecSummary = z.infer<typeof StoredSpecSummary>;

export const StoredSpecList = z
  .object({ items: z.array(StoredSpecSummary), next_cursor: z.string().nullable() })
  .meta({ id: "StoredDeliverySpecList" });

export const SpecListQuery = z.strictObject({
  cursor: CursorParam,
  limit: z.coerce.number({ error: "limit must be an integer" }).int().min(1).max(200).default(50),
});
