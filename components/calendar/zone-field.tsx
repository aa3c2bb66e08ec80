"use client";
// The calendar's time zone: a known zone applies as soon as it is picked or typed; a mistyped one is an
// error that names it, and the calendar stays in its zone (never a silent fallback).
import { useState } from "react";
import { isTimeZone } from "@/lib/time/broadcast-time";
import { inputClass, labelClass, secondaryButtonClass } from "@/components/ui/styles";

const ZONES = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];

export function ZoneField({ zone, onZone }: { zone: string; onZone: (zone: string) => void }) {
  const [text, setText] = useState(zone);
  const [refused, setRefused] = useState<string>();
  return (
    <form
      className="flex items-end gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (isTimeZone(text)) onZone(text);
        else setRefused(text);
      }}
    >
      <label className={labelClass}>
        Time zone
        <input
          className={`${inputClass} mt-1 w-56`}
          list="time-zones"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setRefused(undefined);
            if (isTimeZone(e.target.value) && ZONES.includes(e.target.value)) onZone(e.target.value);
          }}
          aria-invalid={!isTimeZone(text) || undefined}
          aria-describedby={refused === undefined ? undefined : "zone-error"}
        />
      </label>
      <datalist id="time-zones">
        {ZONES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <button type="submit" className={secondaryButtonClass}>
        Apply
      </button>
      {refused !== undefined && (
        <p id="zone-error" role="alert" className="basis-full text-sm text-red-800 dark:text-red-300">
          &quot;{refused}&quot; is not an IANA time zone (e.g. Europe/Paris, America/New_York): the calendar stays in{" "}
          {zone}.
        </p>
      )}
    </form>
  );
}
