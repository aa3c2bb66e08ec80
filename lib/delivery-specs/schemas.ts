// Stored delivery specs (docs/delivery-specs.md, "Stored specs"): the path parameter and the view.
import { z } from "zod";
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
