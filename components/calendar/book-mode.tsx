"use client";
// How a batch books (a series, a copied week): what is free, or every span or none (the API's `mode`).
import { labelClass } from "@/components/ui/styles";

export type BookMode = "available" | "all";

export function BookModeChoice({
  name,
  mode,
  onChange,
  free,
}: {
  name: string;
  mode: BookMode;
  onChange: (mode: BookMode) => void;
  free: string;
}) {
  return (
    <fieldset>
      <legend className={labelClass}>Book</legend>
      <label className="mr-4 text-sm">
        <input
          type="radio"
          name={name}
          className="mr-1"
          checked={mode === "available"}
          onChange={() => onChange("available")}
        />
        {free}
      </label>
      <label className="text-sm">
        <input type="radio" name={name} className="mr-1" checked={mode === "all"} onChange={() => onChange("all")} />
        all or nothing
      </label>
    </fieldset>
  );
}
