"use client";
import { useId } from "react";
import type { ImportFormat } from "@/lib/client/schedules";
import { inputClass, labelClass, mutedTextClass } from "@/components/ui/styles";
import { useFileDrop } from "@/components/ui/use-file-drop";

export interface ChosenFile {
  name: string;
  text: string;
  format: ImportFormat;
}

/** BXF by its XML name or type, CSV otherwise. */
const formatOf = (file: File): ImportFormat => (/\.xml$/i.test(file.name) || file.type.includes("xml") ? "bxf" : "csv");

/** A file chosen with the file picker (its label) or dropped on the zone, read as text. */
export function ImportFile({
  label,
  chosen,
  onChosen,
}: {
  label: string;
  chosen: ChosenFile | undefined;
  onChosen: (file: ChosenFile) => void;
}) {
  const id = useId();
  const take = async (file: File | undefined) => {
    if (file) onChosen({ name: file.name, text: await file.text(), format: formatOf(file) });
  };
  const { dropProps, overClass } = useFileDrop(take);
  return (
    <div {...dropProps} className={`rounded-md border-2 border-dashed p-4 ${overClass}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept=".xml,.bxf,.csv,application/xml,text/xml,text/csv"
        className={`${inputClass} mt-1`}
        onChange={(event) => take(event.target.files?.[0])}
      />
      <p className={`${mutedTextClass} mt-1`} aria-live="polite">
        {chosen
          ? `${chosen.name}: ${chosen.format === "bxf" ? "BXF (XML)" : "CSV"}, ${chosen.text.length.toLocaleString("en")} characters`
          : "Or drop a BXF (.xml) or CSV file here. At most 5 MiB."}
      </p>
    </div>
  );
}
