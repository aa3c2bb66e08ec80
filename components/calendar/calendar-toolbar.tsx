"use client";
import { Temporal } from "temporal-polyfill";
import type { WatermarkView } from "@/lib/watermarks/schemas";
import { inputClass, labelClass, secondaryButtonClass } from "@/components/ui/styles";
import { WatermarkCombobox } from "@/components/watermarks/watermark-combobox";
import { stepDate, VIEWS } from "./calendar-time";
import type { CalendarLocation, LocationChange } from "./use-calendar-location";
import { ZoneField } from "./zone-field";

interface ToolbarProps {
  location: CalendarLocation;
  /** The chosen watermark, whose code the calendar shows (all codes when undefined). */
  chosen: WatermarkView | undefined;
  onChoose: (watermark: WatermarkView | undefined) => void;
  update: (change: LocationChange) => void;
  onExport: (format: "ics" | "csv") => void;
  exporting: boolean;
}

export function CalendarToolbar({ location, chosen, onChoose, update, onExport, exporting }: ToolbarProps) {
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
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => go(stepDate(location.view, location.date, -1))}
        >
          Previous
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => go(Temporal.Now.plainDateISO(location.zone))}
        >
          Today
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => go(stepDate(location.view, location.date, 1))}
        >
          Next
        </button>
      </div>
      <label className={labelClass}>
        Date
        <input
          type="date"
          className={`${inputClass} mt-1`}
          value={String(location.date)}
          onChange={(e) => e.target.value && update({ date: e.target.value })}
        />
      </label>
      <ZoneField zone={location.zone} onZone={(zone) => update({ zone })} />
      <WatermarkCombobox
        label="Code"
        type="Linear"
        value={chosen}
        onChange={onChoose}
        anyOption="All codes"
        className="w-72"
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={location.showRevoked}
          onChange={(e) => update({ revoked: e.target.checked ? "1" : undefined })}
        />
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
