import { inputClass, labelClass } from "@/components/ui/styles";
import type { WatermarkView } from "@/lib/watermarks/schemas";

interface WatermarkSelectProps {
  label: string;
  watermarks: readonly WatermarkView[];
  value: string;
  onChange: (id: string) => void;
  /** When given, a first option with this text and an empty value (no watermark chosen). */
  anyOption?: string;
  /** Classes added to the label's own (its width: the select fills it, whatever the names' length). */
  className?: string;
}

// The code first: a narrow select cuts the end of the text, and a name may be 200 characters long.
const optionText = (w: WatermarkView) => `sid ${w.sid} · ${w.csid} — ${w.name}`;

/** A labelled select of watermarks, each shown with its sid and csid; the value is the watermark's id. */
export function WatermarkSelect({ label, watermarks, value, onChange, anyOption, className }: WatermarkSelectProps) {
  const chosen = watermarks.find((w) => w.id === value);
  return (
    <label className={`${labelClass} min-w-0${className ? ` ${className}` : ""}`}>
      {label}
      <select
        className={`${inputClass} mt-1 truncate`}
        value={value}
        title={chosen ? optionText(chosen) : anyOption}
        onChange={(e) => onChange(e.target.value)}
      >
        {anyOption !== undefined && <option value="">{anyOption}</option>}
        {watermarks.map((w) => (
          <option key={w.id} value={w.id} title={optionText(w)}>
            {optionText(w)}
          </option>
        ))}
      </select>
    </label>
  );
}
