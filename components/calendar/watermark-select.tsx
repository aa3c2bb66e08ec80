import { inputClass, labelClass } from "@/components/ui/styles";
import type { WatermarkView } from "@/lib/watermarks/schemas";

interface WatermarkSelectProps {
  label: string;
  watermarks: readonly WatermarkView[];
  value: string;
  onChange: (id: string) => void;
  /** When given, a first option with this text and an empty value (no watermark chosen). */
  anyOption?: string;
  /** Classes added to the select's own. */
  className?: string;
}

/** A labelled select of watermarks, each shown with its sid and csid; the value is the watermark's id. */
export function WatermarkSelect({ label, watermarks, value, onChange, anyOption, className }: WatermarkSelectProps) {
  return (
    <label className={labelClass}>
      {label}
      <select className={`${inputClass} mt-1${className ? ` ${className}` : ""}`} value={value} onChange={(e) => onChange(e.target.value)}>
        {anyOption !== undefined && <option value="">{anyOption}</option>}
        {watermarks.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name} (sid {w.sid}, csid {w.csid})
          </option>
        ))}
      </select>
    </label>
  );
}
