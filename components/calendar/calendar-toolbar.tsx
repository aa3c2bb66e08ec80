"use client";
import { Temporal } from "temporal-polyfill";
import type { WatermarkView } from "@/lib/watermarks/schemas";
import { inputClass, labelClass, secondaryButtonClass } from "@/components/ui/styles";
import { stepDate, VIEWS } from "./calendar-time";
import { WatermarkSelect } from "./watermark-select";
import type { CalendarLocation, LocationChange } from "./use-calendar-location";
import { ZoneField } from "./zone-field";

interface ToolbarProps {
  location: CalendarLocation;
  watermarks: readonly WatermarkView[];
  update: (change: LocationChange) => void;
  onExport: (format: "ics" | "csv") => void;
  exporting: boolean;
}

export function CalendarToolbar({ location, watermarks, update, onExport, exporting }: ToolbarProps) {
  const go = (date: Temporal.PlainDate) => update({ date: String(date) });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="View" className="flex">
        {VIEWS.map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={location.view === view}
            onClick={() => update({ view })}
            className={`${secondaryButtonClass} rounded-none first:rounded-l-md last:rounded-r-md aria-pressed:bg-blue-700 aria-pressed:text-white dark:aria-pressed:bg-blue-500 dark:aria-pressed:text-slate-950`}
          >
            {view[0]!.toUpperCase() + view.slice(1)}
          </button>
        ))}
      </div>
      <div className="flex gap-1">
        <button type="button" className={secondaryButtonClass} onClick={() => go(stepDate(location.view, location.date, -1))}>
          Previous
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => go(Temporal.Now.plainDateISO(location.zone))}>
          Today
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => go(stepDate(location.view, location.date, 1))}>
          Next
        </button>
      </div>
      <label className={labelClass}>
        Date
        <input type="date" className={`${inputClass} mt-1`} value={String(location.date)} onChange={(e) => e.target.value && update({ date: e.target.value })} />
      </label>
      <ZoneField zone={location.zone} onZone={(zone) => update({ zone })} />
      <WatermarkSelect label="Code" watermarks={watermarks} value={location.code ?? ""} onChange={(code) => update({ code })} anyOption="All codes" className="w-56" />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={location.showRevoked} onChange={(e) => update({ revoked: e.target.checked ? "1" : undefined })} />
        Show revoked
      </label>
      <div className="flex gap-1">
        <button type="button" className={secondaryButtonClass} disabled={exporting} onClick={() => onExport("ics")}>
          Export iCal
        </button>
        <button type="button" className={secondaryButtonClass} disabled={exporting} onClick={() => onExport("csv")}>
          Export CSV
        </button>
      </div>
    </div>
  );
}
